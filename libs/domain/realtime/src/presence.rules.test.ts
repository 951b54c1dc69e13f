import { ANONYMOUS_PRESENCE_LABEL } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_PRESENCE,
  addPercolated,
  applyPresence,
  presenceByItem,
  presenceLabel,
  presenceUpdates,
  presentOn,
  withoutPresence,
} from './presence.rules.js';
import type { Percolation } from './presence.rules.js';

describe('applyPresence', () => {
  it('sets one field and keeps the other', () => {
    const viewing = applyPresence({}, 'u2', { type: 'viewing', userId: 'u2', itemId: 'i1' });
    const both = applyPresence(viewing, 'u2', { type: 'editing', userId: 'u2', itemId: 'i2' });
    expect(both).toEqual({ u2: { viewingId: 'i1', editingId: 'i2' } });
  });

  it('returns the same map when nothing changes, and drops a user with nothing', () => {
    const map = { u2: { viewingId: 'i1', editingId: null } };
    expect(applyPresence(map, 'u2', { type: 'viewing', userId: 'u2', itemId: 'i1' })).toBe(map);
    expect(applyPresence(map, 'u2', { type: 'viewing', userId: 'u2', itemId: null })).toEqual({});
    expect(withoutPresence(map, 'u3')).toBe(map);
    expect(withoutPresence(map, 'u2')).toEqual({});
  });
});

describe('presenceUpdates', () => {
  it.each([
    [NO_PRESENCE, NO_PRESENCE, []],
    [{ viewingId: 'i1', editingId: null }, NO_PRESENCE, ['viewing:i1']],
    [{ viewingId: 'i1', editingId: 'i1' }, NO_PRESENCE, ['viewing:i1', 'editing:i1']],
    [NO_PRESENCE, { viewingId: 'i1', editingId: 'i1' }, ['viewing:null', 'editing:null']],
    [{ viewingId: 'i2', editingId: 'i1' }, { viewingId: 'i1', editingId: 'i1' }, ['viewing:i2']],
  ])('from %j to %j sends %j', (own, sent, expected) => {
    const updates = presenceUpdates('me', own, sent);
    expect(updates.map((u) => `${u.type}:${u.itemId}`)).toEqual(expected);
    expect(updates.every((u) => u.userId === 'me')).toBe(true);
  });
});

describe('labels', () => {
  const users = new Map([['0f8fad5b-d9cb-469f-a165-70867728950e', 'Ada Lovelace']]);

  it.each([
    ['a known user', '0f8fad5b-d9cb-469f-a165-70867728950e', 'Ada Lovelace'],
    ['a known user without dashes', '0f8fad5bd9cb469fa16570867728950e', 'Ada Lovelace'],
    ['a user from another team', 'u9', 'Someone else from another team'],
  ])('shows %s as %s', (_, userId, label) => {
    expect(presenceLabel(userId, users)).toBe(label);
  });

  it('reads names from a record too', () => {
    expect(presenceLabel('u1', { u1: 'Grace' })).toBe('Grace');
    expect(presenceLabel('u2', { u1: 'Grace' })).toBe(ANONYMOUS_PRESENCE_LABEL);
  });

  it('lists who is on an item, editors first', () => {
    const presences = {
      u1: { viewingId: 'i1', editingId: null },
      u2: { viewingId: 'i1', editingId: 'i1' },
      u3: { viewingId: 'i2', editingId: null },
      u4: { viewingId: 'i1', editingId: null },
    };
    expect(presentOn(presences, 'i1', { u1: 'Zoe', u2: 'Yann' })).toEqual([
      { userId: 'u2', label: 'Yann', viewing: true, editing: true },
      { userId: 'u4', label: ANONYMOUS_PRESENCE_LABEL, viewing: true, editing: false },
      { userId: 'u1', label: 'Zoe', viewing: true, editing: false },
    ]);
  });
});

describe('presenceByItem', () => {
  const presence = fc.record({
    viewingId: fc.option(fc.constantFrom('i1', 'i2', 'i3'), { nil: null }),
    editingId: fc.option(fc.constantFrom('i1', 'i2', 'i3'), { nil: null }),
  });

  it('lists for every item what presentOn lists, and no item nobody is on', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('u1', 'u2', 'u3', 'u4'), presence), (presences) => {
        const users = { u1: 'Ada', u3: 'Cy' };
        const byItem = presenceByItem(presences, users);
        for (const itemId of ['i1', 'i2', 'i3', 'i4']) {
          const present = presentOn(presences, itemId, users);
          expect(byItem.get(itemId) ?? []).toEqual(present);
          expect(byItem.has(itemId)).toBe(present.length > 0);
        }
      }),
    );
  });
});

describe('addPercolated', () => {
  it('keeps each item once per feed, in arrival order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            itemId: fc.constantFrom('i1', 'i2', 'i3'),
            feedIds: fc.array(fc.constantFrom<string>('f1', 'f2'), { maxLength: 2 }),
          }),
        ),
        (messages) => {
          let collected: Percolation = {};
          for (const m of messages) {
            collected = addPercolated(collected, { type: 'percolated', ...m });
          }
          expect(Object.keys(collected).sort()).toEqual(
            [...new Set(messages.flatMap((m) => m.feedIds))].sort(),
          );
          for (const [feedId, items] of Object.entries(collected)) {
            const expected = [
              ...new Set(messages.filter((m) => m.feedIds.includes(feedId)).map((m) => m.itemId)),
            ];
            expect(items).toEqual(expected);
          }
        },
      ),
    );
  });
});
