import { useLingui } from '@lingui/react';
import { caseMessages, formatNoteDate, translate } from '@smm/i18n';
import type { Case, Locale } from '@smm/model';
import { Badge, Button, Icon } from '@smm/ui';
import { useId } from 'react';
import { CaseNotes } from './CaseNotes.js';
import {
  type CaseActions,
  caseItemCount,
  caseRef,
  caseStatusText,
  isCaseOpen,
} from './cases.rules.js';
import * as styles from './CasesSection.css.js';

/** What the user asked of a case. */
export type CaseCommand = 'toggle' | 'edit' | 'removeItems' | 'delete';

/** Props of {@link CaseCard}. */
export interface CaseCardProps {
  readonly value: Case;
  /** The name of the person or team it is assigned to, when it is. */
  readonly assigneeName?: string | undefined;
  /** What the user may do with it (`caseActions`). */
  readonly may: CaseActions;
  /** Its status is being changed. */
  readonly busy: boolean;
  readonly onCommand: (command: CaseCommand) => void;
}

/**
 * One case of the conversation: its number, subject and status badge, description, when it was
 * opened, how many items it holds and who it is assigned to; the actions the user may take (close or reopen, edit,
 * take out of the case, delete) and its annotation notes.
 */
export function CaseCard({ value, assigneeName, may, busy, onCommand }: CaseCardProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const number = caseRef(value);
  const open = isCaseOpen(value);
  return (
    <article className={styles.caseCard} aria-labelledby={titleId} data-case={number}>
      <div className={styles.caseHeader}>
        <h4 id={titleId} className={styles.caseTitle}>
          <span className={styles.caseNumber}>
            {translate(i18n, caseMessages.caseNumber, { number })}
          </span>{' '}
          {value.subject}
        </h4>
        <Badge tone={open ? 'info' : 'neutral'}>{i18n._(caseStatusText(value))}</Badge>
      </div>
      {value.description !== '' && <p className={styles.description}>{value.description}</p>}
      <p className={styles.meta}>
        {value.createdAt !== undefined && (
          <time dateTime={value.createdAt}>
            {translate(i18n, caseMessages.opened, {
              date: formatNoteDate(value.createdAt, i18n.locale as Locale),
            })}
          </time>
        )}
        <span>{translate(i18n, caseMessages.itemCount, { count: caseItemCount(value) })}</span>
        {assigneeName !== undefined && (
          <span>{translate(i18n, caseMessages.assignedTo, { name: assigneeName })}</span>
        )}
      </p>
      <div
        role="group"
        className={styles.actions}
        aria-label={translate(i18n, caseMessages.actions, { number })}
      >
        {(may.close || may.reopen) && (
          <Button variant="secondary" busy={busy} onClick={() => onCommand('toggle')}>
            <Icon name={open ? 'check' : 'refresh'} />
            {i18n._(open ? caseMessages.close : caseMessages.reopen)}
          </Button>
        )}
        {may.edit && (
          <Button variant="ghost" disabled={busy} onClick={() => onCommand('edit')}>
            <Icon name="edit" />
            {i18n._(caseMessages.edit)}
          </Button>
        )}
        {may.removeItems && (
          <Button variant="ghost" disabled={busy} onClick={() => onCommand('removeItems')}>
            <Icon name="close" />
            {i18n._(caseMessages.removeItem)}
          </Button>
        )}
        {may.delete && (
          <Button variant="ghost" disabled={busy} onClick={() => onCommand('delete')}>
            <Icon name="trash" />
            {i18n._(caseMessages.delete)}
          </Button>
        )}
      </div>
      {value.id !== undefined && <CaseNotes value={{ ...value, id: value.id }} />}
    </article>
  );
}
