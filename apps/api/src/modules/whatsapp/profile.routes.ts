import {
  WHATSAPP_PROFILE_LIMITS,
  WhatsAppChannelQuery,
  WhatsAppPhoto,
  WhatsAppProfile,
  WhatsAppProfileUpdate,
} from '@smm/model';
import {
  whatsappPhotoProblem,
  whatsappProfileProblems,
  type WhatsAppProfileProblem,
} from '@smm/networks';
import { badRequest, HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { WhatsAppPlatform } from '../../networks/whatsapp.platform.js';
import { TAG, WHATSAPP } from './business.routes.js';
import { readPhoto, sniffPhoto, storePhoto } from './photo.store.js';
import { onPlatform, ownChannel } from './whatsapp.store.js';

const FIELD_NAMES = {
  about: 'The about text',
  address: 'The address',
  description: 'The description',
  email: 'The e-mail address',
  websites: 'The websites',
} as const;

/** A profile problem in words, for the 400. */
export function problemText(problem: WhatsAppProfileProblem): string {
  switch (problem.reason) {
    case 'tooLong':
      return problem.field === 'websites'
        ? `Website ${problem.index + 1} is longer than ${problem.max} characters.`
        : `${FIELD_NAMES[problem.field]} is longer than ${problem.max} characters.`;
    case 'notEmail':
      return 'The e-mail address is not an e-mail address.';
    case 'tooMany':
      return `A profile has at most ${problem.max} websites.`;
    case 'notWebsite':
      return `Website ${problem.index + 1} must start with http:// or https:// and name a host.`;
  }
}

const TOO_LARGE = `The photo is larger than ${WHATSAPP_PROFILE_LIMITS.photoBytes / 1024 / 1024} MB, the most WhatsApp takes.`;
const WRONG_TYPE = 'The photo must be a JPEG or PNG image.';

/** A WhatsApp number's business profile and photo (decision 0064). */
export function profileRoutes(platform: WhatsAppPlatform): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${WHATSAPP}/profile`,
      tag: TAG,
      summary: "A WhatsApp channel's business profile",
      access: 'channelManager',
      query: WhatsAppChannelQuery,
      response: WhatsAppProfile,
      handle: async ({ db, caller, query }) => {
        const channel = await ownChannel(db, caller.orgId, query.channelId);
        return onPlatform(platform.profile(caller.orgId, channel.phoneNumberId));
      },
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/profile`,
      tag: TAG,
      summary:
        "Saves a WhatsApp channel's business profile (400 naming the first field WhatsApp would refuse)",
      access: 'channelManager',
      body: WhatsAppProfileUpdate,
      response: WhatsAppProfile,
      handle: async ({ db, caller, body }) => {
        const channel = await ownChannel(db, caller.orgId, body.channelId);
        const current = await onPlatform(platform.profile(caller.orgId, channel.phoneNumberId));
        const fields = {
          about: body.about ?? current.about,
          address: body.address ?? current.address,
          description: body.description ?? current.description,
          email: body.email ?? current.email,
          vertical: body.vertical ?? current.vertical,
          websites: body.websites ?? current.websites,
        };
        const [problem] = whatsappProfileProblems(fields);
        if (problem) throw badRequest(problemText(problem));
        return onPlatform(platform.updateProfile(caller.orgId, channel.phoneNumberId, fields));
      },
    }),
    route({
      method: 'DELETE',
      path: `${WHATSAPP}/profile`,
      tag: TAG,
      summary:
        "Clears a WhatsApp channel's business profile: every field empty, vertical Other, no photo",
      access: 'channelManager',
      query: WhatsAppChannelQuery,
      response: WhatsAppProfile,
      handle: async ({ db, caller, query }) => {
        const channel = await ownChannel(db, caller.orgId, query.channelId);
        const cleared = await onPlatform(
          platform.clearProfile(caller.orgId, channel.phoneNumberId),
        );
        await db
          .updateTable('channels')
          .set({ profileImageUrl: null })
          .where('id', '=', channel.id)
          .where('orgId', '=', caller.orgId)
          .where('profileImageUrl', 'like', '/media/whatsapp/%')
          .execute();
        return cleared;
      },
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/profile/upload-photo`,
      tag: TAG,
      summary:
        "Sets a WhatsApp channel's profile photo, a JPEG or PNG of at most 5 MB (multipart/form-data, field file); it is also the channel's picture",
      access: 'channelManager',
      upload: true,
      query: WhatsAppChannelQuery,
      response: WhatsAppPhoto,
      handle: async ({ db, caller, query, file }) => {
        const channel = await ownChannel(db, caller.orgId, query.channelId);
        const part = await file?.(WHATSAPP_PROFILE_LIMITS.photoBytes);
        if (!part) {
          throw new HttpError(
            400,
            'Send one file as multipart/form-data, in the field "file".',
            'upload.noFile',
          );
        }
        const bytes = await readPhoto(part.file, WHATSAPP_PROFILE_LIMITS.photoBytes);
        if (bytes === null || part.file.truncated) {
          throw new HttpError(413, TOO_LARGE, 'upload.tooLarge');
        }
        const mimeType = sniffPhoto(bytes);
        const problem = whatsappPhotoProblem({ mimeType: mimeType ?? '', bytes: bytes.length });
        if (problem?.reason === 'type') throw new HttpError(415, WRONG_TYPE, 'upload.wrongType');
        if (problem?.reason === 'size') throw new HttpError(413, TOO_LARGE, 'upload.tooLarge');
        const photoUrl = await storePhoto(bytes, mimeType === 'image/png' ? 'png' : 'jpg');
        await onPlatform(platform.setPhoto(caller.orgId, channel.phoneNumberId, photoUrl));
        await db
          .updateTable('channels')
          .set({ profileImageUrl: photoUrl })
          .where('id', '=', channel.id)
          .where('orgId', '=', caller.orgId)
          .execute();
        await db
          .updateTable('authorizedChannels')
          .set({ thumbnailUrl: photoUrl })
          .where('channelId', '=', channel.id)
          .execute();
        return { photoUrl };
      },
    }),
  ];
}
