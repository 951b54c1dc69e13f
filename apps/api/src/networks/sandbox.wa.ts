import type { Db } from '../db/database.js';
import {
  addNumber,
  ensureAccounts,
  listAccounts,
  listNumbers,
  ownNumber,
  removeNumber,
} from './sandbox.wa-accounts.js';
import { clearProfile, readProfile, writePhoto, writeProfile } from './sandbox.wa-profile.js';
import {
  approvedTemplates,
  deleteTemplate,
  listTemplates,
  submitTemplate,
} from './sandbox.wa-templates.js';
import { register, requestCode, verifyCode } from './sandbox.wa-verification.js';
import type { WhatsAppPlatform } from './whatsapp.platform.js';

/**
 * The sandbox WhatsApp Business Platform on this server's database (decision 0065): business
 * accounts created on first use, display names reviewed over minutes, SMS codes shown on the
 * sandbox SMS page, template reviews, business profiles. `now` is its clock (tests advance it).
 */
export function sandboxWhatsApp(
  db: Db,
  options: { readonly now?: () => Date } = {},
): WhatsAppPlatform {
  const now = options.now ?? (() => new Date());
  // The 0399 numbers that failed their first registration since this server started.
  const failedOnce = new Set<string>();
  return {
    now,
    async accounts(owner) {
      await ensureAccounts(db, owner, now());
      return listAccounts(db, owner.id);
    },
    numbers: (ownerId, accountId) => listNumbers(db, ownerId, now(), accountId),
    number: (ownerId, numberId) => ownNumber(db, ownerId, numberId, now()),
    addNumber: (ownerId, number) => addNumber(db, ownerId, now(), number),
    removeNumber: (ownerId, numberId) => removeNumber(db, ownerId, numberId, now()),
    requestCode: (ownerId, numberId) => requestCode(db, ownerId, numberId, now()),
    verifyCode: (ownerId, numberId, entered) => verifyCode(db, ownerId, numberId, entered, now()),
    register: (ownerId, numberId) => register(db, ownerId, numberId, now(), failedOnce),
    profile: (ownerId, numberId) => readProfile(db, ownerId, numberId, now()),
    updateProfile: (ownerId, numberId, fields) =>
      writeProfile(db, ownerId, numberId, fields, now()),
    clearProfile: (ownerId, numberId) => clearProfile(db, ownerId, numberId, now()),
    setPhoto: (ownerId, numberId, url) => writePhoto(db, ownerId, numberId, url, now()),
    templates: (ownerId, accountId, channelId) =>
      listTemplates(db, ownerId, accountId, channelId, now()),
    submitTemplate: (ownerId, accountId, draft) =>
      submitTemplate(db, ownerId, accountId, draft, now()),
    deleteTemplate: (ownerId, templateId) => deleteTemplate(db, ownerId, templateId),
    approvedTemplates: (channelId) => approvedTemplates(db, channelId, now()),
  };
}
