import { useLingui } from '@lingui/react';
import {
  detectPackage,
  hasNotificationCentre,
  isSuperUser,
  resolveRoute,
  routePattern,
  sidebarButtons,
  teamSwitcher,
} from '@smm/access';
import { platformMessages, supportMessages, translate } from '@smm/i18n';
import { type SwitchableAccount, type User, toApiError } from '@smm/model';
import type { BootstrapSnapshot } from '@smm/session';
import { Banner } from '@smm/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { useLocale } from '../i18n/LocaleProvider.js';
import type { Session } from '../session/session.js';
import { MaintenanceBanner } from './MaintenanceBanner.js';
import {
  NotificationCentreProvider,
  useNotificationCentre,
} from './notifications/notification-centre.js';
import { PlatformMenu } from './PlatformMenu.js';
import { RealtimeProvider } from './realtime.js';
import { Screen } from './Screen.js';
import { Shell } from './Shell.js';
import { shellCalls } from './shell.calls.js';
import { useToast } from './toasts.js';
import { UrlShortener } from './UrlShortener.js';
import { audienceAvailableFor } from '../features/audience/audience.calls.js';
import { consentCalls } from '../analytics/consent.calls.js';
import { ConsentProvider, useAnalytics } from '../analytics/ConsentProvider.js';
import { ConsentPrompt } from '../features/consent/ConsentPrompt.js';

/** What the signed-in shell works with. */
interface ScreensProps {
  readonly snapshot: BootstrapSnapshot;
  readonly localeWarning: boolean;
  readonly session: Session;
  readonly onSignedOut: () => void;
}

/**
 * The signed-in shell around the route's screen, with the platform menu and the banners, and
 * what lasts the whole session across screens: the one realtime connection and the
 * notification centre (issue 25).
 */
export function Screens(props: ScreensProps) {
  const { snapshot, session } = props;
  const consent = useMemo(() => consentCalls(session.api), [session]);
  return (
    <RealtimeProvider api={session.api} orgId={snapshot.me.orgId} userId={snapshot.me.id}>
      <NotificationCentreProvider api={session.api}>
        <ConsentProvider calls={consent}>
          <ShellScreens {...props} />
        </ConsentProvider>
      </NotificationCentreProvider>
    </RealtimeProvider>
  );
}

function ShellScreens(props: ScreensProps) {
  const { snapshot, session } = props;
  const { i18n } = useLingui();
  const toast = useToast();
  const locale = useLocale();
  const [location, navigate] = useHashLocation();
  // `#/home?lang=de`: the query is the locale's, not the route's.
  const path = location.split('?')[0] ?? '/';
  const [me, setMe] = useState<User>(snapshot.me);
  const [aiEnabled, setAiEnabled] = useState(snapshot.aiSettings.aiFeaturesEnabled);
  const [accounts, setAccounts] = useState<readonly SwitchableAccount[]>([]);
  const notifications = useNotificationCentre();
  const unread = useSelector(notifications.centre, (state) => state.context.unreadCount);
  const [shortening, setShortening] = useState(false);
  const [overrideSeen, setOverrideSeen] = useState(false);
  const calls = useMemo(() => shellCalls(session.api), [session]);
  useEffect(() => {
    calls.accounts().then(setAccounts, () => setAccounts([]));
  }, [calls]);
  const { adopt } = locale;
  useEffect(() => {
    if (snapshot.locale) void adopt(snapshot.locale);
  }, [snapshot.locale, adopt]);
  const context = useMemo(
    () => ({
      packageName: detectPackage({ features: snapshot.features }),
      notificationCentreEnabled: hasNotificationCentre(
        detectPackage({ features: snapshot.features }),
      ),
      user: me,
      teams: snapshot.teams,
      superUser: isSuperUser(snapshot.authentication.realmRoles),
    }),
    [snapshot, me],
  );
  // Audience needs the person's audience role besides the package (platform §4): until it is
  // known the area is not offered; without it the sidebar, the home widget and the route lack it.
  const [audienceAvailable, setAudienceAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    audienceAvailableFor(session.api, me, context.packageName).then(setAudienceAvailable, () =>
      setAudienceAvailable(false),
    );
  }, [session, me, context.packageName]);
  const resolution = resolveRoute(path, context);
  useEffect(() => {
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
  }, [resolution, navigate]);
  // A route view for each route the shell shows: its pattern, no ids, no query (decision 0104).
  const track = useAnalytics();
  const viewed = resolution.kind === 'view' ? routePattern(path) : undefined;
  useEffect(() => {
    if (viewed !== undefined) track({ type: 'routeView', route: viewed, fragment: '' });
  }, [path, viewed, track]);

  const switchTeam = (teamId: string) => {
    calls
      .switchTeam(me.orgId, me.id, teamId === 'admin' ? null : teamId)
      .then(() => window.location.reload())
      // Team switch errors show the server's message (platform §8).
      .catch((error: unknown) => toast({ type: 'error', message: toApiError(error).message }));
  };
  const switchAccount = (accountId: string) => {
    const target = accounts.find((account) => account.id === accountId);
    session
      .switchAccount(accountId)
      .then(() => {
        window.location.hash = '#/home';
        window.location.reload();
      })
      .catch(() =>
        toast({
          type: 'error',
          message: translate(i18n, platformMessages.organisationNotFound, {
            id: target?.orgId ?? accountId,
          }),
        }),
      );
  };
  // Support staff continue as the user they assume: the app starts again as them.
  const assume = async (userId: string) => {
    await session.assume(userId);
    window.location.hash = '#/assume-redirect';
    window.location.reload();
  };
  const buttons = sidebarButtons(context)
    .filter((button) => button.id !== 'audience' || audienceAvailable === true)
    .map((button) =>
      button.id === 'support' ? { ...button, label: i18n._(supportMessages.area) } : button,
    );
  const userName = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
  const banners = (
    <>
      {locale.overridden && !overrideSeen ? (
        <Banner tone="info" onDismiss={() => setOverrideSeen(true)}>
          {i18n._(platformMessages.localeOverridden)}
        </Banner>
      ) : null}
      {props.localeWarning ? (
        <Banner tone="warning">{i18n._(platformMessages.localeWarning)}</Banner>
      ) : null}
      <MaintenanceBanner
        userId={me.id}
        locale={locale.locale}
        load={calls.maintenanceNotices}
        storage={window.localStorage}
      />
    </>
  );
  const screen = (
    <Screen
      resolution={resolution}
      path={path}
      location={location}
      me={me}
      teams={snapshot.teams}
      packageName={context.packageName}
      aiEnabled={aiEnabled}
      session={session}
      assuming={snapshot.authentication.assuming}
      superUser={context.superUser}
      audienceAvailable={audienceAvailable}
      onAssume={assume}
      onMeChanged={setMe}
      onAiChanged={setAiEnabled}
      onSignedOut={props.onSignedOut}
    />
  );
  // The content viewer is a page of its own, without the shell (platform §2, decision 0062).
  if (resolution.kind === 'view' && resolution.view === 'contentViewer') return screen;
  return (
    <Shell
      buttons={buttons}
      path={path}
      userName={userName}
      assuming={snapshot.authentication.assuming}
      banners={banners}
      footer={<ConsentPrompt assuming={snapshot.authentication.assuming} />}
      menu={
        <PlatformMenu
          userName={userName}
          picture={me.profilePicture ?? null}
          teams={teamSwitcher(me, snapshot.teams)}
          onTeamChange={switchTeam}
          accounts={accounts}
          onAccountChange={switchAccount}
          unread={unread}
          {...(context.notificationCentreEnabled
            ? { latest: notifications.latest, onOpenNotification: notifications.open }
            : {})}
          // The URL shortener is not offered on /home (platform §2).
          onShortenLink={path === '/home' ? undefined : () => setShortening(true)}
          support={context.superUser}
        />
      }
    >
      {screen}
      <UrlShortener
        open={shortening}
        shorten={calls.shorten}
        onClose={() => setShortening(false)}
      />
    </Shell>
  );
}
