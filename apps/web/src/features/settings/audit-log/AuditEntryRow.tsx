import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { auditFieldMessages, auditLogMessages as m, translate } from '@smm/i18n';
import { ChannelRole, type AuditEntry, type AuditValues } from '@smm/model';
import { VisuallyHidden } from '@smm/ui';
import { ROLE_TEXTS } from '../channels/channels.texts.js';
import { auditChangesOf, fieldLabel } from './audit-log.query.js';
import { ACTION_TEXTS } from './audit-log.texts.js';
import * as styles from './AuditEntryRow.css.js';

/**
 * A field's value for people: yes/no, a channel role by its name, a list joined, none for
 * nothing.
 */
function valueText(i18n: I18n, value: AuditValues[string] | undefined): string {
  if (value === undefined || value === null || value === '') return i18n._(m.none);
  if (typeof value === 'boolean') return i18n._(value ? m.yes : m.no);
  if (Array.isArray(value)) return value.length === 0 ? i18n._(m.none) : value.join(', ');
  if (typeof value === 'string' && ChannelRole.is(value)) return i18n._(ROLE_TEXTS[value]);
  return String(value);
}

/** Props of {@link AuditEntryRow}. */
export interface AuditEntryRowProps {
  readonly entry: AuditEntry;
  /** Formats the entry's time in the person's language and time zone. */
  readonly time: Intl.DateTimeFormat;
}

/**
 * One entry of the audit log as a table row: when (in the person's locale), who (and the
 * support staff member who assumed them), what was done to what, each changed field before →
 * after, and the address the request came from.
 */
export function AuditEntryRow({ entry, time }: AuditEntryRowProps) {
  const { i18n } = useLingui();
  const changes = auditChangesOf(entry.before, entry.after);
  const named = (part: string) => {
    const name = auditFieldMessages[part];
    return name ? i18n._(name) : undefined;
  };
  return (
    <tr className={styles.row} data-entry-id={entry.id} data-action={entry.action}>
      <td className={styles.cell}>
        <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
      </td>
      <td className={styles.cell}>
        {entry.actor ? (
          <>
            <span className={styles.strong}>{entry.actor.name || entry.actor.email}</span>
            {entry.actor.name && entry.actor.email ? (
              <span className={styles.muted}>{entry.actor.email}</span>
            ) : null}
          </>
        ) : (
          <span className={styles.muted}>{i18n._(m.nobody)}</span>
        )}
        {entry.assumedBy ? (
          <span className={styles.muted}>
            {translate(i18n, m.assumedBy, {
              name: entry.assumedBy.name || entry.assumedBy.email,
            })}
          </span>
        ) : null}
      </td>
      <td className={styles.cell}>
        <span>{i18n._(ACTION_TEXTS[entry.action])}</span>
        {entry.target ? (
          <span className={styles.muted}>
            {translate(i18n, m.target, {
              type: fieldLabel(entry.target.type, named),
              name: entry.target.name || entry.target.id,
            })}
          </span>
        ) : null}
      </td>
      <td className={styles.cell}>
        {changes.length === 0 ? (
          <span className={styles.muted}>
            <span aria-hidden="true">{i18n._(m.noChange)}</span>
            <VisuallyHidden>{i18n._(m.none)}</VisuallyHidden>
          </span>
        ) : (
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.field}>
                <span className={styles.field}>{fieldLabel(change.field, named)}: </span>
                <span className={styles.before}>{valueText(i18n, change.before)}</span>
                <span className={styles.arrow}>→</span>
                <span>{valueText(i18n, change.after)}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={`${styles.cell} ${styles.address}`}>
        {entry.address ?? i18n._(m.unknownAddress)}
      </td>
    </tr>
  );
}
