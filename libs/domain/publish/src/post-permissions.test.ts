import fc from 'fast-check';
import { POST_PERMISSIONS, postPermissions } from '@smm/access';
import type { ChannelPermissions, ChannelRole } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { postAbilities } from './post-permissions.rules.js';

const admin = { isAdmin: true };
const member = { isAdmin: false };
const of = (role: ChannelRole | undefined) => postPermissions(member, role);

describe('postAbilities by role (channel post permissions, platform §3)', () => {
  it.each([
    // roles on the post's channels, create, saveDraft, submit, publish, approve, primary
    [
      'an administrator',
      [postPermissions(admin, undefined)],
      true,
      true,
      true,
      true,
      true,
      'publish',
    ],
    ['an editor', [of('EDITOR')], true, true, true, true, true, 'publish'],
    [
      'a content creator',
      [of('CONTENT_CREATOR')],
      true,
      true,
      true,
      false,
      false,
      'submitForApproval',
    ],
    ['a moderator', [of('MODERATOR')], false, false, false, false, false, 'none'],
    ['a view-only user', [of('VIEW_ONLY')], false, false, false, false, false, 'none'],
    [
      'someone without a role on the channel',
      [of(undefined)],
      false,
      false,
      false,
      false,
      false,
      'none',
    ],
    [
      'an editor on two channels',
      [of('EDITOR'), of('EDITOR')],
      true,
      true,
      true,
      true,
      true,
      'publish',
    ],
    [
      'an editor on one channel, a content creator on the other: submits for approval',
      [of('EDITOR'), of('CONTENT_CREATOR')],
      true,
      true,
      true,
      false,
      false,
      'submitForApproval',
    ],
    [
      'an editor on one channel, a moderator on the other: nothing',
      [of('EDITOR'), of('MODERATOR')],
      false,
      false,
      false,
      false,
      false,
      'none',
    ],
    [
      'a content creator on one channel, view-only on the other: nothing',
      [of('CONTENT_CREATOR'), of('VIEW_ONLY')],
      false,
      false,
      false,
      false,
      false,
      'none',
    ],
    ['no channels: nothing', [], false, false, false, false, false, 'none'],
  ] as const)(
    '%s',
    (_, channels, create, saveDraft, submitForApproval, publish, approve, primary) => {
      expect(postAbilities(channels)).toEqual({
        create,
        saveDraft,
        submitForApproval,
        publish,
        approve,
        primary,
      });
    },
  );

  it.each([
    [
      'draft only: saves as draft',
      { ...POST_PERMISSIONS.VIEW_ONLY, createPost: true, savePostAsDraft: true },
      'saveDraft',
    ],
    [
      'publish without submit: publishes',
      { ...POST_PERMISSIONS.VIEW_ONLY, publishPost: true },
      'publish',
    ],
    [
      'approve only: approves, composes nothing',
      { ...POST_PERMISSIONS.VIEW_ONLY, approvePost: true },
      'none',
    ],
  ] as const)('permissions beyond the roles — %s', (_, permissions, primary) => {
    expect(postAbilities([permissions]).primary).toBe(primary);
  });
});

describe('invariants', () => {
  const permissions: fc.Arbitrary<ChannelPermissions> = fc.record({
    approvePost: fc.boolean(),
    createPost: fc.boolean(),
    publishPost: fc.boolean(),
    savePostAsDraft: fc.boolean(),
    submitPostForApproval: fc.boolean(),
  });
  const channelSets = fc.array(permissions, { minLength: 1, maxLength: 6 });

  it('each ability holds exactly when its permission holds on every channel', () => {
    fc.assert(
      fc.property(channelSets, (channels) => {
        const abilities = postAbilities(channels);
        expect(abilities.publish).toBe(channels.every((c) => c.publishPost));
        expect(abilities.approve).toBe(channels.every((c) => c.approvePost));
        expect(abilities.submitForApproval).toBe(channels.every((c) => c.submitPostForApproval));
        expect(abilities.saveDraft).toBe(channels.every((c) => c.savePostAsDraft));
        expect(abilities.create).toBe(channels.every((c) => c.createPost));
      }),
    );
  });

  it('adding a channel never allows more, and the order of channels does not matter', () => {
    fc.assert(
      fc.property(channelSets, permissions, (channels, extra) => {
        const before = postAbilities(channels);
        const after = postAbilities([...channels, extra]);
        for (const key of [
          'create',
          'saveDraft',
          'submitForApproval',
          'publish',
          'approve',
        ] as const) {
          if (after[key]) expect(before[key]).toBe(true);
        }
        expect(postAbilities([...channels].reverse())).toEqual(before);
      }),
    );
  });

  it('the primary action is one the person may take', () => {
    fc.assert(
      fc.property(channelSets, (channels) => {
        const abilities = postAbilities(channels);
        if (abilities.primary !== 'none') expect(abilities[abilities.primary]).toBe(true);
        else
          expect(abilities.publish || abilities.submitForApproval || abilities.saveDraft).toBe(
            false,
          );
      }),
    );
  });
});
