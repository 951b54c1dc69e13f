import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_LINK_INVALID_ERROR_CODE,
  INVITATION_LINK_DAYS,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_LENGTH_ERROR_CODE,
  PASSWORD_RESET_LINK_MINUTES,
  isAcceptablePassword,
  isEmailAddress,
  type ChannelRole,
  type InvitationSent,
  type UserInvite,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { DUMMY_HASH, hashPassword } from '../identity/password.js';
import { endSessionsOf } from '../identity/sessions.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { actorOfUser, queueWebhook } from '../webhooks/outbox.js';
import { accountMailFrom } from './account.mail.js';

type LinkKind = 'INVITATION' | 'PASSWORD_RESET';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The app's page each link opens (hash routes). */
const PAGES: Readonly<Record<LinkKind, string>> = {
  INVITATION: 'invitation',
  PASSWORD_RESET: 'reset-password',
};

/** How long each link works, in ms. */
const VALID_MS: Readonly<Record<LinkKind, number>> = {
  INVITATION: INVITATION_LINK_DAYS * 86_400_000,
  PASSWORD_RESET: PASSWORD_RESET_LINK_MINUTES * 60_000,
};

const INVALID = new HttpError(
  400,
  'This link is not valid any more: it was used, withdrawn or has expired. Ask for a new one.',
  ACCOUNT_LINK_INVALID_ERROR_CODE,
);

/**
 * Issues a single-use link of a kind for a user, in `trx`: earlier unused links of that kind
 * stop working; only the token's hash is stored. Answers the link and when it expires.
 */
async function issueLink(
  trx: Db,
  userId: string,
  kind: LinkKind,
  origin: string,
  createdBy: string | null,
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + VALID_MS[kind]);
  await trx
    .updateTable('accountLinks')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .execute();
  await trx
    .insertInto('accountLinks')
    .values({ tokenHash: hash(token), userId, kind, expiresAt, createdBy })
    .execute();
  return { link: `${origin}/#/${PAGES[kind]}/${token}`, expiresAt };
}

function invitationMail(name: string, inviter: string, orgName: string, link: string) {
  return {
    subject: `${inviter} invited you to ${orgName} on Switchboard`,
    text: [
      `Hello ${name},`,
      '',
      `${inviter} invited you to work with ${orgName} on Switchboard.`,
      `Open this link within ${INVITATION_LINK_DAYS} days, choose a password and sign in:`,
      '',
      link,
      '',
      'The link works once. If it has expired, ask your administrator to send a new one.',
      '',
    ].join('\n'),
  };
}

function resetMail(name: string, link: string) {
  return {
    subject: 'Choose a new Switchboard password',
    text: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of your Switchboard account. Open this link within`,
      `${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new one; every session of your account is then signed out:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

/** A placeholder id that no row has, for an `in` list that would be empty. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

const fullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();

/** The organisation's (not deleted) user with this id; 404 otherwise. */
async function userOf(db: Db, orgId: string, userId: string) {
  const user = await db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.orgId')
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.activatedAt',
      'organisations.name as orgName',
    ])
    .where('users.id', '=', userId)
    .where('users.orgId', '=', orgId)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  return user;
}

async function inviterName(db: Db, caller: Caller): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['firstName', 'lastName'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  return `${row.firstName} ${row.lastName}`.trim() || caller.email;
}

/**
 * Invites a new user to the caller's organisation (an administrator; docs/decisions/0040): the
 * user exists at once — listed, in their teams, with their role — but signs in only after
 * following the e-mailed single-use link (valid {@link INVITATION_LINK_DAYS} days) and choosing
 * a password. An address already in use is a 409.
 */
export async function inviteUser(
  db: Db,
  mailer: Mailer,
  actor: AuditActor,
  caller: Caller,
  invite: UserInvite,
  origin: string,
): Promise<InvitationSent> {
  const email = invite.email.trim();
  if (!isEmailAddress(email)) {
    throw badRequest('email: enter an e-mail address such as name@example.com.');
  }
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (taken) throw conflict(`${email} already has a Switchboard account.`);
  const teamIds = [...new Set(invite.teamIds ?? [])];
  if (teamIds.length > 0) {
    const teams = await db
      .selectFrom('teams')
      .select('id')
      .where('orgId', '=', caller.orgId)
      .where('id', 'in', teamIds)
      .execute();
    const unknown = teamIds.find((id) => !teams.some((team) => team.id === id));
    if (unknown !== undefined) throw notFound(`Team ${unknown}`);
  }
  const role: ChannelRole = invite.defaultChannelRole ?? 'EDITOR';
  const { userId, link, expiresAt } = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        orgId: caller.orgId,
        email,
        // No password signs in until the invitation is accepted.
        passwordHash: DUMMY_HASH,
        firstName: invite.firstName.trim(),
        lastName: invite.lastName.trim(),
        isAdmin: invite.isAdmin ?? false,
        // Administrators start with Audience's ADMIN role, everyone else as AUDIENCE_USER (decision 0096).
        audienceRole: invite.isAdmin ? 'ADMIN' : 'AUDIENCE_USER',
        defaultChannelRole: role,
        invitedAt: new Date(),
        activatedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (teamIds.length > 0) {
      await trx
        .insertInto('teamMembers')
        .values(teamIds.map((teamId) => ({ teamId, userId: user.id, role })))
        .execute();
    }
    const issued = await issueLink(trx as Db, user.id, 'INVITATION', origin, caller.userId);
    const teamNames = await trx
      .selectFrom('teams')
      .select('name')
      .where('orgId', '=', caller.orgId)
      .where('id', 'in', teamIds.length > 0 ? teamIds : [NO_ID])
      .orderBy('name')
      .execute();
    await queueWebhook(trx as Db, caller.orgId, 'user.invited', {
      userId: user.id,
      email,
      name: fullName(invite.firstName, invite.lastName),
      by: actorOfUser(caller.userId),
    });
    await recordAudit(trx as Db, actor, {
      action: 'invitation.sent',
      target: { type: 'user', id: user.id, name: fullName(invite.firstName, invite.lastName) },
      after: {
        email,
        firstName: invite.firstName.trim(),
        lastName: invite.lastName.trim(),
        isAdmin: invite.isAdmin ?? false,
        defaultChannelRole: role,
        teams: teamNames.map((team) => team.name),
        expiresAt: issued.expiresAt.toISOString(),
      },
    });
    return { userId: user.id, ...issued };
  });
  const org = await userOf(db, caller.orgId, userId);
  await mailer.send({
    from: accountMailFrom(),
    to: [email],
    ...invitationMail(invite.firstName.trim(), await inviterName(db, caller), org.orgName, link),
  });
  return { userId, email, expiresAt: expiresAt.toISOString() };
}

/** Sends a pending invitation again with a new link (the old one stops working). */
export async function resendInvitation(
  db: Db,
  mailer: Mailer,
  actor: AuditActor,
  caller: Caller,
  userId: string,
  origin: string,
): Promise<InvitationSent> {
  const user = await userOf(db, caller.orgId, userId);
  if (user.activatedAt !== null) throw conflict(`${user.email} has accepted their invitation.`);
  const { link, expiresAt } = await db.transaction().execute(async (trx) => {
    const issued = await issueLink(trx as Db, userId, 'INVITATION', origin, caller.userId);
    await recordAudit(trx as Db, actor, {
      action: 'invitation.resent',
      target: { type: 'user', id: userId, name: fullName(user.firstName, user.lastName) },
      after: { email: user.email, expiresAt: issued.expiresAt.toISOString() },
    });
    return issued;
  });
  await mailer.send({
    from: accountMailFrom(),
    to: [user.email],
    ...invitationMail(user.firstName, await inviterName(db, caller), user.orgName, link),
  });
  return { userId, email: user.email, expiresAt: expiresAt.toISOString() };
}

/**
 * Withdraws a pending invitation: its link stops working and the invited user is removed (they
 * never signed in, so nothing of theirs is kept). An accepted invitation is a 409.
 */
export async function revokeInvitation(
  db: Db,
  actor: AuditActor,
  caller: Caller,
  userId: string,
): Promise<void> {
  const user = await userOf(db, caller.orgId, userId);
  if (user.activatedAt !== null) throw conflict(`${user.email} has accepted their invitation.`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accountLinks')
      .set({ usedAt: new Date() })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx.deleteFrom('teamMembers').where('userId', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({ deletedAt: new Date() })
      .where('id', '=', userId)
      .execute();
    await recordAudit(trx as Db, actor, {
      action: 'invitation.revoked',
      target: { type: 'user', id: userId, name: fullName(user.firstName, user.lastName) },
      before: { email: user.email },
    });
  });
}

/**
 * Follows an invitation's or a reset's link: sets the password (of {@link MIN_PASSWORD_LENGTH}
 * to {@link MAX_PASSWORD_LENGTH} characters), uses the link up, marks an invited user as having
 * accepted, and — for a reset — ends every session of the user. An unknown, used, withdrawn or
 * expired link is a 400 that says to ask for a new one. Answers the address and organisation.
 */
export async function useAccountLink(
  db: Db,
  kind: LinkKind,
  token: string,
  password: string,
  address: string | null = null,
): Promise<{ email: string; orgId: string }> {
  if (!isAcceptablePassword(password)) {
    throw new HttpError(
      400,
      `password: choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
      PASSWORD_LENGTH_ERROR_CODE,
    );
  }
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('accountLinks')
      .set({ usedAt: new Date() })
      .where('tokenHash', '=', hash(token))
      .where('kind', '=', kind)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .returning('userId')
      .executeTakeFirst();
    if (!link) throw INVALID;
    const user = await trx
      .updateTable('users')
      .set((eb) => ({
        passwordHash,
        activatedAt: eb.fn.coalesce('activatedAt', eb.val(new Date())),
      }))
      .where('id', '=', link.userId)
      .where('deletedAt', 'is', null)
      .returning(['email', 'orgId', 'firstName', 'lastName'])
      .executeTakeFirst();
    if (!user) throw INVALID;
    if (kind === 'PASSWORD_RESET') await endSessionsOf(trx as Db, link.userId);
    // The person acted through their link, without a session: they are the actor.
    await recordAudit(
      trx as Db,
      { orgId: user.orgId, userId: link.userId, address },
      {
        action: kind === 'INVITATION' ? 'invitation.accepted' : 'user.passwordReset',
        target: { type: 'user', id: link.userId, name: fullName(user.firstName, user.lastName) },
      },
    );
    return { email: user.email, orgId: user.orgId };
  });
}

/**
 * Asks for a password reset link: e-mailed to the address when a signed-up user has it
 * (valid {@link PASSWORD_RESET_LINK_MINUTES} minutes). The answer is the same either way, so
 * nobody learns whether an address has an account.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  origin: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('deletedAt', 'is', null)
    .where('activatedAt', 'is not', null)
    .executeTakeFirst();
  if (!user) return;
  const { link } = await db
    .transaction()
    .execute((trx) => issueLink(trx as Db, user.id, 'PASSWORD_RESET', origin, null));
  await mailer
    .send({ from: accountMailFrom(), to: [user.email], ...resetMail(user.firstName, link) })
    .catch(() => undefined);
}
