import { useLingui } from '@lingui/react';
import { bulkEstimateMessage, inboxMessages, translate } from '@smm/i18n';
import { bulkBar, type BulkBarAction, type Selection } from '@smm/inbox';
import {
  toApiError,
  type BulkActionType,
  type Feed,
  type FeedFilters,
  type PredictionSentiment,
  TEXT_LIMITS,
} from '@smm/model';
import { Button, ConfirmDialog, Modal, Select, TextArea } from '@smm/ui';
import { useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { BulkBarView } from './BulkBarView.js';
import type { BulkJobControl } from './use-bulk-job.js';

/** Props of {@link BulkBar}. */
export interface BulkBarProps {
  readonly feed: Feed;
  readonly filters: FeedFilters;
  readonly selection: Selection;
  /** The selected ids loaded (all loaded ids while every item is selected). */
  readonly ids: readonly string[];
  /** How many are selected; null while every item of the feed is. */
  readonly total: number | null;
  readonly onSelectAll: () => void;
  readonly onClear: () => void;
  /** The bulk job (kept by the list, so its outcome stays shown once the selection is gone). */
  readonly job: BulkJobControl;
}

type Form = 'assign' | 'sentiment' | 'label' | 'delete' | null;

/**
 * The bulk bar over a selection: only the actions every selected network offers and the caller
 * may do to every selected item (a view-only person marks read only), the spec's
 * estimate, the job's progress and the items it left as they were.
 */
export function BulkBar(props: BulkBarProps) {
  const { i18n } = useLingui();
  const { calls, store, teams, colleagues, labels, viewer } = useEngage();
  const { run, start, reset } = props.job;
  const [form, setForm] = useState<Form>(null);
  const [assignee, setAssignee] = useState('');
  const [note, setNote] = useState('');
  const [sentiment, setSentiment] = useState<PredictionSentiment>('POSITIVE');
  const [label, setLabel] = useState('');
  const [labelling, setLabelling] = useState(false);
  const toast = useToast();
  const items = props.ids.flatMap((id) => store.get(id) ?? []);
  const networks = [...new Set(items.map((item) => item.engage.network))];
  // Only what the caller may do to the selection, by the rules of the conversation toolbar.
  const bar = bulkBar({ count: props.total ?? props.ids.length, networks, items, viewer });
  const job = (
    action: BulkActionType,
    extra: {
      note?: string;
      assignTo?: { assigneeId: string; isTeam: boolean };
      sentiment?: PredictionSentiment;
    } = {},
  ) =>
    void start(() =>
      props.selection.all
        ? calls.bulkAll(props.feed.id, action, {
            ...extra,
            ...(props.feed.adhoc ? { filters: props.filters } : {}),
          })
        : calls.bulk(props.feed.id, action, props.ids, extra),
    );
  const choose = (action: BulkBarAction) => {
    if (
      action === 'assign' ||
      action === 'sentiment' ||
      action === 'label' ||
      action === 'delete'
    ) {
      setForm(action);
      return;
    }
    job(action);
  };
  const applyLabel = async (add: boolean) => {
    if (!label || props.ids.length === 0) return;
    const [first] = props.ids;
    if (!first || labelling) return;
    setLabelling(true);
    try {
      await calls.bulkLabel(first, props.ids, add ? [label] : [], add ? [] : [label]);
      setForm(null);
      props.onClear();
      props.job.finished();
    } catch (error) {
      // The dialog stays open with the label chosen: trying again is one click.
      toast({
        type: 'error',
        message: translate(i18n, inboxMessages.bulkFailed, { message: toApiError(error).message }),
      });
    } finally {
      setLabelling(false);
    }
  };
  const assignOptions = [
    ...teams.map((team) => ({ value: `team:${team.id}`, label: team.name })),
    ...colleagues.map((user) => ({ value: `user:${user.id}`, label: user.name ?? user.email })),
  ];
  const estimate =
    run.phase === 'running' ? i18n._(bulkEstimateMessage(run.accepted.estimate)) : undefined;
  return (
    <>
      <BulkBarView
        count={props.total}
        actions={bar.actions}
        estimate={estimate ?? i18n._(bulkEstimateMessage(bar.estimate))}
        run={run}
        onAction={choose}
        onSelectAll={props.onSelectAll}
        onClear={() => {
          reset();
          props.onClear();
        }}
      />
      <ConfirmDialog
        open={form === 'delete'}
        title={translate(i18n, inboxMessages.bulkConfirmDelete, {
          count: props.total ?? props.ids.length,
        })}
        confirmState="danger"
        onClose={(reason) => {
          setForm(null);
          if (reason === 'ok') job('delete');
        }}
      />
      <Modal
        open={form === 'assign' || form === 'sentiment' || form === 'label'}
        title={i18n._(
          form === 'assign'
            ? inboxMessages.bulk_assign
            : form === 'label'
              ? inboxMessages.bulk_label
              : inboxMessages.bulk_sentiment,
        )}
        onClose={() => setForm(null)}
        footer={
          form === 'label' ? (
            <>
              <Button
                variant="secondary"
                disabled={label === '' || labelling}
                onClick={() => void applyLabel(false)}
              >
                {i18n._(inboxMessages.bulkLabelRemove)}
              </Button>
              <Button
                disabled={label === ''}
                busy={labelling}
                onClick={() => void applyLabel(true)}
              >
                {i18n._(inboxMessages.bulkLabelAdd)}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                if (form === 'assign') {
                  const [kind, id] = assignee.split(':');
                  if (!id) return;
                  job('assign', {
                    assignTo: { assigneeId: id, isTeam: kind === 'team' },
                    ...(note.trim() ? { note: note.trim() } : {}),
                  });
                } else {
                  job('sentiment', { sentiment });
                }
                setForm(null);
              }}
            >
              {i18n._(inboxMessages.bulkApply)}
            </Button>
          )
        }
      >
        {form === 'assign' && (
          <>
            <Select
              label={i18n._(inboxMessages.bulkAssignTo)}
              value={assignee}
              onChange={(event) => setAssignee(event.target.value)}
              options={[{ value: '', label: '—' }, ...assignOptions]}
            />
            <TextArea
              label={i18n._(inboxMessages.bulkNote)}
              value={note}
              maxLength={TEXT_LIMITS.note}
              onChange={(event) => setNote(event.target.value)}
            />
          </>
        )}
        {form === 'sentiment' && (
          <Select
            label={i18n._(inboxMessages.bulkSentimentValue)}
            value={sentiment}
            onChange={(event) => setSentiment(event.target.value as PredictionSentiment)}
            options={[
              { value: 'POSITIVE', label: i18n._(inboxMessages.sentimentPositive) },
              { value: 'NEGATIVE', label: i18n._(inboxMessages.sentimentNegative) },
            ]}
          />
        )}
        {form === 'label' && (
          <Select
            label={i18n._(inboxMessages.bulk_label)}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            options={[
              { value: '', label: '—' },
              ...[...labels.values()].map((l) => ({ value: l.id, label: l.name })),
            ]}
          />
        )}
      </Modal>
    </>
  );
}
