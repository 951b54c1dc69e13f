import * as t from 'io-ts';
import { ChannelId, Count, Id, oneOf, struct } from './codec.utils.js';

/**
 * The ways a sandbox network can be made to refuse requests, as the real ones do (demos and
 * tests of the engage error messages, engage §8): rate limited, token expired, Instagram's
 * platform issue (code 100, subcode 33), item gone, content refused, third-party control of a
 * Facebook conversation (SMM_ENG_ERR_2), missing permission.
 */
export const SandboxFailureKind = oneOf([
  'rateLimited',
  'tokenExpired',
  'platformIssue',
  'notFound',
  'invalid',
  'thirdPartyControl',
  'missingPermission',
]);
export type SandboxFailureKind = t.TypeOf<typeof SandboxFailureKind>;

/** Most requests a sandbox channel can be made to fail at once. */
export const MAX_SANDBOX_FAILURES = 20;

/**
 * Makes the next `times` requests (default 1; 0 clears) of a sandbox channel fail as `kind`.
 */
export const SandboxFailureRequest = struct(
  'SandboxFailureRequest',
  { channelId: ChannelId, kind: SandboxFailureKind },
  {
    times: t.refinement(
      Count,
      (n) => n <= MAX_SANDBOX_FAILURES,
      `integer from 0 to ${MAX_SANDBOX_FAILURES}`,
    ),
  },
);
export type SandboxFailureRequest = t.TypeOf<typeof SandboxFailureRequest>;

/** How many requests of the channel will fail, and how. */
export const SandboxFailureSet = t.type(
  { channelId: Id, kind: SandboxFailureKind, remaining: Count },
  'SandboxFailureSet',
);
export type SandboxFailureSet = t.TypeOf<typeof SandboxFailureSet>;
