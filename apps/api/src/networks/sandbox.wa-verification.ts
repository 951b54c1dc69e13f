import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_OUTBOX } from '../mail/mailer.js';
import type { Db } from '../db/database.js';
import { ownNumber } from './sandbox.wa-accounts.js';
import { WhatsAppPlatformError, type WaCodeSent, type WaNumber } from './whatsapp.platform.js';

/** A code works for ten minutes; another may be asked for after a minute; five wrong tries. */
export const CODE_VALID_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_WRONG_CODES = 5;

/** Why the sandbox's 0399 numbers fail their first registration after a server start. */
export const STILL_ON_PHONE =
  'The number is still registered in the WhatsApp Business app on a phone: delete that account on the phone, then try again.';

/** A number as the SMS shows it to others: the country code and the last two digits. */
export function maskNumber(display: string): string {
  const [country = '', ...rest] = display.split(' ');
  const national = rest.join(' ');
  const digits = national.replace(/\D/g, '').length;
  let seen = 0;
  const masked = national.replace(/\d/g, (d) => (++seen > digits - 2 ? d : '•'));
  return `${country} ${masked}`.trim();
}

/** Where the sandbox writes the SMS it "sends": beside the e-mails of the outbox. */
const smsDir = () => resolve(process.env['OUTBOX_DIR'] || DEFAULT_OUTBOX);

/**
 * Sends one of the owner's numbers a new six-digit code by SMS: stored (the sandbox's SMS page
 * shows it) and written to the outbox directory as a text file. Asking again within a minute
 * is refused with when it may be asked again.
 */
export async function requestCode(
  db: Db,
  ownerId: string,
  numberId: string,
  now: Date,
): Promise<WaCodeSent> {
  const number = await ownNumber(db, ownerId, numberId, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_VALID_MS);
  const sent = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sandboxWaNumbers')
      .select('codeSentAt')
      .where('id', '=', numberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.codeSentAt && now.getTime() < row.codeSentAt.getTime() + RESEND_AFTER_MS) {
      const again = new Date(row.codeSentAt.getTime() + RESEND_AFTER_MS);
      const seconds = Math.ceil((again.getTime() - now.getTime()) / 1000);
      throw new WhatsAppPlatformError(
        'tooMany',
        `A code was sent a moment ago: ask for another in ${seconds} seconds (at ${again.toISOString().slice(11, 19)} UTC).`,
        { retryAfterSeconds: seconds },
      );
    }
    await trx
      .updateTable('sandboxWaNumbers')
      .set({ code, codeSentAt: now, codeExpiresAt: expiresAt, wrongCodes: 0 })
      .where('id', '=', numberId)
      .execute();
    await trx
      .insertInto('sandboxWaSms')
      .values({ numberId, phoneNumber: number.displayPhoneNumber, code, sentAt: now })
      .execute();
    return true;
  });
  if (sent) {
    const dir = smsDir();
    await mkdir(dir, { recursive: true });
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    await writeFile(
      join(dir, `${stamp}-whatsapp-sms-${number.phoneNumber.slice(1)}.txt`),
      `To: ${number.displayPhoneNumber}\nFrom: WhatsApp\nSent: ${now.toISOString()}\n\nYour WhatsApp Business verification code is ${code}. It expires in 10 minutes.\n`,
    );
  }
  return {
    sentTo: maskNumber(number.displayPhoneNumber),
    expiresAt,
    resendAfter: new Date(now.getTime() + RESEND_AFTER_MS),
  };
}

/**
 * Checks the code entered for one of the owner's numbers, as given (not trimmed), and sets its
 * two-step PIN (six digits): the number becomes VERIFIED. A wrong code counts (WhatsApp's
 * 136025); after five, no code is taken until a new one is sent; an expired code is refused.
 */
export async function verifyCode(
  db: Db,
  ownerId: string,
  numberId: string,
  entered: { readonly code: string; readonly pin: string },
  now: Date,
): Promise<WaNumber> {
  await ownNumber(db, ownerId, numberId, now);
  if (!/^\d{6}$/.test(entered.pin)) {
    throw new WhatsAppPlatformError('invalid', 'The two-step verification PIN must be six digits.');
  }
  await db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('sandboxWaNumbers')
        .select(['code', 'codeExpiresAt', 'wrongCodes'])
        .where('id', '=', numberId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.code === null || row.codeExpiresAt === null) {
        throw new WhatsAppPlatformError(
          'invalid',
          'No code was sent to this number: ask for one first.',
        );
      }
      if (row.wrongCodes >= MAX_WRONG_CODES) {
        throw new WhatsAppPlatformError(
          'tooMany',
          'Five wrong codes were entered: ask for a new code.',
        );
      }
      if (now.getTime() > row.codeExpiresAt.getTime()) {
        throw new WhatsAppPlatformError('invalid', 'The code has expired: ask for a new one.');
      }
      if (entered.code !== row.code) {
        await trx
          .updateTable('sandboxWaNumbers')
          .set({ wrongCodes: row.wrongCodes + 1 })
          .where('id', '=', numberId)
          .execute();
        return 'wrong';
      }
      await trx
        .updateTable('sandboxWaNumbers')
        .set({
          verification: 'VERIFIED',
          pin: entered.pin,
          code: null,
          codeExpiresAt: null,
          wrongCodes: 0,
        })
        .where('id', '=', numberId)
        .execute();
      return 'verified';
    })
    .then((outcome) => {
      if (outcome === 'wrong') {
        throw new WhatsAppPlatformError('invalid', 'The code is not the one sent.', {
          code: 136025,
        });
      }
    });
  return ownNumber(db, ownerId, numberId, now);
}

/**
 * Registers one of the owner's verified numbers on WhatsApp (ACTIVE). A number whose national
 * part ends in 0399 fails its first registration after each server start (`failedOnce`), with
 * the cause WhatsApp gives: the number is still in the WhatsApp Business app on a phone.
 */
export async function register(
  db: Db,
  ownerId: string,
  numberId: string,
  now: Date,
  failedOnce: Set<string>,
): Promise<WaNumber> {
  const number = await ownNumber(db, ownerId, numberId, now);
  if (number.verification !== 'VERIFIED') {
    throw new WhatsAppPlatformError(
      'conflict',
      `${number.displayPhoneNumber} is not verified: enter the code sent to it by SMS first.`,
    );
  }
  if (number.phoneNumber.endsWith('0399') && !failedOnce.has(number.id)) {
    failedOnce.add(number.id);
    throw new WhatsAppPlatformError('failed', STILL_ON_PHONE, { code: 133005 });
  }
  await db
    .updateTable('sandboxWaNumbers')
    .set({ status: 'ACTIVE' })
    .where('id', '=', numberId)
    .execute();
  return ownNumber(db, ownerId, numberId, now);
}
