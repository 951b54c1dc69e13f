import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { audienceToolsMessages as m, translate } from '@smm/i18n';
import type { MergeNominee, MergePerson, NomineeReason } from '@smm/model';
import { Badge, Button, NetworkIcon, networkName } from '@smm/ui';
import * as styles from './Merge.css.js';

/** Why a pair is suggested, in words. */
export function reasonText(i18n: I18n, reason: NomineeReason): string {
  switch (reason.kind) {
    case 'sameEmail':
      return translate(i18n, m.reasonSameEmail, { value: reason.value });
    case 'samePhone':
      return translate(i18n, m.reasonSamePhone, { value: reason.value });
    case 'sameName':
      return i18n._(m.reasonSameName);
    case 'sameHandle': {
      const [first = '', second = first] = (reason.networks ?? []).map(networkName);
      return translate(i18n, m.reasonSameHandle, {
        value: reason.value,
        networks: first === second ? first : translate(i18n, m.networksAnd, { first, second }),
      });
    }
  }
}

/** A handle as shown: `@name`, a phone number as it is. */
const shownHandle = (handle: string) => {
  const bare = handle.replace(/^@+/, '');
  return bare.startsWith('+') ? bare : `@${bare}`;
};

const day = (i18n: I18n, iso: string | null) =>
  iso === null ? null : new Date(iso).toLocaleDateString(i18n.locale, { dateStyle: 'medium' });

/** One of the two people, as a choice of whom to keep. */
function PersonChoice({
  person,
  group,
  kept,
  onKeep,
  disabled,
}: {
  readonly person: MergePerson;
  readonly group: string;
  readonly kept: boolean;
  readonly onKeep: () => void;
  readonly disabled: boolean;
}) {
  const { i18n } = useLingui();
  const first = day(i18n, person.firstSeenAt);
  const last = day(i18n, person.lastSeenAt);
  const contact = [person.email, person.phone].filter((value) => value !== null).join(' · ');
  return (
    <label className={styles.person} data-person={person.id}>
      <span className={styles.personHead}>
        <input
          type="radio"
          name={group}
          checked={kept}
          disabled={disabled}
          onChange={onKeep}
          aria-label={`${i18n._(m.keep)}: ${person.name}`}
        />
        <span className={styles.name}>{person.name}</span>
        {kept ? <Badge tone="info">{i18n._(m.kept)}</Badge> : null}
        {person.source === 'import' ? <Badge>{i18n._(m.imported)}</Badge> : null}
      </span>
      <ul className={styles.identities}>
        {person.identities.map((identity, index) => (
          <li key={index} className={styles.identity}>
            <NetworkIcon network={identity.network} size={16} />
            <span>
              {networkName(identity.network)}
              {identity.handle === null ? '' : `: ${shownHandle(identity.handle)}`}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.detail}>{contact === '' ? i18n._(m.noContact) : contact}</p>
      <p className={styles.detail}>
        {[
          first === null ? null : translate(i18n, m.firstSeen, { date: first }),
          last === null ? null : translate(i18n, m.lastSeen, { date: last }),
          translate(i18n, m.conversations, { count: person.conversations }),
        ]
          .filter((text) => text !== null)
          .join(' · ')}
      </p>
    </label>
  );
}

/** Props of {@link NomineePair}. */
export interface NomineePairProps {
  readonly nominee: MergeNominee;
  /** The id of the person to keep (one of the two). */
  readonly keptId: string;
  readonly onKeep: (id: string) => void;
  readonly onMerge: () => void;
  readonly onNotSame: () => void;
  readonly busy?: boolean;
}

/**
 * A merge nominee (decision 0097): the two people side by side — their networks and handles,
 * contact, first and last seen, conversations — the reasons they are suggested and how likely
 * they are the same, a choice of whom to keep, and Merge / Not the same person.
 */
export function NomineePair({
  nominee,
  keptId,
  onKeep,
  onMerge,
  onNotSame,
  busy = false,
}: NomineePairProps) {
  const { i18n } = useLingui();
  const group = `keep-${nominee.a.id}-${nominee.b.id}`;
  return (
    <section
      className={styles.pair}
      aria-label={translate(i18n, m.pairLabel, { a: nominee.a.name, b: nominee.b.name })}
      data-nominee={`${nominee.a.id}:${nominee.b.id}`}
    >
      <div className={styles.pairHead}>
        <ul className={styles.reasons}>
          {nominee.reasons.map((reason) => (
            <li key={reason.kind} className={styles.reason}>
              {reasonText(i18n, reason)}
            </li>
          ))}
        </ul>
        <Badge tone={nominee.score >= 60 ? 'success' : 'neutral'}>
          {translate(i18n, m.score, { score: nominee.score })}
        </Badge>
      </div>
      <div className={styles.people} role="radiogroup" aria-label={i18n._(m.keep)}>
        {[nominee.a, nominee.b].map((person) => (
          <PersonChoice
            key={person.id}
            person={person}
            group={group}
            kept={person.id === keptId}
            onKeep={() => onKeep(person.id)}
            disabled={busy}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button onClick={onMerge} busy={busy}>
          {i18n._(m.mergeButton)}
        </Button>
        <Button variant="secondary" onClick={onNotSame} disabled={busy}>
          {i18n._(m.notSame)}
        </Button>
      </div>
    </section>
  );
}
