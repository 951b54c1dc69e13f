import { randomInt } from 'node:crypto';
import { e164 } from '@smm/networks';
import type {
  WhatsAppAccountStatus,
  WhatsAppApprovalStatus,
  WhatsAppVerificationStatus,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import {
  WhatsAppPlatformError,
  type WaAccount,
  type WaNumber,
  type WaOwner,
} from './whatsapp.platform.js';

/** A display name is reviewed for a minute, then waits a further two for the on-behalf-of approval. */
export const NAME_REVIEW_MS = 60_000;
export const NAME_APPROVAL_MS = 3 * 60_000;

/** Demo Coffee's number that is the seeded channel `whatsapp-demo`. */
export const DEMO_WA_NUMBER_ID = 'demo';

/** A number planned for a new sandbox account. */
interface PlannedNumber {
  readonly id?: string;
  readonly display: string;
  readonly name: string;
  /** Its name review long done (APPROVED), or just submitted. */
  readonly approved: boolean;
  readonly status?: WhatsAppAccountStatus;
  readonly verification?: WhatsAppVerificationStatus;
}

interface PlannedAccount {
  readonly name: string;
  readonly verification: WhatsAppVerificationStatus;
  readonly numbers: readonly PlannedNumber[];
}

/** Demo Coffee's business accounts (decision 0065). */
const DEMO_PLAN: readonly PlannedAccount[] = [
  {
    name: 'Demo Coffee',
    verification: 'VERIFIED',
    numbers: [
      {
        id: DEMO_WA_NUMBER_ID,
        display: '+44 20 7946 0018',
        name: 'Demo Coffee Support',
        approved: true,
        status: 'ACTIVE',
        verification: 'VERIFIED',
      },
      { display: '+44 20 7946 0321', name: 'Demo Coffee Orders', approved: false },
    ],
  },
  {
    name: 'Demo Coffee Events',
    verification: 'UNVERIFIED',
    numbers: [{ display: '+44 20 7946 0399', name: 'Demo Coffee Events', approved: true }],
  },
];

/** A WhatsApp-style numeric id (15 digits). */
export const waId = () =>
  `${randomInt(1, 10)}${String(randomInt(0, 1e7)).padStart(7, '0')}${String(randomInt(0, 1e7)).padStart(7, '0')}`;

/** The number as shown: separators as spaces, single spaces. */
export const displayOf = (phoneNumber: string) =>
  phoneNumber
    .replace(/[().-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Why a display name is refused (WhatsApp's display-name guidelines), or null. */
export function nameRefusal(name: string): string | null {
  if (/whats\s*app/i.test(name)) return 'The display name may not contain "WhatsApp".';
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (
    letters.length > 1 &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase()
  ) {
    return 'The display name may not be in capital letters only.';
  }
  if (
    /https?:\/\/|www\.|\b[\w-]+\.(com|net|org|io|co|uk|de|fr|es|it|jp|app|shop|test)\b/i.test(name)
  ) {
    return 'The display name may not contain a web address.';
  }
  return null;
}

/** A display name's review at `now`: a minute in review, then REJECTED or waiting, APPROVED after three. */
export function approvalAt(
  name: string,
  submittedAt: Date,
  now: Date,
): { approval: WhatsAppApprovalStatus; reason: string | null } {
  const elapsed = now.getTime() - submittedAt.getTime();
  if (elapsed < NAME_REVIEW_MS) return { approval: 'PENDING', reason: null };
  const refusal = nameRefusal(name);
  if (refusal) return { approval: 'REJECTED', reason: refusal };
  if (elapsed < NAME_APPROVAL_MS) {
    return { approval: 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL', reason: null };
  }
  return { approval: 'APPROVED', reason: null };
}

/** A stored number as the platform answers it at `now`. */
export function numberAt(
  row: {
    id: string;
    accountId: string;
    phoneNumber: string;
    displayPhoneNumber: string;
    verifiedName: string;
    nameSubmittedAt: Date;
    status: string;
    verification: string;
    codeSentAt: Date | null;
  },
  now: Date,
): WaNumber {
  const { approval, reason } = approvalAt(row.verifiedName, row.nameSubmittedAt, now);
  return {
    id: row.id,
    accountId: row.accountId,
    phoneNumber: row.phoneNumber,
    displayPhoneNumber: row.displayPhoneNumber,
    verifiedName: row.verifiedName,
    status: row.status as WhatsAppAccountStatus,
    verification: row.verification as WhatsAppVerificationStatus,
    approval,
    approvalReason: reason,
    codeSentAt: row.codeSentAt,
  };
}

/** A free number of the fictional +1 555 01xx range (then 555 0200 … 0999). */
async function freeUsNumbers(db: Db, count: number): Promise<string[]> {
  const taken = new Set(
    (
      await db
        .selectFrom('sandboxWaNumbers')
        .select('phoneNumber')
        .where('phoneNumber', 'like', '+1555%')
        .execute()
    ).map((row) => row.phoneNumber),
  );
  const free: string[] = [];
  for (let n = 100; n < 1000 && free.length < count; n++) {
    const e = `+15550${n}`;
    if (!taken.has(e)) free.push(`+1 555 0${n}`);
  }
  return free;
}

/**
 * Creates the organisation's sandbox business accounts on first use: Demo Coffee's as decision
 * 0065 lists them; any other organisation "<name>" (VERIFIED) with two +1 555 01xx numbers.
 */
export async function ensureAccounts(db: Db, owner: WaOwner, now: Date): Promise<void> {
  const exists = await db
    .selectFrom('sandboxWaAccounts')
    .select('id')
    .where('orgId', '=', owner.id)
    .limit(1)
    .executeTakeFirst();
  if (exists) return;
  await db.transaction().execute(async (trx) => {
    // One creation at a time: two organisations never pick the same free numbers.
    await sql`SELECT pg_advisory_xact_lock(hashtext('sandbox-wa-accounts'))`.execute(trx);
    const again = await trx
      .selectFrom('sandboxWaAccounts')
      .select('id')
      .where('orgId', '=', owner.id)
      .limit(1)
      .executeTakeFirst();
    if (again) return;
    let plan = DEMO_PLAN;
    if (owner.name !== 'Demo Coffee') {
      const [first = '+1 555 0100', second = '+1 555 0101'] = await freeUsNumbers(trx, 2);
      plan = [
        {
          name: owner.name,
          verification: 'VERIFIED',
          numbers: [
            { display: first, name: `${owner.name} Support`, approved: true },
            { display: second, name: `${owner.name} Sales`, approved: true },
          ],
        },
      ];
    }
    const longAgo = new Date(now.getTime() - 30 * 24 * 3600_000);
    for (const [position, account] of plan.entries()) {
      const accountId = waId();
      await trx
        .insertInto('sandboxWaAccounts')
        .values({
          id: accountId,
          orgId: owner.id,
          name: account.name,
          businessVerification: account.verification,
          position,
          createdAt: longAgo,
        })
        .execute();
      for (const [index, number] of account.numbers.entries()) {
        await trx
          .insertInto('sandboxWaNumbers')
          .values({
            id: number.id ?? waId(),
            accountId,
            phoneNumber: e164(number.display) ?? number.display,
            displayPhoneNumber: number.display,
            verifiedName: number.name,
            nameSubmittedAt: number.approved ? longAgo : now,
            status: number.status ?? 'PENDING',
            verification: number.verification ?? 'UNVERIFIED',
            // In the listed order.
            createdAt: new Date(longAgo.getTime() + index * 1000),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
}

/** The owner's business accounts with their number counts. */
export async function listAccounts(db: Db, ownerId: string): Promise<WaAccount[]> {
  const rows = await db
    .selectFrom('sandboxWaAccounts as a')
    .leftJoin('sandboxWaNumbers as n', 'n.accountId', 'a.id')
    .select(['a.id', 'a.name', 'a.businessVerification'])
    .select((eb) => eb.fn.count<string>('n.id').as('numberCount'))
    .where('a.orgId', '=', ownerId)
    .groupBy(['a.id', 'a.name', 'a.businessVerification', 'a.position'])
    .orderBy('a.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    businessVerification: row.businessVerification as WhatsAppVerificationStatus,
    numberCount: Number(row.numberCount),
  }));
}

/** One of the owner's accounts; notFound otherwise. */
export async function ownAccount(db: Db, ownerId: string, accountId: string) {
  const row = await db
    .selectFrom('sandboxWaAccounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('orgId', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw new WhatsAppPlatformError('notFound', `Business account ${accountId}`);
  return row;
}

const numberColumns = [
  'n.id',
  'n.accountId',
  'n.phoneNumber',
  'n.displayPhoneNumber',
  'n.verifiedName',
  'n.nameSubmittedAt',
  'n.status',
  'n.verification',
  'n.codeSentAt',
] as const;

/** The owner's numbers (of one account, or all), oldest first. */
export async function listNumbers(db: Db, ownerId: string, now: Date, accountId?: string) {
  if (accountId !== undefined) await ownAccount(db, ownerId, accountId);
  let query = db
    .selectFrom('sandboxWaNumbers as n')
    .innerJoin('sandboxWaAccounts as a', 'a.id', 'n.accountId')
    .select(numberColumns)
    .where('a.orgId', '=', ownerId);
  if (accountId !== undefined) query = query.where('n.accountId', '=', accountId);
  const rows = await query.orderBy('a.position').orderBy('n.createdAt').orderBy('n.id').execute();
  return rows.map((row) => numberAt(row, now));
}

/** One of the owner's numbers; notFound otherwise. */
export async function ownNumber(db: Db, ownerId: string, numberId: string, now: Date) {
  const row = await db
    .selectFrom('sandboxWaNumbers as n')
    .innerJoin('sandboxWaAccounts as a', 'a.id', 'n.accountId')
    .select(numberColumns)
    .where('a.orgId', '=', ownerId)
    .where('n.id', '=', numberId)
    .executeTakeFirst();
  if (!row) throw new WhatsAppPlatformError('notFound', `Phone number ${numberId}`);
  return numberAt(row, now);
}

/** Adds a number to one of the owner's accounts; its display name goes into review now. */
export async function addNumber(
  db: Db,
  ownerId: string,
  now: Date,
  number: { accountId: string; phoneNumber: string; verifiedName: string },
): Promise<WaNumber> {
  await ownAccount(db, ownerId, number.accountId);
  const phoneNumber = e164(number.phoneNumber);
  if (phoneNumber === null) {
    throw new WhatsAppPlatformError(
      'invalid',
      'The phone number must be in international form: + and the country code, 8 to 15 digits.',
    );
  }
  const verifiedName = number.verifiedName.trim();
  if (verifiedName.length < 3) {
    throw new WhatsAppPlatformError('invalid', 'The display name must have at least 3 characters.');
  }
  const id = waId();
  const added = await db
    .insertInto('sandboxWaNumbers')
    .values({
      id,
      accountId: number.accountId,
      phoneNumber,
      displayPhoneNumber: displayOf(number.phoneNumber),
      verifiedName,
      nameSubmittedAt: now,
      createdAt: now,
    })
    .onConflict((oc) => oc.column('phoneNumber').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!added) {
    throw new WhatsAppPlatformError(
      'conflict',
      `${displayOf(number.phoneNumber)} is already registered with a WhatsApp business account.`,
    );
  }
  return ownNumber(db, ownerId, id, now);
}

/** Removes one of the owner's numbers from its account. */
export async function removeNumber(db: Db, ownerId: string, numberId: string, now: Date) {
  await ownNumber(db, ownerId, numberId, now);
  await db.deleteFrom('sandboxWaNumbers').where('id', '=', numberId).execute();
}
