import fc from 'fast-check';
import { ItemContext, ItemType, NETWORK_VALUES, NetworkStatus, type EngageItem } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import * as rules from './index.js';
import type { Capability, Viewer } from './index.js';
import { evaluateCapabilities } from './capabilities.rules.js';

/** Any engage item the rules may meet, on any recognised network (and the linkedin spelling). */
const anyItem: fc.Arbitrary<EngageItem> = fc
  .record({
    network: fc.constantFrom(...NETWORK_VALUES, 'linkedin'),
    type: fc.constantFrom(...ItemType.values),
    networkStatus: fc.constantFrom(...NetworkStatus.values),
    context: fc.constantFrom(...ItemContext.values),
    canRespond: fc.boolean(),
    isOwn: fc.boolean(),
    visibility: fc.constantFrom('PUBLIC', 'PRIVATE'),
    hasSender: fc.boolean(),
    viewOnly: fc.boolean(),
    canHide: fc.option(fc.boolean(), { nil: undefined }),
    canReplyPrivately: fc.option(fc.boolean(), { nil: undefined }),
    privateReplyReference: fc.option(fc.constantFrom('ref', null, ''), { nil: undefined }),
    recommendation: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map((a) =>
    makeEngageItem({
      engage: {
        network: a.network as EngageItem['engage']['network'],
        type: a.type,
        networkStatus: a.networkStatus,
        context: a.context,
        canRespond: a.canRespond,
      },
      meta: a.viewOnly ? { userPermissions: ['view-only'] } : {},
      sender: a.hasSender
        ? { id: 's', name: 'Someone', visibility: a.visibility, isOwn: a.isOwn }
        : undefined,
      facebook: {
        ...(a.canHide === undefined ? {} : { canHide: a.canHide }),
        ...(a.canReplyPrivately === undefined ? {} : { canReplyPrivately: a.canReplyPrivately }),
        ...(a.privateReplyReference === undefined
          ? {}
          : { privateReplyReference: a.privateReplyReference }),
        ...(a.recommendation === undefined
          ? {}
          : { recommendation: { positive: a.recommendation } }),
      },
      instagram:
        a.privateReplyReference === undefined
          ? {}
          : { privateReplyReference: a.privateReplyReference },
    }),
  );

const anyViewer: fc.Arbitrary<Viewer | undefined> = fc.option(
  fc.record({
    id: fc.constant('viewer'),
    channelRoles: fc.dictionary(
      fc.constantFrom('facebook-channel-1', 'other-channel'),
      fc.constantFrom('EDITOR', 'CONTENT_CREATOR', 'MODERATOR', 'VIEW_ONLY'),
    ),
  }),
  { nil: undefined },
);

const single: Record<
  Exclude<Capability, 'viewOnly'>,
  (item: EngageItem, viewer?: Viewer) => boolean
> = {
  reply: rules.canReply,
  sendMessage: rules.canSendMessage,
  delete: rules.canDelete,
  hide: rules.canHide,
  like: rules.canLike,
  repost: rules.canRepost,
  quote: rules.canQuote,
  edit: rules.canEdit,
  privateReply: rules.canPrivateReply,
  sentiment: rules.canChangeSentiment,
  spam: rules.canMarkSpam,
  priority: rules.canSetPriority,
  assign: rules.canAssign,
  label: rules.canLabel,
};

describe('capability invariants', () => {
  it('a deleted item is never hideable, likeable, editable or deletable', () => {
    fc.assert(
      fc.property(anyItem, anyViewer, (item, viewer) => {
        fc.pre(rules.isDeleted(item));
        const caps = rules.capabilitiesOf(item, viewer);
        expect([caps.hide, caps.like, caps.edit, caps.delete]).toEqual([
          false,
          false,
          false,
          false,
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('view-only turns every action off', () => {
    fc.assert(
      fc.property(anyItem, anyViewer, (item, viewer) => {
        fc.pre(rules.isViewOnly(item, viewer));
        const caps = rules.capabilitiesOf(item, viewer);
        for (const [name, value] of Object.entries(caps)) {
          expect(value, name).toBe(name === 'viewOnly');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('capabilitiesOf agrees with each can* function', () => {
    fc.assert(
      fc.property(anyItem, anyViewer, (item, viewer) => {
        const caps = rules.capabilitiesOf(item, viewer);
        for (const [name, can] of Object.entries(single)) {
          expect(caps[name as Capability], name).toBe(can(item, viewer));
        }
        expect(caps.viewOnly).toBe(rules.isViewOnly(item, viewer));
      }),
      { numRuns: 3000 },
    );
  });

  it('a DM is never replied to with a comment except on YouTube and LinkedIn, nor deleted', () => {
    fc.assert(
      fc.property(anyItem, (item) => {
        fc.pre(rules.isDirectMessage(item));
        const network = rules.networkOf(item)?.id;
        if (network !== 'youtube' && network !== 'linkedIn')
          expect(rules.canReply(item)).toBe(false);
        expect(rules.canDelete(item)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('linkedin and linkedIn get the same capabilities', () => {
    fc.assert(
      fc.property(anyItem, (item) => {
        const spelled = (network: string) =>
          rules.capabilitiesOf({
            ...item,
            engage: { ...item.engage, network: network as 'linkedIn' },
          });
        expect(spelled('linkedin')).toEqual(spelled('linkedIn'));
      }),
    );
  });

  it('a quote is possible exactly when a repost is', () => {
    fc.assert(
      fc.property(anyItem, (item) => {
        expect(rules.canQuote(item)).toBe(rules.canRepost(item));
      }),
    );
  });
});

describe('memoised capabilities', () => {
  it('equal the rules evaluated directly, for any item', () => {
    fc.assert(
      fc.property(anyItem, (item) => {
        fc.pre(!rules.isViewOnly(item));
        expect(rules.capabilitiesOf(item)).toEqual(evaluateCapabilities(item));
      }),
      { numRuns: 5000 },
    );
  });

  it('stay right for network and type values outside the spec', () => {
    const odd = (n: number) =>
      makeEngageItem({ engage: { network: `odd-${n}` as 'facebook', type: `odd-${n}` as 'post' } });
    for (let n = 0; n < 100; n++)
      expect(rules.capabilitiesOf(odd(n))).toEqual(evaluateCapabilities(odd(n)));
  });

  it('are frozen, so a shared record cannot be changed by one reader', () => {
    expect(Object.isFrozen(rules.capabilitiesOf(makeEngageItem()))).toBe(true);
  });
});

describe('refusals', () => {
  it('refuse exactly what the capabilities forbid, with a rule of that action and a sentence', () => {
    fc.assert(
      fc.property(
        anyItem,
        anyViewer,
        fc.constantFrom(...(Object.keys(single) as (keyof typeof single)[])),
        (item, viewer, action) => {
          const refusal = rules.refusalOf(action, item, viewer);
          const allowed = rules.capabilitiesOf(item, viewer)[action];
          expect(refusal === undefined).toBe(allowed);
          if (refusal !== undefined) {
            expect(refusal.rule.startsWith(`${action}.`)).toBe(true);
            expect(refusal.message).toMatch(/^[A-Z].*\.$/);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('name the view-only rule first and deletion before the network', () => {
    fc.assert(
      fc.property(anyItem, anyViewer, (item, viewer) => {
        const refusal = rules.refusalOf('hide', item, viewer);
        if (rules.isViewOnly(item, viewer)) expect(refusal?.rule).toBe('hide.viewOnly');
        else if (rules.isDeleted(item) && rules.networkOf(item) !== undefined) {
          expect(refusal?.rule).toBe('hide.deleted');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
