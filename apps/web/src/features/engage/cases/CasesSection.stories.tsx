import type { Case, CaseNote, SavedItem } from '@smm/model';
import { makeEngageItem, makeUser } from '@smm/model/testing';
import { vars } from '@smm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Toasts } from '../../../shell/toasts.js';
import type { EngageCalls } from '../engage.calls.js';
import { type EngageEnv, EngageProvider } from '../engage.context.js';
import { storyCalls, storyEnv } from '../engage.story-env.js';
import { CasesSection } from './CasesSection.js';

const ada = makeUser({ id: 'u-ada', name: 'Ada Admin', isAdmin: true });
const ben = makeUser({ id: 'u-ben', name: 'Ben Okafor' });
const colleagues = [ada, ben, makeUser({ id: 'u-chloe', name: 'Chloé Dubois' })];

const CONVERSATION = 'c-post';
const items: SavedItem[] = [
  makeEngageItem({ id: CONVERSATION, engage: { type: 'post' }, message: 'Our autumn menu!' }),
  makeEngageItem({ id: 'm-order', message: 'Where is my order? It is two weeks late.' }),
];
const itemIds = items.map((item) => item.id);

const at = (daysAgo: number) =>
  new Date(Date.UTC(2026, 10, 20, 9, 30) - daysAgo * 86_400_000).toISOString();

const aCase = (number: number, more: Partial<Case>): Case => ({
  id: `k-${number}`,
  number,
  subject: `Case ${number}`,
  description: '',
  status: 'OPEN',
  createdBy: 'u-ben',
  conversationItemUuids: [],
  createdAt: at(number),
  updatedAt: at(number),
  ...more,
});

/** The organisation's cases: two with the conversation's items, others to add it to. */
const sample = (): Case[] => [
  aCase(41, {
    subject: 'Parcel lost by the courier',
    description: 'Refund sent on 12 Nov. Waiting for the courier’s answer before closing.',
    conversationItemUuids: ['m-order', 'x-other'],
    createdBy: 'u-chloe',
    assignee: { id: 'u-chloe', isTeam: false },
  }),
  aCase(38, {
    subject: 'Allergens missing from the autumn menu post',
    description: 'The kitchen sends the list; edit the post once we have it.',
    status: 'CLOSED',
    conversationItemUuids: [CONVERSATION],
    createdBy: 'u-ada',
  }),
  aCase(45, { subject: 'Late deliveries in Lyon', conversationItemUuids: ['x-lyon'] }),
  aCase(44, { subject: 'Refund requests, November', conversationItemUuids: ['x-nov'] }),
  aCase(12, { subject: 'Old closed case', status: 'CLOSED', conversationItemUuids: ['x-old'] }),
];

const noteSample = (): Map<string, CaseNote[]> =>
  new Map([
    [
      'k-41',
      [
        {
          id: 'cn-1',
          caseId: 'k-41',
          text: 'Courier says the parcel is in their depot.',
          authorId: 'u-chloe',
          authorName: 'Chloé Dubois',
          createdAt: at(2),
          updatedAt: at(2),
        },
        {
          id: 'cn-2',
          caseId: 'k-41',
          text: 'Customer confirmed the address.',
          authorId: 'u-ada',
          authorName: 'Ada Admin',
          createdAt: at(1),
          updatedAt: at(0.5),
        },
      ],
    ],
  ]);

const later = <T,>(value: () => T, ms = 400) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

interface Failing {
  readonly load?: boolean;
  readonly update?: boolean;
}

/** The engage calls of a story: the cases calls on an in-memory set; the others reject. */
function fakeCalls(cases: Case[], notes: Map<string, CaseNote[]>, failing: Failing): EngageCalls {
  const find = (id: string) => {
    const found = cases.find((value) => value.id === id);
    if (!found) throw { status: 404, message: `Case ${id} not found` };
    return found;
  };
  const replace = (changed: Case) => {
    cases.splice(
      cases.findIndex((value) => value.id === changed.id),
      1,
      changed,
    );
    return changed;
  };
  let written = 0;
  const calls: Partial<EngageCalls> = {
    casesOf: (ids) =>
      later(() => {
        if (failing.load) throw { status: 503, message: 'The cases service is not answering' };
        return cases
          .filter((value) => (value.conversationItemUuids ?? []).some((id) => ids.includes(id)))
          .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
      }),
    searchCases: (text, status, offset = 0) =>
      later(() => {
        const words = text.toLowerCase();
        const matching = cases
          .filter((value) => status === undefined || value.status === status)
          .filter(
            (value) =>
              words === '' ||
              String(value.number) === words ||
              `${value.subject} ${value.description}`.toLowerCase().includes(words),
          )
          .sort((a, b) => (b.number ?? 0) - (a.number ?? 0));
        return { cases: matching.slice(offset, offset + 20), total: matching.length };
      }),
    updateCase: (id, change) =>
      later(() => {
        if (failing.update) throw { status: 503, message: 'The cases service is not answering' };
        const found = find(id);
        const { assignee: _, ...unassigned } = found;
        const before =
          change.assignee === undefined
            ? found
            : change.assignee === null
              ? unassigned
              : { ...found, assignee: change.assignee };
        const ids = new Set(before.conversationItemUuids);
        for (const added of change.addItemUuids ?? []) ids.add(added);
        for (const removed of change.removeItemUuids ?? []) ids.delete(removed);
        return replace({
          ...before,
          ...(change.subject === undefined ? {} : { subject: change.subject }),
          ...(change.description === undefined ? {} : { description: change.description }),
          ...(change.status === undefined ? {} : { status: change.status }),
          conversationItemUuids: [...ids],
          updatedAt: new Date().toISOString(),
        });
      }),
    deleteCase: (id) =>
      later(() => {
        const value = find(id);
        if (value.createdBy !== ada.id && !ada.isAdmin) {
          throw {
            status: 403,
            message: 'Only the author of a case or an administrator can delete it.',
          };
        }
        cases.splice(cases.indexOf(value), 1);
      }),
    caseNotes: (id) => later(() => [...(notes.get(id) ?? [])]),
    addCaseNote: (id, text) =>
      later(() => {
        written += 1;
        const now = new Date().toISOString();
        const added: CaseNote = {
          id: `cn-new-${written}`,
          caseId: id,
          text,
          authorId: ada.id,
          authorName: ada.name,
          createdAt: now,
          updatedAt: now,
        };
        notes.set(id, [...(notes.get(id) ?? []), added]);
        return added;
      }),
    updateCaseNote: (id, noteId, text) =>
      later(() => {
        const list = notes.get(id) ?? [];
        const before = list.find((note) => note.id === noteId);
        if (!before) throw { status: 404, message: 'Note not found' };
        const changed = { ...before, text, updatedAt: new Date().toISOString() };
        notes.set(
          id,
          list.map((note) => (note.id === noteId ? changed : note)),
        );
        return changed;
      }),
    deleteCaseNote: (id, noteId) =>
      later(() => {
        notes.set(
          id,
          (notes.get(id) ?? []).filter((note) => note.id !== noteId),
        );
      }),
  };
  return storyCalls(calls);
}

function makeEnv(cases: Case[], me: typeof ada, failing: Failing): EngageEnv {
  return storyEnv({
    calls: fakeCalls(cases, noteSample(), failing),
    me,
    colleagues,
    items,
  });
}

interface FrameProps {
  readonly cases: () => Case[];
  /** Who looks: Ada administers, Ben does not (he may delete only his own cases). */
  readonly as?: 'admin' | 'agent';
  readonly failLoad?: boolean;
  readonly failUpdate?: boolean;
}

/** The cases section as the conversation view shows it, under the item's toolbar. */
function Conversation({ cases, as = 'admin', failLoad = false, failUpdate = false }: FrameProps) {
  const [env] = useState(() =>
    makeEnv(cases(), as === 'admin' ? ada : ben, { load: failLoad, update: failUpdate }),
  );
  return (
    <Toasts>
      <EngageProvider value={env}>
        <div
          style={{
            width: 620,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            background: vars.color.surface,
          }}
        >
          <CasesSection conversationId={CONVERSATION} itemId="m-order" itemIds={itemIds} />
          <p style={{ margin: 0, padding: vars.space.md }}>{items[1]?.message}</p>
        </div>
      </EngageProvider>
    </Toasts>
  );
}

const meta = {
  title: 'Engage/Cases',
  component: Conversation,
  args: { cases: sample },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An administrator on a conversation in two cases: #41 open (with two notes: expand "Notes"),
 * #38 closed. Close, reopen, edit, take out, delete; "Add to an existing case" searches the
 * open cases (try "refund" or "45").
 */
export const WithCases: Story = {};

/**
 * An agent who did not open the cases: no "Delete case" (only the author or an administrator),
 * and only their own notes can be edited.
 */
export const AsAgent: Story = { args: { as: 'agent' } };

/** No case yet: only "Add to an existing case", out of the way ("Open a case" is in the toolbar). */
export const NoCases: Story = {
  args: { cases: () => sample().map((value) => ({ ...value, conversationItemUuids: ['x'] })) },
};

/** Changes fail: closing or editing a case toasts "Case 41 could not be updated". */
export const UpdateFails: Story = { args: { failUpdate: true } };

/** The cases do not load: a line with "Try again", and the add button. */
export const LoadFails: Story = { args: { failLoad: true } };
