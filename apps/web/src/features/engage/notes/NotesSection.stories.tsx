import type { ItemNotes, Note, NotePage, SavedItem } from '@smm/model';
import { makeEngageItem, makeTeam, makeUser } from '@smm/model/testing';
import { vars } from '@smm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Toasts } from '../../../shell/toasts.js';
import type { EngageCalls } from '../engage.calls.js';
import { type EngageEnv, EngageProvider } from '../engage.context.js';
import { storyCalls, storyEnv } from '../engage.story-env.js';
import { ItemStore } from '../item.store.js';
import { NotesSection } from './NotesSection.js';

const me = makeUser({ id: 'u-ada', name: 'Ada Admin', isAdmin: true });
const colleagues = [
  me,
  makeUser({ id: 'u-ben', name: 'Ben Okafor' }),
  makeUser({ id: 'u-chloe', name: 'Chloé Dubois' }),
  makeUser({ id: 'u-dan', name: 'Dan Ångström' }),
];
const teams = [
  makeTeam({ id: 't-care', name: 'Customer Care', userIds: ['u-ben', 'u-chloe'] }),
  makeTeam({ id: 't-social', name: 'Social Media', userIds: ['u-dan'] }),
];
const names = new Map([...colleagues, ...teams].map((entry) => [entry.id, entry.name]));

const CONVERSATION = 'c-post';
const photo = {
  type: 'image',
  url: 'https://placehold.co/120x80',
  thumb: 'https://placehold.co/120x80',
} as const;
const items: SavedItem[] = [
  makeEngageItem({
    id: CONVERSATION,
    engage: { type: 'post' },
    message: 'Our autumn menu is here!',
  }),
  makeEngageItem({ id: 'm-order', message: 'Where is my order? It is two weeks late.' }),
  makeEngageItem({ id: 'm-photo', message: '', media: [photo] }),
  makeEngageItem({ id: 'm-thanks', message: 'Thanks, it arrived!' }),
];

let written = 0;
const note = (
  itemId: string,
  authorId: string,
  text: string,
  minutesAgo: number,
  mentions: Partial<Note> = {},
): Note => {
  written += 1;
  const at = new Date(Date.UTC(2026, 10, 20, 9, 30) - minutesAgo * 60_000).toISOString();
  return {
    id: `note-${written}`,
    conversationUuid: CONVERSATION,
    conversationItemUuids: [itemId],
    noteText: text,
    noteLimitPerItem: 2,
    authorId,
    authorName: names.get(authorId) ?? 'Former user',
    mentionedUserIds: [],
    mentionedTeamIds: [],
    createdAt: at,
    updatedAt: at,
    ...mentions,
  };
};

/** Notes by item, newest first. */
const sample = (): Map<string, Note[]> =>
  new Map([
    [
      CONVERSATION,
      [
        note(CONVERSATION, 'u-ben', 'Pinned on the page until Friday.', 10),
        note(CONVERSATION, 'u-chloe', '@Social Media can we boost this one?', 60, {
          mentionedTeamIds: ['t-social'],
        }),
        note(CONVERSATION, 'u-dan', 'Boost approved, 50 € budget.', 120),
        note(CONVERSATION, 'u-gone', 'Photo credits: the kitchen team.', 600),
        note(CONVERSATION, 'u-ada', 'Posted after the tasting.', 900),
      ],
    ],
    [
      'm-order',
      [
        note(
          'm-order',
          'u-chloe',
          '@Ben Okafor the courier lost it, refund sent. Case opened with @Customer Care.',
          30,
          {
            mentionedUserIds: ['u-ben'],
            mentionedTeamIds: ['t-care'],
          },
        ),
      ],
    ],
  ]);

const later = <T,>(value: () => T, ms = 500) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

/** The engage calls of a story: the notes calls on an in-memory set; the others reject. */
function fakeCalls(
  notes: Map<string, Note[]>,
  failing: { load?: boolean; save?: boolean },
): EngageCalls {
  const calls: Partial<EngageCalls> = {
    notes: () =>
      later((): ItemNotes[] => {
        if (failing.load) throw { status: 503, message: 'The notes service is not answering' };
        return [...notes].map(([itemId, all]) => ({
          itemId,
          notes: all.slice(0, 2),
          total: all.length,
          moreToFetch: all.length > 2,
        }));
      }),
    moreNotes: (_conversationId, itemId, offset) =>
      later((): NotePage => {
        const all = notes.get(itemId) ?? [];
        return {
          notes: all.slice(offset, offset + 2),
          total: all.length,
          moreToFetch: offset + 2 < all.length,
        };
      }),
    addNote: (itemId, noteText, mentionedUserIds, mentionedTeamIds) =>
      later(() => {
        if (failing.save) {
          throw {
            status: 422,
            message: 'Dan Ångström cannot see this channel’s items; mention someone who can.',
          };
        }
        const added = note(itemId, me.id, noteText, 0, {
          mentionedUserIds: [...mentionedUserIds],
          mentionedTeamIds: [...mentionedTeamIds],
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        });
        notes.set(itemId, [added, ...(notes.get(itemId) ?? [])]);
        return added;
      }),
    updateNote: (id, noteText, mentionedUserIds, mentionedTeamIds) =>
      later(() => {
        if (failing.save) throw { status: 503, message: 'The notes service is not answering' };
        for (const [itemId, all] of notes) {
          const found = all.find((shown) => shown.id === id);
          if (!found) continue;
          const changed: Note = {
            ...found,
            noteText,
            mentionedUserIds: [...mentionedUserIds],
            mentionedTeamIds: [...mentionedTeamIds],
            updatedAt: new Date().toISOString(),
          };
          notes.set(
            itemId,
            all.map((shown) => (shown.id === id ? changed : shown)),
          );
          return changed;
        }
        throw { status: 404, message: `Note ${id} not found` };
      }),
    deleteNote: (id) =>
      later(() => {
        if (failing.save) throw { status: 503, message: 'The notes service is not answering' };
        for (const [itemId, all] of notes) {
          notes.set(
            itemId,
            all.filter((shown) => shown.id !== id),
          );
        }
      }),
  };
  return storyCalls(calls);
}

function makeEnv(
  notes: Map<string, Note[]>,
  failing: { load?: boolean; save?: boolean },
): EngageEnv {
  const store = new ItemStore();
  store.load(
    items.map((item) => ({
      ...item,
      notesData: {
        noteCount: notes.get(item.id)?.length ?? 0,
        moreToFetch: (notes.get(item.id)?.length ?? 0) > 2,
        notes: [],
      },
    })),
  );
  return storyEnv({ calls: fakeCalls(notes, failing), store, me, teams, colleagues, names });
}

interface FrameProps {
  readonly notes: () => Map<string, Note[]>;
  readonly failLoad?: boolean;
  readonly failSave?: boolean;
}

/** A conversation's items, each with its notes section, as the conversation view shows them. */
function Conversation({ notes, failLoad = false, failSave = false }: FrameProps) {
  const [env] = useState(() => makeEnv(notes(), { load: failLoad, save: failSave }));
  return (
    <Toasts>
      <EngageProvider value={env}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: 560 }}>
          {items.map((item) => (
            <article
              key={item.id}
              aria-label={item.sender?.name ?? ''}
              style={{
                display: 'flex',
                flexDirection: 'column',
                gap: vars.space.sm,
                padding: vars.space.md,
                border: `1px solid ${vars.color.border}`,
                borderRadius: vars.radius.md,
              }}
            >
              <p style={{ margin: 0 }}>{item.message || '(a photo)'}</p>
              <NotesSection conversationId={CONVERSATION} itemId={item.id} />
            </article>
          ))}
        </div>
      </EngageProvider>
    </Toasts>
  );
}

const meta = {
  title: 'Engage/Notes',
  component: Conversation,
  args: { notes: sample },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A post with five notes (two shown, "Load more notes"), a message with a note mentioning a
 * colleague and a team, a photo without text (its note form says "Message contains an
 * attachment") and a message without notes: just "Add a note". Type @ in a note to mention.
 * Ada is an administrator: she edits her own notes and deletes anyone's.
 */
export const WithNotes: Story = {};

/** No notes yet: each item shows only the add button. */
export const NoNotes: Story = { args: { notes: () => new Map() } };

/**
 * Saving fails (a mentioned colleague cannot see the channel): a toast, the draft stays. Editing
 * or deleting a note fails the same way and leaves it as it was.
 */
export const SaveFails: Story = { args: { failSave: true } };

/** The notes do not load: items known to have notes say so, with "Try again". */
export const LoadFails: Story = { args: { failLoad: true } };
