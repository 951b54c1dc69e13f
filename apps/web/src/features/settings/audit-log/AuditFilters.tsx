import { useLingui } from '@lingui/react';
import { auditLogMessages as m } from '@smm/i18n';
import type { AuditKind, User } from '@smm/model';
import { Button, Input, Select } from '@smm/ui';
import {
  isAuditFiltered,
  isReversed,
  NO_AUDIT_FILTER,
  type AuditFilter,
} from './audit-log.query.js';
import { AUDIT_KINDS, KIND_TEXTS } from './audit-log.texts.js';
import * as styles from './AuditLog.css.js';

const personName = (user: User) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email;

/** Props of {@link AuditFilters}. */
export interface AuditFiltersProps {
  readonly filter: AuditFilter;
  readonly onChange: (filter: AuditFilter) => void;
  /** The organisation's users, to pick a person from. */
  readonly users: readonly User[];
}

/** The audit log's filters: a person of the organisation, a kind, and the first and last day. */
export function AuditFilters({ filter, onChange, users }: AuditFiltersProps) {
  const { i18n } = useLingui();
  const set = (change: Partial<AuditFilter>) => onChange({ ...filter, ...change });
  const people = [...users]
    .map((user) => ({ value: user.id, label: personName(user) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  return (
    <div className={styles.filters}>
      <Select
        label={i18n._(m.person)}
        value={filter.actorId}
        onChange={(event) => set({ actorId: event.target.value })}
        options={[{ value: '', label: i18n._(m.anyone) }, ...people]}
      />
      <Select
        label={i18n._(m.kind)}
        value={filter.kind}
        onChange={(event) => set({ kind: event.target.value as AuditKind | '' })}
        options={[
          { value: '', label: i18n._(m.everyKind) },
          ...AUDIT_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_TEXTS[kind]) })),
        ]}
      />
      <Input
        type="date"
        label={i18n._(m.from)}
        value={filter.from}
        max={filter.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <Input
        type="date"
        label={i18n._(m.to)}
        value={filter.to}
        min={filter.from || undefined}
        error={isReversed(filter) ? i18n._(m.datesReversed) : undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
      <Button
        variant="secondary"
        className={styles.clear}
        disabled={!isAuditFiltered(filter)}
        onClick={() => onChange(NO_AUDIT_FILTER)}
      >
        {i18n._(m.clearFilters)}
      </Button>
    </div>
  );
}
