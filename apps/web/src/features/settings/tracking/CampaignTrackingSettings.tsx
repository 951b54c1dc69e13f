import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { translate, trackingMessages } from '@smm/i18n';
import { networkName } from '@smm/networks';
import {
  toApiError,
  type ChannelCampaignTracking,
  type TrackingTemplate,
  type User,
} from '@smm/model';
import { channelParameters } from '@smm/tracking';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Input,
  matchesQuery,
  NetworkIcon,
  Select,
} from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import { useLoaded } from '../use-loaded.js';
import { ParameterRows } from './ParameterRows.js';
import * as styles from './Tracking.css.js';
import { trackingCalls, type TrackingCalls } from './tracking.calls.js';
import {
  draftOf,
  isChanged,
  needsSomething,
  parametersOf,
  rowProblems,
  templateOf,
  type TrackingDraft,
} from './tracking.forms.js';
import { TrackingPreview } from './TrackingPreview.js';

const TEMPLATES_PATH = '#/settings/tracking-templates';
/** How many channels the screen lists at first, and how many more each "show more" adds. */
const PAGE = 50;

/**
 * Campaign tracking (platform §2, §3; docs/decisions/0037): every channel the person manages,
 * with its switch, its tracking template and its own parameters (mappings), a preview of a
 * tagged link, and a save per channel.
 */
export function CampaignTrackingSettings({ api }: { readonly api: ApiClient; readonly me: User }) {
  const { i18n } = useLingui();
  const calls = useMemo(() => trackingCalls(api), [api]);
  const load = useCallback(() => Promise.all([calls.tracking(), calls.templates()]), [calls]);
  const { loaded, reload } = useLoaded(load);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const managed = loaded.kind === 'ready' ? loaded.data[0].filter((c) => c.canManage) : [];
  const templates = loaded.kind === 'ready' ? loaded.data[1] : [];
  const found = managed.filter((c) => matchesQuery(`${c.name} ${networkName(c.network)}`, query));
  const listed = found.slice(0, limit);
  return (
    <section className={styles.section} aria-labelledby="campaign-tracking-title">
      <div className={styles.top}>
        <h2 id="campaign-tracking-title" className={styles.heading}>
          {i18n._(trackingMessages.campaignTitle)}
        </h2>
        {managed.length > 0 && (
          <a href={TEMPLATES_PATH}>{i18n._(trackingMessages.manageTemplates)}</a>
        )}
      </div>
      <p className={styles.lead}>{i18n._(trackingMessages.campaignDescription)}</p>
      <LoadState
        loaded={loaded}
        retry={reload}
        failed={trackingMessages.loadFailed}
        retryLabel={trackingMessages.retry}
      />
      {loaded.kind === 'ready' && managed.length === 0 && (
        <EmptyState
          icon="link"
          headingLevel={3}
          title={i18n._(trackingMessages.noManagedTitle)}
          action={<a href={TEMPLATES_PATH}>{i18n._(trackingMessages.seeTemplates)}</a>}
        >
          {i18n._(trackingMessages.noManagedBody)}
        </EmptyState>
      )}
      {managed.length > PAGE && (
        <div className={styles.top}>
          <Input
            type="search"
            label={i18n._(trackingMessages.searchChannels)}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setLimit(PAGE);
            }}
            fieldClassName={styles.grow}
            autoComplete="off"
          />
          <span className={styles.cardMeta} role="status">
            {translate(i18n, trackingMessages.shownOf, {
              shown: listed.length,
              total: managed.length,
            })}
          </span>
        </div>
      )}
      {managed.length > 0 && found.length === 0 && (
        <p className={styles.hint}>{translate(i18n, trackingMessages.noChannelMatch, { query })}</p>
      )}
      {listed.length > 0 && (
        <ul className={styles.list} aria-label={i18n._(trackingMessages.channelsList)}>
          {listed.map((channel) => (
            <ChannelTracking
              key={`${channel.id}:${JSON.stringify(channel)}`}
              channel={channel}
              templates={templates}
              calls={calls}
              onSaved={reload}
            />
          ))}
        </ul>
      )}
      {found.length > listed.length && (
        <Button variant="secondary" className={styles.add} onClick={() => setLimit(limit + PAGE)}>
          {translate(i18n, trackingMessages.showMore, {
            count: Math.min(PAGE, found.length - listed.length),
          })}
        </Button>
      )}
    </section>
  );
}

/** One channel's campaign tracking, edited in place and saved on its own. */
function ChannelTracking(props: {
  readonly channel: ChannelCampaignTracking;
  readonly templates: readonly TrackingTemplate[];
  readonly calls: TrackingCalls;
  readonly onSaved: () => void;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { channel, templates } = props;
  const [draft, setDraft] = useState<TrackingDraft>(() => draftOf(channel));
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const changed = isChanged(draft, channel);
  const template = templateOf(templates, draft.templateId);
  const problems = rowProblems(draft.rows);
  const empty = needsSomething(draft);
  const parameters = channelParameters(template?.parameters ?? [], parametersOf(draft.rows));
  const titleId = `tracking-${channel.id}`;
  const change = (part: Partial<TrackingDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setError(undefined);
  };
  const save = async () => {
    setAttempted(true);
    if (empty || problems.byRow.size > 0 || problems.list) return;
    setSaving(true);
    try {
      await props.calls.setTracking(channel.id, {
        campaignTrackingEnabled: draft.enabled,
        campaignTrackingTemplateId: draft.templateId,
        campaignTrackingMappings: parametersOf(draft.rows),
      });
      toast({
        type: 'success',
        message: translate(i18n, trackingMessages.channelSaved, { channel: channel.name }),
      });
      props.onSaved();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };
  const mappings = parametersOf(draft.rows).length;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-channel-id={channel.id}>
      <div className={styles.cardTop}>
        <NetworkIcon network={channel.network} label={networkName(channel.network)} size={24} />
        <div className={styles.grow}>
          <h3 id={titleId} className={styles.cardTitle}>
            {channel.name}
          </h3>
          <span className={styles.cardMeta}>{networkName(channel.network)}</span>
        </div>
        {changed && <Badge tone="warning">{i18n._(trackingMessages.unsaved)}</Badge>}
        <Badge tone={channel.campaignTrackingEnabled ? 'success' : 'neutral'}>
          {i18n._(channel.campaignTrackingEnabled ? trackingMessages.on : trackingMessages.off)}
        </Badge>
      </div>
      <div className={styles.fields}>
        <Checkbox
          label={i18n._(trackingMessages.trackLinks)}
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        <Select
          label={i18n._(trackingMessages.template)}
          value={draft.templateId ?? ''}
          onChange={(event) => change({ templateId: event.target.value || null })}
          options={[
            { value: '', label: i18n._(trackingMessages.noTemplate) },
            ...templates.map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
      </div>
      <details className={styles.details} open={mappings > 0 || undefined}>
        <summary className={styles.summary}>
          {i18n._(trackingMessages.channelParameters)} ({mappings})
        </summary>
        <div className={styles.detailsBody}>
          <ParameterRows
            legend={i18n._(trackingMessages.channelParameters)}
            hint={i18n._(trackingMessages.channelParametersHint)}
            legendHidden
            rows={draft.rows}
            onChange={(rows) => change({ rows })}
            showProblems={attempted}
          />
        </div>
      </details>
      {draft.enabled && <TrackingPreview parameters={parameters} channel={channel} />}
      {attempted && empty && (
        <p role="alert" className={styles.alert}>
          {i18n._(trackingMessages.needsSomething)}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      {changed && (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() => {
              setDraft(draftOf(channel));
              setAttempted(false);
              setError(undefined);
            }}
          >
            {i18n._(trackingMessages.undo)}
          </Button>
          <Button busy={saving} onClick={() => void save()}>
            {i18n._(trackingMessages.saveChannel)}
          </Button>
        </div>
      )}
    </li>
  );
}

export default CampaignTrackingSettings;
