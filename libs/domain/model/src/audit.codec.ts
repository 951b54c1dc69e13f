import * as t from 'io-ts';
import { DateString, integerParam, nullable, oneOf, Uuid } from './codec.utils.js';
import { text } from './text.codec.js';

/**
 * What an audit entry is about (platform §7, "audit log"): the administration of users and their
 * invitations, teams, channel roles, channels, labels and settings, later webhooks and
 * automation rules, publishing's approvals and deleted posts, sign-ins and support staff assuming an account, benchmark's brands, and ad accounts.
 */
export const AuditKind = oneOf([
  'USER',
  'INVITATION',
  'TEAM',
  'ROLE',
  'CHANNEL',
  'LABEL',
  'SETTINGS',
  'WEBHOOK',
  'RULE',
  'POST',
  'SIGN_IN',
  'SUPPORT',
  'BRAND',
  'AD_ACCOUNT',
]);
export type AuditKind = t.TypeOf<typeof AuditKind>;

/** Every action the audit log records, with the kind it belongs to (the filter's groups). */
export const AUDIT_ACTIONS = {
  'user.updated': 'USER',
  'user.deleted': 'USER',
  'user.passwordReset': 'USER',
  'invitation.sent': 'INVITATION',
  'invitation.resent': 'INVITATION',
  'invitation.revoked': 'INVITATION',
  'invitation.accepted': 'INVITATION',
  'team.created': 'TEAM',
  'team.updated': 'TEAM',
  'team.deleted': 'TEAM',
  'team.memberAdded': 'TEAM',
  'team.memberChanged': 'TEAM',
  'team.memberRemoved': 'TEAM',
  'team.channelAdded': 'TEAM',
  'team.channelRemoved': 'TEAM',
  'role.set': 'ROLE',
  'role.removed': 'ROLE',
  'channel.connected': 'CHANNEL',
  'channel.reconnected': 'CHANNEL',
  'channel.renamed': 'CHANNEL',
  'channel.accessLost': 'CHANNEL',
  'channel.markedForDeletion': 'CHANNEL',
  'label.created': 'LABEL',
  'label.renamed': 'LABEL',
  'label.deleted': 'LABEL',
  'label.merged': 'LABEL',
  'settings.changed': 'SETTINGS',
  'webhook.created': 'WEBHOOK',
  'webhook.updated': 'WEBHOOK',
  'webhook.deleted': 'WEBHOOK',
  'webhook.secretRotated': 'WEBHOOK',
  'rule.created': 'RULE',
  'rule.updated': 'RULE',
  'rule.deleted': 'RULE',
  'post.approved': 'POST',
  'post.rejected': 'POST',
  'post.deleted': 'POST',
  'signIn.succeeded': 'SIGN_IN',
  'signIn.failed': 'SIGN_IN',
  'support.assumed': 'SUPPORT',
  'brand.created': 'BRAND',
  'brand.updated': 'BRAND',
  'brand.deleted': 'BRAND',
  'adAccount.connected': 'AD_ACCOUNT',
  'adAccount.updated': 'AD_ACCOUNT',
  'adAccount.disconnected': 'AD_ACCOUNT',
  'adAccount.reconnected': 'AD_ACCOUNT',
  'adAccount.removed': 'AD_ACCOUNT',
} as const satisfies Record<string, AuditKind>;

/** One of {@link AUDIT_ACTIONS}' actions. */
export const AuditAction = oneOf(
  Object.keys(AUDIT_ACTIONS) as [keyof typeof AUDIT_ACTIONS, ...(keyof typeof AUDIT_ACTIONS)[]],
);
export type AuditAction = t.TypeOf<typeof AuditAction>;

/**
 * The fields a change touched, before or after it: flat, each a short value or a list of names
 * (a team's members, a user's teams).
 */
export const AuditValues = t.record(
  t.string,
  t.union([t.string, t.number, t.boolean, t.null, t.array(t.string)]),
  'AuditValues',
);
export type AuditValues = t.TypeOf<typeof AuditValues>;

/** A person as an audit entry names them, as they were named when it was written. */
export const AuditPerson = t.type(
  { id: nullable(Uuid), name: t.string, email: t.string },
  'AuditPerson',
);
export type AuditPerson = t.TypeOf<typeof AuditPerson>;

/**
 * One entry of the audit log: who (and the support staff member acting as them), when, from
 * which address, what, and the fields before → after. Entries are never changed or deleted.
 */
export const AuditEntry = t.type(
  {
    id: Uuid,
    at: DateString,
    kind: AuditKind,
    action: AuditAction,
    /** Who did it; null for what nobody did (a network taking a channel's access away). */
    actor: nullable(AuditPerson),
    /** The support staff member acting as `actor`, when the account was assumed. */
    assumedBy: nullable(AuditPerson),
    /** The address the request came from. */
    address: nullable(t.string),
    /** What it was done to: a user, a team, a channel, a label, a setting. */
    target: nullable(t.type({ type: t.string, id: t.string, name: t.string })),
    before: nullable(AuditValues),
    after: nullable(AuditValues),
  },
  'AuditEntry',
);
export type AuditEntry = t.TypeOf<typeof AuditEntry>;

/** The most audit entries one page holds. */
export const MAX_AUDIT_PAGE = 200;

/**
 * The audit log's filters: a person, a kind, a time range (`from` inclusive, `to` exclusive) and
 * the page (`before`, the cursor of the previous page's `next`).
 */
export const AuditQuery = t.partial(
  {
    actorId: Uuid,
    kind: AuditKind,
    from: DateString,
    to: DateString,
    before: text(200, 'cursor'),
    limit: integerParam(1, MAX_AUDIT_PAGE),
  },
  'AuditQuery',
);
export type AuditQuery = t.TypeOf<typeof AuditQuery>;

/** A page of the audit log, newest first, and the cursor of the next page (null at the end). */
export const AuditPage = t.type(
  { entries: t.array(AuditEntry), next: nullable(t.string) },
  'AuditPage',
);
export type AuditPage = t.TypeOf<typeof AuditPage>;
