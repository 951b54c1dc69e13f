import { useLingui } from '@lingui/react';
import { audienceMessages as m, translate } from '@smm/i18n';
import type { AudiencePerson, Label, Locale } from '@smm/model';
import { Badge, NetworkIcon, networkName } from '@smm/ui';
import * as styles from './Audience.css.js';
import { formatSeen, sentimentText } from './audience.format.js';

const TONES = { positive: 'success', neutral: 'neutral', negative: 'danger' } as const;

/** A person's sentiment as a badge. */
export function SentimentBadge({ sentiment }: { readonly sentiment: AudiencePerson['sentiment'] }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={sentiment === null ? 'neutral' : TONES[sentiment]}>
      {i18n._(sentimentText(sentiment))}
    </Badge>
  );
}

/** A person's network accounts: the network's icon and the handle (or name). */
export function Accounts({ person }: { readonly person: AudiencePerson }) {
  return (
    <ul className={styles.accounts}>
      {person.identities.map((identity) => (
        <li key={identity.id} className={styles.account}>
          <NetworkIcon network={identity.network} size={14} label={networkName(identity.network)} />
          <span>{identity.handle ?? identity.name ?? networkName(identity.network)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The people table: name (opens the person card), accounts, last seen, conversations,
 * sentiment and labels.
 */
export function PeopleTable(props: {
  readonly people: readonly AudiencePerson[];
  readonly labels: readonly Label[];
  readonly locale: Locale;
  readonly timeZone: string;
  readonly selectedId?: string | null;
  readonly onOpen: (person: AudiencePerson) => void;
}) {
  const { i18n } = useLingui();
  const labelName = new Map(props.labels.map((label) => [label.id, label.name]));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-audience-people="">
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnName)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnAccounts)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnLastSeen)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.number}`}>
              {i18n._(m.columnConversations)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnSentiment)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnLabels)}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.people.map((person) => (
            <tr
              key={person.id}
              className={person.id === props.selectedId ? styles.selectedRow : undefined}
              aria-selected={person.id === props.selectedId ? true : undefined}
            >
              <td className={styles.td}>
                <button
                  type="button"
                  className={styles.nameButton}
                  aria-label={translate(i18n, m.openPerson, { name: person.name })}
                  onClick={() => props.onOpen(person)}
                >
                  {person.name}
                </button>
              </td>
              <td className={styles.td}>
                <Accounts person={person} />
              </td>
              <td className={styles.td}>
                {formatSeen(person.lastSeenAt, props.locale, props.timeZone) ?? i18n._(m.never)}
              </td>
              <td className={`${styles.td} ${styles.number}`}>{person.conversations}</td>
              <td className={styles.td}>
                <SentimentBadge sentiment={person.sentiment} />
              </td>
              <td className={styles.td}>
                <span className={styles.chips}>
                  {person.labelIds.map((id) =>
                    labelName.has(id) ? (
                      <Badge key={id} tone="info">
                        {labelName.get(id)}
                      </Badge>
                    ) : null,
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
