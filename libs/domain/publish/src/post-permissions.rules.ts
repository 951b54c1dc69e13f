import type { ChannelPermissions } from '@smm/model';

/**
 * What a person may do with one post for a set of channels. A post goes to all its channels at
 * once, so each ability needs its channel post permission (platform §3) on every one of them.
 */
export interface PostAbilities {
  /** Write a new post (createPost). */
  readonly create: boolean;
  /** Keep it as a draft (savePostAsDraft). */
  readonly saveDraft: boolean;
  /** Send it for approval (submitPostForApproval). */
  readonly submitForApproval: boolean;
  /** Schedule it or publish it now, without approval (publishPost). */
  readonly publish: boolean;
  /** Approve or reject it when it waits for approval (approvePost). */
  readonly approve: boolean;
  /** The composer's main action: publish, else submit for approval, else save as draft. */
  readonly primary: PrimaryPostAction;
}

/** The composer's main button; `none` when the person may not even keep a draft. */
export type PrimaryPostAction = 'publish' | 'submitForApproval' | 'saveDraft' | 'none';

/**
 * What a person may do with a post from their post permissions on each of its channels: every
 * ability needs its permission on every channel — a post for several channels may be published
 * only if the person may publishPost on every one; otherwise it is submitted for approval if
 * they may submitPostForApproval on every one; otherwise saved as a draft. Approving needs
 * approvePost on every channel. A post without channels allows nothing.
 *
 * @example
 * postAbilities([POST_PERMISSIONS.EDITOR, POST_PERMISSIONS.CONTENT_CREATOR]).primary // 'submitForApproval'
 * postAbilities([POST_PERMISSIONS.EDITOR]).approve // true
 */
export function postAbilities(channels: readonly ChannelPermissions[]): PostAbilities {
  const all = (key: keyof ChannelPermissions) =>
    channels.length > 0 && channels.every((permissions) => permissions[key]);
  const abilities = {
    create: all('createPost'),
    saveDraft: all('savePostAsDraft'),
    submitForApproval: all('submitPostForApproval'),
    publish: all('publishPost'),
    approve: all('approvePost'),
  };
  return {
    ...abilities,
    primary: abilities.publish
      ? 'publish'
      : abilities.submitForApproval
        ? 'submitForApproval'
        : abilities.saveDraft
          ? 'saveDraft'
          : 'none',
  };
}
