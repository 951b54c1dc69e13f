import { useLingui } from '@lingui/react';
import { identityNotice, isViewOnly, TEXTS } from '@smm/engage-rules';
import { ADHOC_FEED_ID } from '@smm/feeds';
import {
  conversationPanelMessages as m,
  formatNoteDate,
  inboxMessages,
  translate,
  audienceMessages,
} from '@smm/i18n';
import { toApiError, type AudienceIdentity, type EngageItem, type Locale } from '@smm/model';
import { Avatar, Button, Icon, NetworkIcon, networkName, TextArea } from '@smm/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { engagePath } from '../engage.route.js';
import { displayTypeText, senderText } from '../list/item-card.texts.js';
import { notesStoreFor } from '../notes/use-conversation-notes.js';
import * as styles from './ConversationPanels.css.js';
import { IDENTITY_ITEMS_SHOWN } from './panels.texts.js';

const NOTICE_TEXT = {
  [TEXTS.facebookUnknownIdentity]: inboxMessages.identityFacebook,
  [TEXTS.linkedInPrivateUser]: inboxMessages.identityLinkedIn,
} as const;

/** Props of {@link IdentityCardView}. */
export interface IdentityCardViewProps {
  /** The item whose sender the card is about. */
  readonly item: EngageItem;
  /** The card, once loaded. */
  readonly identity: AudienceIdentity | null;
  readonly error?: string | undefined;
  /** The read-only variant (view-only people): no note form. */
  readonly readOnly: boolean;
  /** Saves a note about the person on the open item; resolves false when it failed. */
  readonly onAddNote?: (text: string) => Promise<boolean>;
  /** Called when one of their items is opened (the dialog closes). */
  readonly onOpenItem?: () => void;
}

/**
 * The engage identity card (engage §2; decision 0058): the sender's profile as the network
 * tells it (name, `@handle` or WhatsApp number, picture, network, "Open on ‹network›"), the
 * spec's notices where the network hides who they are, their other items across channels and
 * networks, and the notes about them; the read-only variant leaves out the note form.
 */
export function IdentityCardView(props: IdentityCardViewProps) {
  const { i18n } = useLingui();
  const { item, identity, error, readOnly } = props;
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const locale = i18n.locale as Locale;
  const name = senderText(i18n, item);
  const notice = identityNotice(item);
  const profile = identity?.profile ?? null;
  const network = item.engage.network;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!props.onAddNote || draft.trim() === '') return;
    setSaving(true);
    const saved = await props.onAddNote(draft.trim());
    setSaving(false);
    if (saved) setDraft('');
  };

  return (
    <div className={styles.card} data-testid="identity-card">
      <section className={styles.profile} aria-label={i18n._(m.identityProfile)}>
        <Avatar
          name={profile?.name ?? name}
          size="lg"
          {...(profile?.thumb ? { src: profile.thumb } : {})}
        />
        <div className={styles.profileText}>
          <p className={styles.profileName}>{profile?.name ?? name}</p>
          {profile?.address && <span className={styles.muted}>{profile.address}</span>}
          <span className={styles.row}>
            <NetworkIcon network={network} size={16} />
            <span className={styles.muted}>
              {translate(i18n, m.identityOn, { network: networkName(network) })}
            </span>
            {item.channel?.name && <span className={styles.muted}>· {item.channel.name}</span>}
          </span>
          {profile?.profileUrl && (
            <a className={styles.link} href={profile.profileUrl} target="_blank" rel="noreferrer">
              <Icon name="externalLink" />{' '}
              {translate(i18n, inboxMessages.openOnNetwork, { network: networkName(network) })}
            </a>
          )}
          {identity?.personId && (
            <a
              className={styles.link}
              href={`#/audience/people/${identity.personId}`}
              data-audience-person={identity.personId}
            >
              <Icon name="users" /> {i18n._(audienceMessages.identityOpen)}
            </a>
          )}
        </div>
      </section>
      {notice && (
        <p className={styles.notice} data-testid="identity-notice">
          <Icon name="info" />
          {notice in NOTICE_TEXT ? i18n._(NOTICE_TEXT[notice as keyof typeof NOTICE_TEXT]) : notice}
        </p>
      )}
      {identity && !profile && !notice && (
        <p className={styles.notice}>
          <Icon name="info" />
          {translate(i18n, m.identityNoProfile, { network: networkName(network) })}
        </p>
      )}
      {readOnly && (
        <p className={styles.notice} data-testid="identity-read-only">
          <Icon name="eye" />
          {i18n._(m.identityReadOnly)}
        </p>
      )}
      {error && <p role="alert">{translate(i18n, m.identityLoadFailed, { message: error })}</p>}
      {!identity && !error && <p role="status">{i18n._(inboxMessages.loading)}</p>}
      {identity && profile && (
        <>
          <section className={styles.section} aria-labelledby="identity-items">
            <h3 className={styles.sectionHeading} id="identity-items">
              {i18n._(m.identityItems)}
            </h3>
            {identity.items.length === 0 ? (
              <p className={styles.muted}>{i18n._(m.identityNoItems)}</p>
            ) : (
              <ul className={styles.plainList}>
                {identity.items.map((other) => {
                  const date = formatNoteDate(other.meta.createdDate, locale);
                  return (
                    <li key={other.id}>
                      <a
                        className={styles.otherItem}
                        href={`#${engagePath(ADHOC_FEED_ID, other.id)}`}
                        aria-label={translate(i18n, m.identityOpenItem, {
                          type: displayTypeText(i18n, other),
                          date,
                          channel: other.channel?.name ?? networkName(other.engage.network),
                        })}
                        onClick={props.onOpenItem}
                      >
                        <NetworkIcon network={other.engage.network} size={16} />
                        <span className={styles.otherText}>
                          <span className={styles.muted}>
                            {displayTypeText(i18n, other)} · {other.channel?.name} · {date}
                          </span>
                          <span className={styles.snippet}>{other.message ?? ''}</span>
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
            {identity.moreItems && (
              <p className={styles.muted}>
                {translate(i18n, m.identityMoreItems, { count: IDENTITY_ITEMS_SHOWN })}
              </p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="identity-notes">
            <h3 className={styles.sectionHeading} id="identity-notes">
              {i18n._(m.identityNotes)}
            </h3>
            {identity.notes.length === 0 ? (
              <p className={styles.muted}>{i18n._(m.identityNoNotes)}</p>
            ) : (
              <ul className={styles.plainList}>
                {identity.notes.map((note) => (
                  <li key={note.id ?? note.noteText} className={styles.note}>
                    <p className={styles.contextText}>{note.noteText}</p>
                    <span className={styles.muted}>
                      {translate(i18n, m.identityNoteBy, {
                        author: note.authorName ?? i18n._(m.historySomeone),
                        date: note.createdAt ? formatNoteDate(note.createdAt, locale) : '',
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {!readOnly && props.onAddNote && (
              <form className={styles.noteForm} onSubmit={(event) => void submit(event)}>
                <TextArea
                  label={translate(i18n, m.identityNoteLabel, { name: profile.name })}
                  value={draft}
                  rows={2}
                  fieldClassName={styles.noteField}
                  className={styles.noteField}
                  onChange={(event) => setDraft(event.target.value)}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  className={styles.noteSave}
                  busy={saving}
                  disabled={draft.trim() === ''}
                >
                  {i18n._(m.identityNoteSave)}
                </Button>
              </form>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** The identity card of the item's sender, loaded from the server (`GET audience identities`). */
export function IdentityCard({
  item,
  onOpenItem,
}: {
  readonly item: EngageItem;
  readonly onOpenItem?: () => void;
}) {
  const { i18n } = useLingui();
  const { calls, viewer } = useEngage();
  const toast = useToast();
  const [identity, setIdentity] = useState<AudienceIdentity | null>(null);
  const [error, setError] = useState<string>();

  const load = useCallback(() => {
    let live = true;
    calls
      .identity(item.id)
      .then((card) => live && setIdentity(card))
      .catch((e: unknown) => live && setError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, [calls, item.id]);
  useEffect(load, [load]);

  const addNote = async (text: string) => {
    try {
      // Through the conversation's notes, so the note also shows on the item at once.
      await notesStoreFor(calls).add(item.engage.contentId ?? item.id, item.id, text, {
        userIds: [],
        teamIds: [],
      });
      load();
      return true;
    } catch {
      toast({ type: 'error', message: i18n._(m.identityNoteFailed) });
      return false;
    }
  };

  return (
    <IdentityCardView
      item={item}
      identity={identity}
      error={error}
      readOnly={isViewOnly(item, viewer)}
      onAddNote={addNote}
      {...(onOpenItem ? { onOpenItem } : {})}
    />
  );
}
