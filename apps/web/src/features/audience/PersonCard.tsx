import { useLingui } from '@lingui/react';
import { audienceMessages as m } from '@smm/i18n';
import {
  AudienceEmail,
  AudiencePhone,
  toApiError,
  type AudiencePersonDetail,
  type AudiencePersonUpdate,
  type Label,
  type Locale,
} from '@smm/model';
import {
  Banner,
  Button,
  Checkbox,
  Icon,
  IconButton,
  Input,
  NetworkIcon,
  networkName,
} from '@smm/ui';
import { useEffect, useId, useState } from 'react';
import * as styles from './Audience.css.js';
import { formatSeen } from './audience.format.js';
import { Accounts, SentimentBadge } from './PeopleTable.js';

/** What {@link PersonCard} shows and does. */
export interface PersonCardProps {
  readonly detail: AudiencePersonDetail;
  readonly labels: readonly Label[];
  readonly locale: Locale;
  readonly timeZone: string;
  /** Saves the contact details and labels; answers when saved, throws the API's error. */
  readonly onSave: (update: AudiencePersonUpdate) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * A person's card (platform §3): their name, sentiment, accounts on each network, first and last
 * seen, conversations, where they came from, their latest messages on the channels the viewer
 * sees, and a form for their name, e-mail, phone and labels.
 */
export function PersonCard({ detail, labels, locale, timeZone, onSave, onClose }: PersonCardProps) {
  const { i18n } = useLingui();
  const { person } = detail;
  const headingId = useId();
  const [name, setName] = useState(person.name);
  const [email, setEmail] = useState(person.email ?? '');
  const [phone, setPhone] = useState(person.phone ?? '');
  const [labelIds, setLabelIds] = useState<readonly string[]>(person.labelIds);
  const [state, setState] = useState<
    | { kind: 'editing' }
    | { kind: 'saving' }
    | { kind: 'saved' }
    | { kind: 'failed'; message: string }
  >({ kind: 'editing' });
  useEffect(() => {
    setName(person.name);
    setEmail(person.email ?? '');
    setPhone(person.phone ?? '');
    setLabelIds(person.labelIds);
    setState({ kind: 'editing' });
  }, [person]);
  const emailError = email.trim() !== '' && !AudienceEmail.is(email.trim());
  const phoneError = phone.trim() !== '' && !AudiencePhone.is(phone.trim());
  const seen = (iso: string | null) => formatSeen(iso, locale, timeZone, true) ?? i18n._(m.never);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (emailError || phoneError || name.trim() === '') return;
    setState({ kind: 'saving' });
    onSave({
      name: name.trim(),
      email: email.trim() === '' ? null : email.trim(),
      phone: phone.trim() === '' ? null : phone.trim(),
      labelIds: [...labelIds],
    }).then(
      () => setState({ kind: 'saved' }),
      (error: unknown) => setState({ kind: 'failed', message: toApiError(error).message }),
    );
  };

  return (
    <aside className={styles.panel} aria-labelledby={headingId} data-person-card={person.id}>
      <div className={styles.panelHeader}>
        <div className={styles.section}>
          <h2 id={headingId} className={styles.personName}>
            {person.name}
          </h2>
          <span>
            <SentimentBadge sentiment={person.sentiment} />
          </span>
        </div>
        <IconButton label={i18n._(m.closeCard)} title={i18n._(m.closeCard)} onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{i18n._(m.firstSeen)}</dt>
        <dd className={styles.factValue}>{seen(person.firstSeenAt)}</dd>
        <dt className={styles.factName}>{i18n._(m.lastSeen)}</dt>
        <dd className={styles.factValue}>{seen(person.lastSeenAt)}</dd>
        <dt className={styles.factName}>{i18n._(m.conversations)}</dt>
        <dd className={styles.factValue}>{person.conversations}</dd>
        <dt className={styles.factName}>{i18n._(m.source)}</dt>
        <dd className={styles.factValue}>
          {i18n._(person.source === 'import' ? m.sourceImport : m.sourceEngage)}
        </dd>
      </dl>
      <section className={styles.section}>
        <h3 className={styles.sectionHeading}>{i18n._(m.accounts)}</h3>
        <Accounts person={person} />
      </section>
      <form className={styles.form} onSubmit={save} noValidate>
        <h3 className={styles.sectionHeading}>{i18n._(m.contact)}</h3>
        <Input
          label={i18n._(m.name)}
          value={name}
          maxLength={100}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={i18n._(m.email)}
          type="email"
          value={email}
          maxLength={254}
          error={emailError ? i18n._(m.invalidEmail) : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          label={i18n._(m.phone)}
          type="tel"
          value={phone}
          maxLength={32}
          error={phoneError ? i18n._(m.invalidPhone) : undefined}
          onChange={(event) => setPhone(event.target.value)}
        />
        <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.sectionHeading}>{i18n._(m.labels)}</legend>
          {labels.length === 0 ? <p className={styles.muted}>{i18n._(m.noLabels)}</p> : null}
          {labels.map((label) => (
            <Checkbox
              key={label.id}
              label={label.name}
              checked={labelIds.includes(label.id)}
              onChange={(event) =>
                setLabelIds(
                  event.target.checked
                    ? [...labelIds, label.id]
                    : labelIds.filter((id) => id !== label.id),
                )
              }
            />
          ))}
        </fieldset>
        {state.kind === 'failed' ? (
          <Banner tone="warning" role="alert">
            {i18n._(m.saveFailed)} {state.message}
          </Banner>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" busy={state.kind === 'saving'}>
            {i18n._(m.save)}
          </Button>
          {state.kind === 'saved' ? (
            <span role="status" className={styles.muted}>
              {i18n._(m.saved)}
            </span>
          ) : null}
        </div>
      </form>
      <section className={styles.section}>
        <h3 className={styles.sectionHeading}>{i18n._(m.recentItems)}</h3>
        {detail.recentItems.length === 0 ? (
          <p className={styles.muted}>{i18n._(m.noRecentItems)}</p>
        ) : (
          <ul className={styles.items}>
            {detail.recentItems.map((item) => (
              <li key={item.id} className={styles.account}>
                <NetworkIcon
                  network={item.engage.network}
                  size={14}
                  label={networkName(item.engage.network)}
                />
                <span>
                  <span className={styles.muted}>{seen(item.meta.createdDate)}</span>
                  <p className={styles.itemText}>{(item.message ?? '').slice(0, 280)}</p>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
