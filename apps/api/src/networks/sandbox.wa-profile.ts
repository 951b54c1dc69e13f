import type { WhatsAppVertical } from '@smm/model';
import type { Db } from '../db/database.js';
import { ownNumber } from './sandbox.wa-accounts.js';
import type { WaProfile, WaProfileFields } from './whatsapp.platform.js';

const EMPTY: WaProfile = {
  about: '',
  address: '',
  description: '',
  email: '',
  vertical: 'Other',
  websites: [],
  photoUrl: null,
};

/** One of the owner's numbers' business profile (empty, vertical Other, until saved). */
export async function readProfile(
  db: Db,
  ownerId: string,
  numberId: string,
  now: Date,
): Promise<WaProfile> {
  await ownNumber(db, ownerId, numberId, now);
  const row = await db
    .selectFrom('sandboxWaProfiles')
    .selectAll()
    .where('numberId', '=', numberId)
    .executeTakeFirst();
  if (!row) return EMPTY;
  return {
    about: row.about,
    address: row.address,
    description: row.description,
    email: row.email,
    vertical: row.vertical as WhatsAppVertical,
    websites: row.websites,
    photoUrl: row.photoUrl,
  };
}

/** Saves every field of a number's profile (the photo stays). */
export async function writeProfile(
  db: Db,
  ownerId: string,
  numberId: string,
  fields: WaProfileFields,
  now: Date,
): Promise<WaProfile> {
  await ownNumber(db, ownerId, numberId, now);
  const values = { ...fields, websites: [...fields.websites] };
  await db
    .insertInto('sandboxWaProfiles')
    .values({ numberId, ...values })
    .onConflict((oc) => oc.column('numberId').doUpdateSet(values))
    .execute();
  return readProfile(db, ownerId, numberId, now);
}

/** Clears a number's profile: every field empty, vertical Other, no photo. */
export async function clearProfile(
  db: Db,
  ownerId: string,
  numberId: string,
  now: Date,
): Promise<WaProfile> {
  await ownNumber(db, ownerId, numberId, now);
  await db.deleteFrom('sandboxWaProfiles').where('numberId', '=', numberId).execute();
  return EMPTY;
}

/** Sets a number's profile photo. */
export async function writePhoto(
  db: Db,
  ownerId: string,
  numberId: string,
  photoUrl: string,
  now: Date,
): Promise<WaProfile> {
  await ownNumber(db, ownerId, numberId, now);
  await db
    .insertInto('sandboxWaProfiles')
    .values({ numberId, photoUrl })
    .onConflict((oc) => oc.column('numberId').doUpdateSet({ photoUrl }))
    .execute();
  return readProfile(db, ownerId, numberId, now);
}
