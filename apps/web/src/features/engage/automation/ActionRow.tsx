import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import type {
  AutomationActionInfo,
  CaseKind,
  Label,
  RuleActionInput,
  RuleActionType,
  Team,
  User,
} from '@smm/model';
import { TEXT_LIMITS } from '@smm/model';
import { Icon, IconButton, Input, Select, Tooltip } from '@smm/ui';
import * as styles from './Automation.css.js';
import { ACTION_TEXTS, caseSystemName } from './automation.texts.js';
import { actionFor } from './rule-draft.js';
import { ToggleChips } from './ValueChips.js';

/** Props of {@link ActionRow}. */
export interface ActionRowProps {
  /** Its place among the actions, from 0. */
  readonly index: number;
  readonly action: RuleActionInput;
  /** The actions a rule may take and what each needs (`GET /actions`). */
  readonly infos: readonly AutomationActionInfo[];
  readonly teams: readonly Team[];
  readonly people: readonly User[];
  readonly labels: readonly Label[];
  /** What the server said is wrong with it. */
  readonly error?: string | undefined;
  readonly onChange: (action: RuleActionInput) => void;
  readonly onRemove: () => void;
}

/**
 * One action of a rule: its type and what it needs — a person or a team (with a note), labels,
 * or a case system (those not connected are shown, disabled, with why).
 */
export function ActionRow(props: ActionRowProps) {
  const { index, action, infos, error, onChange, onRemove } = props;
  const { i18n } = useLingui();
  const number = index + 1;
  const info = infos.find((candidate) => candidate.type === action.type);
  const fields = info?.fields ?? [];
  const config = action.config;
  const set = (patch: Partial<RuleActionInput['config']>) =>
    onChange({ ...action, config: { ...config, ...patch } });
  const assignee = config.teamId
    ? `team:${config.teamId}`
    : config.userId
      ? `user:${config.userId}`
      : '';
  const unconnected = (info?.caseSystems ?? []).filter((system) => !system.connected);
  return (
    <div
      role="group"
      aria-label={translate(i18n, m.actionNumber, { number })}
      className={error ? `${styles.row} ${styles.rowInvalid}` : styles.row}
      data-action={index}
    >
      <div className={styles.rowFields}>
        <Select
          label={i18n._(m.actionType)}
          fieldClassName={styles.rowPart}
          value={action.type}
          onChange={(event) => onChange(actionFor(event.target.value as RuleActionType))}
          options={infos.map((candidate) => ({
            value: candidate.type,
            label: i18n._(ACTION_TEXTS[candidate.type]),
          }))}
        />
        {fields.includes('assignee') && (
          <Select
            label={i18n._(m.assignee)}
            fieldClassName={styles.rowPart}
            value={assignee}
            onChange={(event) => {
              const [kind, id] = event.target.value.split(':');
              const { userId: _user, teamId: _team, ...rest } = config;
              onChange({
                ...action,
                config: {
                  ...rest,
                  ...(id ? (kind === 'team' ? { teamId: id } : { userId: id }) : {}),
                },
              });
            }}
          >
            <option value="">{i18n._(m.chooseAssignee)}</option>
            <optgroup label={i18n._(m.teams)}>
              {props.teams.map((team) => (
                <option key={team.id} value={`team:${team.id}`}>
                  {team.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={i18n._(m.people)}>
              {props.people.map((person) => (
                <option key={person.id} value={`user:${person.id}`}>
                  {person.name ?? person.email}
                </option>
              ))}
            </optgroup>
          </Select>
        )}
        {fields.includes('caseKind') && (
          <Select
            label={i18n._(m.caseSystem)}
            fieldClassName={styles.rowPart}
            value={config.kind ?? ''}
            onChange={(event) => {
              const { kind: _kind, ...rest } = config;
              const kind = event.target.value as CaseKind | '';
              onChange({ ...action, config: kind ? { ...rest, kind } : rest });
            }}
          >
            <option value="">{i18n._(m.chooseCaseSystem)}</option>
            {(info?.caseSystems ?? []).map((system) => (
              <option key={system.kind} value={system.kind} disabled={!system.connected}>
                {system.connected
                  ? caseSystemName(i18n, system.kind)
                  : translate(i18n, m.notConnected, { name: caseSystemName(i18n, system.kind) })}
              </option>
            ))}
          </Select>
        )}
      </div>
      <div className={styles.rowRemove}>
        <Tooltip content={translate(i18n, m.removeAction, { number })}>
          <IconButton label={translate(i18n, m.removeAction, { number })} onClick={onRemove}>
            <Icon name="trash" />
          </IconButton>
        </Tooltip>
      </div>
      {fields.includes('caseKind') && unconnected.length > 0 && (
        <p className={`${styles.muted} ${styles.rowFull}`} style={{ margin: 0 }}>
          {unconnected.map((system) => system.reason ?? '').join(' ')}
        </p>
      )}
      {fields.includes('note') && (
        <Input
          label={i18n._(m.note)}
          fieldClassName={styles.rowFull}
          value={config.note ?? ''}
          maxLength={TEXT_LIMITS.note}
          onChange={(event) => {
            const { note: _note, ...rest } = config;
            onChange({
              ...action,
              config: event.target.value ? { ...rest, note: event.target.value } : rest,
            });
          }}
        />
      )}
      {fields.includes('labels') && (
        <div className={styles.rowFull}>
          <ToggleChips
            label={i18n._(m.labels)}
            options={props.labels.map((label) => ({ value: label.id, label: label.name }))}
            selected={config.labelIds ?? []}
            onChange={(labelIds) => set({ labelIds })}
            empty={i18n._(m.noLabels)}
          />
        </div>
      )}
      {fields.length === 0 && (
        <p className={`${styles.muted} ${styles.rowFull}`}>{i18n._(m.nothingToSet)}</p>
      )}
      {error && (
        <p className={styles.rowError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
