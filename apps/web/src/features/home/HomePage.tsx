import { useLingui } from '@lingui/react';
import { homeLayout, homeWidgets, type PackageName } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { areaMessages, homeMessages, translate } from '@smm/i18n';
import type { HomeWidget, HomeWidgetSetting, User } from '@smm/model';
import { postWindow } from '@smm/publish';
import { Banner, Button, EmptyState, Icon } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/LocaleProvider.js';
import { personTimeZone } from '../../session/time-zone.js';
import { useToast } from '../../shell/toasts.js';
import { AudienceWidget } from './AudienceWidget.js';
import { CustomiseHomeDialog } from './CustomiseHomeDialog.js';
import { EngageWidget } from './EngageWidget.js';
import * as styles from './Home.css.js';
import { homeCalls, type HomeCalls } from './home.calls.js';
import { greeting } from './home.texts.js';
import { ListenWidget } from './ListenWidget.js';
import { MeasureWidget } from './MeasureWidget.js';
import { PublishingWidget } from './PublishingWidget.js';
import { useLoaded } from '../settings/use-loaded.js';

/** The hour of the day of a moment in a zone (0–23); the browser's zone for one it does not know. */
function hourIn(now: Date, zone: string): number {
  const read = (timeZone?: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now),
    );
  try {
    return read(zone);
  } catch {
    return read();
  }
}

/**
 * Home (platform §2, decision 0073): a greeting, then the person's widgets in their order —
 * publishing, inbox, performance, audience, listening, as their package has them — and
 * "Customise home" to order and hide them.
 */
export default function HomePage(props: {
  readonly me: User;
  readonly api: ApiClient;
  readonly packageName: PackageName;
  /** Whether the person has Audience (their audience role); false hides its widget. */
  readonly audienceAvailable?: boolean | null;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { locale } = useLocale();
  const calls = useMemo(() => homeCalls(props.api), [props.api]);
  const available = useMemo(
    () =>
      homeWidgets({
        packageName: props.packageName,
        notificationCentreEnabled: true,
        // Without an audience role (or before it is known) the audience widget is not shown.
        flags: { audience: props.audienceAvailable === true },
      }),
    [props.packageName, props.audienceAvailable],
  );
  const { loaded: config, reload: reloadConfig } = useLoaded(calls.config);
  const [saved, setSaved] = useState<readonly HomeWidgetSetting[] | null>(null);
  const [customising, setCustomising] = useState(false);
  const timeZone = personTimeZone(props.me);
  const [now] = useState(() => new Date());
  const name = props.me.firstName || props.me.email;

  // What the person sees: their saved order (else the package's), only the package's widgets.
  const layout = homeLayout(saved ?? (config.kind === 'ready' ? config.data.items : []), available);
  const shown = layout.filter((item) => item.visible).map((item) => item.widget);

  const save = async (items: readonly HomeWidgetSetting[]) => {
    try {
      const answer = await calls.saveConfig(items);
      setSaved(answer.items);
      setCustomising(false);
      toast({ type: 'success', message: i18n._(homeMessages.saved) });
    } catch {
      toast({ type: 'error', message: i18n._(homeMessages.saveFailed) });
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div>
          <h1 className={styles.area}>{i18n._(areaMessages.home)}</h1>
          <p className={styles.greeting}>
            {translate(i18n, greeting(hourIn(now, timeZone)), { name })}
          </p>
          <p className={styles.intro}>{i18n._(homeMessages.intro)}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setCustomising(true)}
          disabled={config.kind !== 'ready'}
        >
          <Icon name="settings" /> {i18n._(homeMessages.customise)}
        </Button>
      </div>
      {config.kind === 'failed' ? (
        <Banner tone="warning">
          {i18n._(homeMessages.configFailed)}{' '}
          <Button variant="secondary" onClick={reloadConfig}>
            {i18n._(homeMessages.retry)}
          </Button>
        </Banner>
      ) : config.kind === 'loading' ? null : shown.length === 0 ? (
        <EmptyState
          icon="home"
          title={i18n._(homeMessages.allHidden)}
          action={
            <Button variant="secondary" onClick={() => setCustomising(true)}>
              {i18n._(homeMessages.customise)}
            </Button>
          }
        >
          {i18n._(homeMessages.allHiddenBody)}
        </EmptyState>
      ) : (
        <div className={styles.grid}>
          {shown.map((widget) => (
            <Widget
              key={widget}
              widget={widget}
              calls={calls}
              locale={locale}
              timeZone={timeZone}
              now={now}
            />
          ))}
        </div>
      )}
      <CustomiseHomeDialog
        open={customising}
        items={layout}
        onSave={save}
        onClose={() => setCustomising(false)}
      />
    </div>
  );
}

/** One widget, loading its own data. */
function Widget(props: {
  readonly widget: HomeWidget;
  readonly calls: HomeCalls;
  readonly locale: ReturnType<typeof useLocale>['locale'];
  readonly timeZone: string;
  readonly now: Date;
}) {
  switch (props.widget) {
    case 'publishing':
      return <Publishing {...props} />;
    case 'engage':
      return <Engage {...props} />;
    case 'measure':
      return <Measure {...props} />;
    case 'audience':
      return <Audience {...props} />;
    case 'listen':
      return <Listen {...props} />;
  }
}

type WidgetProps = Parameters<typeof Widget>[0];

function Publishing({ calls, locale, timeZone, now }: WidgetProps) {
  const load = useCallback(async () => {
    const window = postWindow(now.toISOString(), timeZone);
    return window === undefined ? [] : calls.posts(window);
  }, [calls, now, timeZone]);
  const { loaded: data, reload: retry } = useLoaded(load);
  return (
    <PublishingWidget
      data={data}
      onRetry={retry}
      locale={locale}
      timeZone={timeZone}
      now={now.toISOString()}
    />
  );
}

function Engage({ calls, locale, timeZone }: WidgetProps) {
  const { loaded: data, reload: retry } = useLoaded(calls.engage);
  return <EngageWidget data={data} onRetry={retry} locale={locale} timeZone={timeZone} />;
}

function Measure({ calls, locale }: WidgetProps) {
  const { loaded: data, reload: retry } = useLoaded(calls.measure);
  return <MeasureWidget data={data} onRetry={retry} locale={locale} />;
}

function Audience({ calls, locale }: WidgetProps) {
  const { loaded: data, reload: retry } = useLoaded(calls.audience);
  return <AudienceWidget data={data} onRetry={retry} locale={locale} />;
}

function Listen({ calls }: WidgetProps) {
  const { loaded: data, reload: retry } = useLoaded(calls.listen);
  return <ListenWidget data={data} onRetry={retry} />;
}
