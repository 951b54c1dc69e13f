import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import {
  toApiError,
  TEXT_LIMITS,
  type AutomationActionInfo,
  type AutomationSources,
  type RuleActionInput,
  type RuleConditionInput,
} from '@smm/model';
import { Button, Icon, Input } from '@smm/ui';
import { ADHOC_FEED_ID } from '@smm/feeds';
import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import { engagePath } from '../engage.route.js';
import type { Directory } from '../use-directory.js';
import { ActionRow } from './ActionRow.js';
import * as styles from './Automation.css.js';
import type { AutomationCalls } from './automation.calls.js';
import { automationHref } from './automation.route.js';
import { actionText } from './automation.texts.js';
import { ConditionRow } from './ConditionRow.js';
import { DryRunPreview } from './DryRunPreview.js';
import {
  actionFor,
  conditionFor,
  EMPTY_DRAFT,
  fieldError,
  fromRule,
  toDefinition,
  type RuleDraft,
} from './rule-draft.js';
import { useDryRun } from './use-dry-run.js';
import { ToggleChips } from './ValueChips.js';
import { FormActions } from '../../settings/FormActions.js';

/** Props of {@link RuleBuilder}. */
export interface RuleBuilderProps {
  readonly calls: AutomationCalls;
  readonly directory: Directory;
  /** The rule to change; none for a new one. */
  readonly ruleId?: string;
  readonly sources: AutomationSources;
  readonly actions: readonly AutomationActionInfo[];
}

const replaceAt = <T,>(list: readonly T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));

/**
 * Creates or changes a rule: name, ANY / ALL, whose items, the channels watched, conditions
 * and actions as rows, with the live dry run beside it. What the server refuses is shown next
 * to the part it names.
 */
export function RuleBuilder({ calls, directory, ruleId, sources, actions }: RuleBuilderProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [draft, setDraft] = useState<RuleDraft | null>(ruleId ? null : EMPTY_DRAFT);
  const [savedName, setSavedName] = useState('');
  const [missing, setMissing] = useState(false);
  const [days, setDays] = useState(7);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!ruleId) return;
    calls
      .rule(ruleId)
      .then((rule) => {
        if (rule.status === 'deleted') setMissing(true);
        setDraft(fromRule(rule));
        setSavedName(rule.name);
      })
      .catch(() => setMissing(true));
  }, [calls, ruleId]);

  const definition = useMemo(() => toDefinition(draft ?? EMPTY_DRAFT), [draft]);
  const preview = useDryRun(calls, definition, days);
  const names = useMemo(
    () => ({ names: directory.names, labels: directory.labels }),
    [directory.names, directory.labels],
  );

  if (missing) {
    return <p className={styles.notice}>{i18n._(m.ruleNotFound)}</p>;
  }
  if (!draft) return null;

  const change = (patch: Partial<RuleDraft>) => {
    setDraft({ ...draft, ...patch });
    setFormError(null);
  };
  const setCondition = (index: number, condition: RuleConditionInput) => {
    change({ conditions: replaceAt(draft.conditions, index, condition) });
    setErrors((all) => new Map([...all].filter(([key]) => key !== `conditions.${index}`)));
  };
  const setAction = (index: number, action: RuleActionInput) => {
    change({ actions: replaceAt(draft.actions, index, action) });
    setErrors((all) => new Map([...all].filter(([key]) => key !== `actions.${index}`)));
  };

  const save = async () => {
    setSaving(true);
    setErrors(new Map());
    setFormError(null);
    try {
      const saved = ruleId
        ? await calls.update(ruleId, definition)
        : await calls.create(definition);
      toast({
        type: 'success',
        message: translate(i18n, ruleId ? m.saved : m.created, { name: saved.name }),
      });
      navigate(automationHref({ kind: 'list' }).slice(1));
    } catch (error) {
      const failure = toApiError(error);
      const named = fieldError(failure.message);
      if (named.path) {
        setErrors(new Map([[named.path, named.message]]));
        setFormError(i18n._(m.fix));
      } else {
        setFormError(translate(i18n, m.saveFailed, { message: failure.message }));
      }
    } finally {
      setSaving(false);
    }
  };

  const radio = <V extends string>(
    name: string,
    value: V,
    current: V,
    label: string,
    set: (v: V) => void,
  ) => (
    <label className={styles.radio}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        onChange={() => set(value)}
      />
      {label}
    </label>
  );

  return (
    <>
      <h1 className={styles.heading}>
        {ruleId ? translate(i18n, m.editRule, { name: savedName }) : i18n._(m.newRule)}
      </h1>
      <div className={styles.builder}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={styles.panel}>
            <Input
              label={i18n._(m.name)}
              value={draft.name}
              required
              maxLength={TEXT_LIMITS.name}
              error={errors.get('name')}
              onChange={(event) => change({ name: event.target.value })}
            />
            <div className={styles.fields}>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{i18n._(m.matchMode)}</legend>
                <div className={styles.radios}>
                  {radio('matchMode', 'ALL', draft.matchMode, i18n._(m.matchAll), (v) =>
                    change({ matchMode: v }),
                  )}
                  {radio('matchMode', 'ANY', draft.matchMode, i18n._(m.matchAny), (v) =>
                    change({ matchMode: v }),
                  )}
                </div>
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{i18n._(m.authorKind)}</legend>
                <div className={styles.radios}>
                  {radio(
                    'authorKind',
                    'CUSTOMER',
                    draft.authorKind,
                    i18n._(m.authorCustomer),
                    (v) => change({ authorKind: v }),
                  )}
                  {radio('authorKind', 'USER', draft.authorKind, i18n._(m.authorUser), (v) =>
                    change({ authorKind: v }),
                  )}
                </div>
              </fieldset>
            </div>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{i18n._(m.channels)}</legend>
              <div className={styles.radios}>
                {radio(
                  'channels',
                  'all',
                  draft.allChannels ? 'all' : 'chosen',
                  i18n._(m.channelsAll),
                  () => change({ allChannels: true }),
                )}
                {radio(
                  'channels',
                  'chosen',
                  draft.allChannels ? 'all' : 'chosen',
                  i18n._(m.channelsChosen),
                  () => change({ allChannels: false }),
                )}
              </div>
              {!draft.allChannels && (
                <>
                  <ToggleChips
                    label={i18n._(m.channelsChosen)}
                    options={sources.channels.map((c) => ({
                      value: c.id,
                      label: c.name,
                      network: c.network,
                    }))}
                    selected={draft.channelIds}
                    onChange={(channelIds) => change({ channelIds })}
                  />
                  {draft.channelIds.length === 0 && (
                    <p className={styles.muted}>{i18n._(m.channelsNoneChosen)}</p>
                  )}
                </>
              )}
              {errors.get('channelIds') && (
                <p className={styles.error}>{errors.get('channelIds')}</p>
              )}
            </fieldset>
          </div>
          <section className={styles.panel} aria-labelledby="automation-conditions">
            <h2 id="automation-conditions" className={styles.subheading}>
              {i18n._(m.conditions)}
            </h2>
            {draft.conditions.length === 0 && (
              <p className={styles.muted}>{i18n._(m.noConditions)}</p>
            )}
            {draft.conditions.map((condition, index) => (
              <ConditionRow
                key={index}
                index={index}
                condition={condition}
                sources={sources}
                error={errors.get(`conditions.${index}`)}
                onChange={(next) => setCondition(index, next)}
                onRemove={() => {
                  change({ conditions: draft.conditions.filter((_, i) => i !== index) });
                  setErrors(new Map());
                }}
              />
            ))}
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => change({ conditions: [...draft.conditions, conditionFor('text')] })}
              >
                <Icon name="plus" /> {i18n._(m.addCondition)}
              </Button>
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="automation-actions">
            <h2 id="automation-actions" className={styles.subheading}>
              {i18n._(m.actions)}
            </h2>
            {draft.actions.length === 0 && <p className={styles.muted}>{i18n._(m.noActions)}</p>}
            {draft.actions.map((action, index) => (
              <ActionRow
                key={index}
                index={index}
                action={action}
                infos={actions}
                teams={directory.teams}
                people={directory.colleagues}
                labels={[...directory.labels.values()]}
                error={errors.get(`actions.${index}`)}
                onChange={(next) => setAction(index, next)}
                onRemove={() => {
                  change({ actions: draft.actions.filter((_, i) => i !== index) });
                  setErrors(new Map());
                }}
              />
            ))}
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => change({ actions: [...draft.actions, actionFor('engage.assign')] })}
              >
                <Icon name="plus" /> {i18n._(m.addAction)}
              </Button>
            </div>
          </section>
          <FormActions
            error={formError ?? undefined}
            submitLabel={i18n._(m.save)}
            saving={saving}
            onCancel={() => navigate(automationHref({ kind: 'list' }).slice(1))}
          />
        </form>
        <DryRunPreview
          state={preview}
          days={days}
          onDays={setDays}
          describe={(action) => actionText(i18n, action, names)}
          itemHref={(itemId) => `#${engagePath(ADHOC_FEED_ID, itemId)}`}
        />
      </div>
    </>
  );
}
