import {
  AccountLinkUse,
  AccountLinkUsed,
  InvitationSent,
  PasswordResetRequest,
  UserInvite,
  EmailChange,
  EmailChangeRequested,
  EmailConfirmation,
  EmailConfirmed,
  MAX_PICTURE_LENGTH,
  NotificationChannelToggle,
  OrgUserUpdate,
  PasswordChange,
  ProfilePictureUpdate,
  ProfileUpdate,
  User,
  auditChanges,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { defaultMailer, type Mailer } from '../../mail/mailer.js';
import { loadDirectory, visibleTo, visibleUsersOf } from '../directory/directory.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { confirmEmailChange, requestEmailChange } from './email-change.js';
import { changePassword } from './password-change.js';
import { deleteUser } from './user-deletion.js';
import { updateOrgUser } from './user-update.js';
import {
  inviteUser,
  requestPasswordReset,
  resendInvitation,
  revokeInvitation,
  useAccountLink,
} from './account-links.js';

const OrgAndUserParams = t.type({ id: Uuid, userId: Uuid }, 'OrgAndUserParams');

const PICTURE = /^(data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+|https:\/\/\S+)$/;

/** A user of the caller's organisation as the caller may see them; 404 otherwise. */
async function visibleUser(db: Db, caller: Caller, userId: string): Promise<User> {
  const user = visibleTo(await loadDirectory(db, caller.orgId), caller).users.find(
    (u) => u.id === userId,
  );
  if (!user) throw notFound('User');
  return user;
}

/** The caller themself, or (for administrators) a user of their organisation. */
function selfOrAdmin(caller: Caller, userId: string): void {
  if (userId !== caller.userId && !caller.isAdmin) {
    throw forbidden('Only administrators may change another user.');
  }
}

async function notificationChannelIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userNotificationChannels')
    .select('channelId')
    .where('userId', '=', userId)
    .orderBy('channelId')
    .execute();
  return rows.map((row) => row.channelId);
}

/**
 * Users: one user, the organisation's users, notification channels, profile, e-mail (confirmed
 * by a link), password, picture, deletion and administration (platform §7). Account e-mails go
 * through `mailer` (default the server's: SMTP or .eml files in the outbox).
 */
export function usersRoutes(mailer?: Mailer): AnyRoute[] {
  const mail = () => mailer ?? defaultMailer();
  return [
    route({
      method: 'GET',
      path: '/api/2/users/{id}',
      tag: 'users',
      summary: 'A user of the organisation the caller may see',
      access: 'user',
      params: IdParam,
      response: User,
      handle: async ({ db, caller, params }) => visibleUser(db, caller, params.id),
    }),
    route({
      method: 'GET',
      path: '/api/1/user',
      tag: 'users',
      summary: 'The users of the organisation, for administration',
      access: 'adminOrTeamLeader',
      response: t.array(User),
      handle: async ({ db, caller }) =>
        visibleUsersOf(await currentDirectory(db, caller.orgId, caller.directoryVersion), caller),
    }),
    route({
      method: 'GET',
      path: '/api/2/users/{id}/notificationChannels',
      tag: 'users',
      summary: 'The channels a user gets notifications for (the user or an administrator)',
      access: 'user',
      params: IdParam,
      response: t.array(t.string),
      handle: async ({ db, caller, params }) => {
        await visibleUser(db, caller, params.id);
        selfOrAdmin(caller, params.id);
        return notificationChannelIds(db, params.id);
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/user/{id}/notification',
      tag: 'users',
      summary: "Turns a channel's notifications on or off for a user",
      access: 'user',
      params: IdParam,
      body: NotificationChannelToggle,
      response: t.array(t.string),
      handle: async ({ db, caller, params, body }) => {
        const directory = await loadDirectory(db, caller.orgId);
        const user = directory.users.find((u) => u.id === params.id);
        if (!user || body.userId !== params.id) throw notFound('User');
        selfOrAdmin(caller, params.id);
        const theirs = visibleTo(directory, { ...caller, userId: user.id, isAdmin: user.isAdmin });
        if (!theirs.channels.some((c) => c.id === body.channelId)) throw notFound('Channel');
        if (body.enabled) {
          await db
            .insertInto('userNotificationChannels')
            .values({ userId: params.id, channelId: body.channelId })
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await db
            .deleteFrom('userNotificationChannels')
            .where('userId', '=', params.id)
            .where('channelId', '=', body.channelId)
            .execute();
        }
        return notificationChannelIds(db, params.id);
      },
    }),
    route({
      method: 'PUT',
      path: '/smm/accounts/me',
      tag: 'users',
      summary:
        "Updates the signed-in user's name and time zone (an IANA zone; null: the browser's)",
      access: 'user',
      body: ProfileUpdate,
      response: User,
      handle: async ({ db, caller, body, address }) => {
        if (body.id !== caller.userId)
          throw forbidden('You can only update your own profile here.');
        const firstName = body.firstName?.trim();
        const lastName = body.lastName?.trim();
        if (firstName === '' || lastName === '') throw badRequest('A name cannot be empty.');
        await db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('users')
            .select(['firstName', 'lastName'])
            .where('id', '=', caller.userId)
            .executeTakeFirstOrThrow();
          const after = {
            firstName: firstName ?? before.firstName,
            lastName: lastName ?? before.lastName,
          };
          await trx
            .updateTable('users')
            .set({ ...after, ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }) })
            .where('id', '=', caller.userId)
            .execute();
          const changed = auditChanges(before, after);
          if (changed) {
            await recordAudit(trx, actorOf(caller, address), {
              action: 'user.updated',
              target: {
                type: 'user',
                id: caller.userId,
                name: `${after.firstName} ${after.lastName}`.trim(),
              },
              ...changed,
            });
          }
        });
        return visibleUser(db, caller, caller.userId);
      },
    }),
    route({
      method: 'POST',
      path: '/smm/accounts/me/change-email',
      tag: 'users',
      summary:
        "Asks to change the signed-in user's e-mail address (a sign-in within 10 minutes): a confirmation link goes to the new address, a notice to the old one",
      access: 'user',
      body: EmailChange,
      response: EmailChangeRequested,
      status: 202,
      handle: async ({ db, caller, body, origin }) =>
        requestEmailChange(db, mail(), caller, body.newEmail, origin),
    }),
    route({
      method: 'POST',
      path: '/smm/accounts/confirm-email',
      tag: 'users',
      summary:
        "Follows an e-mail change's confirmation link: the new address becomes the sign-in address and the user's sessions end",
      access: 'public',
      body: EmailConfirmation,
      response: EmailConfirmed,
      handle: async ({ db, body, changed, address }) => {
        const { email, orgId } = await confirmEmailChange(db, body.token, address);
        changed(orgId);
        return { email };
      },
    }),
    route({
      method: 'POST',
      path: '/smm/accounts/me/change-password',
      tag: 'users',
      summary:
        "Changes the signed-in user's password (the current one and a sign-in within 10 minutes): their other sessions end",
      access: 'user',
      body: PasswordChange,
      response: null,
      handle: async ({ db, caller, body }) => {
        await changePassword(db, mail(), caller, body);
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/user/{id}/picture',
      tag: 'users',
      summary: 'Sets a profile picture: an image data URL (up to 1 MB) or an https URL',
      access: 'user',
      params: IdParam,
      body: ProfilePictureUpdate,
      response: User,
      handle: async ({ db, caller, params, body }) => {
        await visibleUser(db, caller, params.id);
        selfOrAdmin(caller, params.id);
        if (body.profilePicture.length > MAX_PICTURE_LENGTH) {
          throw badRequest('The picture is larger than 1 MB.');
        }
        if (!PICTURE.test(body.profilePicture)) {
          throw badRequest(
            'profilePicture: expected a PNG, JPEG, GIF or WebP data URL or an https URL',
          );
        }
        await db
          .updateTable('users')
          .set({ profilePicture: body.profilePicture })
          .where('id', '=', params.id)
          .execute();
        return visibleUser(db, caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/smm/accounts/{id}',
      tag: 'users',
      summary:
        'Deletes a user of the organisation: their assigned items go back to unassigned, their shared feeds to the deleting administrator, their private feeds go; their sessions end (decision 0042)',
      access: 'admin',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        await visibleUser(db, caller, params.id);
        if (params.id === caller.userId) throw conflict('You cannot delete your own account.');
        await deleteUser(db, caller, address, params.id);
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/org/{id}/users',
      tag: 'users',
      summary:
        'Invites a user to the organisation: they are listed at once and sign in after following the e-mailed link (7 days) and choosing a password',
      access: 'admin',
      params: IdParam,
      body: UserInvite,
      response: InvitationSent,
      status: 201,
      handle: async ({ db, caller, params, body, origin, address }) => {
        if (params.id !== caller.orgId) throw notFound('Organisation');
        return inviteUser(db, mail(), actorOf(caller, address), caller, body, origin);
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/org/{id}/users/{userId}/invitation',
      tag: 'users',
      summary: 'Sends a pending invitation again, with a new link (the old one stops working)',
      access: 'admin',
      params: OrgAndUserParams,
      response: InvitationSent,
      status: 202,
      handle: async ({ db, caller, params, origin, address }) => {
        if (params.id !== caller.orgId) throw notFound('Organisation');
        return resendInvitation(
          db,
          mail(),
          actorOf(caller, address),
          caller,
          params.userId,
          origin,
        );
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/1/org/{id}/users/{userId}/invitation',
      tag: 'users',
      summary: 'Withdraws a pending invitation: its link stops working and the invited user goes',
      access: 'admin',
      params: OrgAndUserParams,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        if (params.id !== caller.orgId) throw notFound('Organisation');
        await revokeInvitation(db, actorOf(caller, address), caller, params.userId);
      },
    }),
    route({
      method: 'POST',
      path: '/smm/accounts/accept-invitation',
      tag: 'users',
      summary:
        "Follows an invitation's link: sets the invited user's password, who may then sign in",
      access: 'public',
      body: AccountLinkUse,
      response: AccountLinkUsed,
      handle: async ({ db, body, changed, address }) => {
        const { email, orgId } = await useAccountLink(
          db,
          'INVITATION',
          body.token,
          body.password,
          address,
        );
        changed(orgId);
        return { email };
      },
    }),
    route({
      method: 'POST',
      path: '/smm/accounts/password-reset',
      tag: 'users',
      summary:
        'Asks for a password reset link (valid 60 minutes), e-mailed when the address has an account; the answer is the same either way',
      access: 'public',
      body: PasswordResetRequest,
      response: null,
      status: 202,
      handle: async ({ db, body, origin }) => {
        await requestPasswordReset(db, mail(), body.email, origin);
      },
    }),
    route({
      method: 'POST',
      path: '/smm/accounts/reset-password',
      tag: 'users',
      summary: 'Follows a reset link: sets the new password and ends every session of the user',
      access: 'public',
      body: AccountLinkUse,
      response: AccountLinkUsed,
      handle: async ({ db, body, changed, address }) => {
        const { email, orgId } = await useAccountLink(
          db,
          'PASSWORD_RESET',
          body.token,
          body.password,
          address,
        );
        changed(orgId);
        return { email };
      },
    }),
    route({
      method: 'PUT',
      path: '/api/1/org/{id}/user',
      tag: 'users',
      summary: "An administrator's change of a user: name, admin right, default role, teams",
      access: 'admin',
      params: IdParam,
      body: OrgUserUpdate,
      response: User,
      handle: async ({ db, caller, params, body, address }) => {
        if (params.id !== caller.orgId) throw notFound('Organisation');
        await updateOrgUser(db, actorOf(caller, address), caller, body);
        return visibleUser(db, caller, body.userId);
      },
    }),
  ];
}
