import { randomBytes } from 'node:crypto';
import type { WhatsAppTemplateCategory, WhatsAppTemplateStatus } from '@smm/model';
import type { Db } from '../db/database.js';
import type { MessageTemplate } from './gateway.js';
import { ownAccount } from './sandbox.wa-accounts.js';
import { sandboxTemplates } from './sandbox.whatsapp.js';
import {
  WhatsAppPlatformError,
  type WaTemplate,
  type WaTemplateDraft,
} from './whatsapp.platform.js';

/** WhatsApp reviews a submitted template in two minutes in the sandbox. */
export const TEMPLATE_REVIEW_MS = 2 * 60_000;

/** When the standard templates were approved (shown as their creation time). */
const STANDARD_SINCE = new Date('2023-06-19T08:15:00Z');

/**
 * Why WhatsApp's review rejects a template text, or null: a placeholder at its start or end, or
 * placeholders that are not {{1}}, {{2}}, … in order.
 */
export function templateRejection(text: string): string | null {
  const trimmed = text.trim();
  if (/^\{\{[^}]*\}\}/.test(trimmed) || /\{\{[^}]*\}\}$/.test(trimmed)) {
    return 'The text may not start or end with a placeholder.';
  }
  const seen: string[] = [];
  for (const match of trimmed.matchAll(/\{\{([^}]*)\}\}/g)) {
    const name = match[1] ?? '';
    if (!seen.includes(name)) seen.push(name);
  }
  if (seen.some((name, index) => name !== String(index + 1))) {
    return 'The placeholders must be {{1}}, {{2}}, … numbered in order.';
  }
  return null;
}

const statusAt = (
  row: { decision: string; reviewAt: Date | null },
  now: Date,
): WhatsAppTemplateStatus =>
  row.reviewAt !== null && now.getTime() >= row.reviewAt.getTime()
    ? (row.decision as WhatsAppTemplateStatus)
    : 'PENDING';

type TemplateRow = {
  id: string;
  name: string;
  language: string;
  category: string;
  text: string;
  decision: string;
  rejectedReason: string | null;
  createdAt: Date;
  reviewAt: Date | null;
};

const toTemplate = (row: TemplateRow, now: Date): WaTemplate => {
  const status = statusAt(row, now);
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    category: row.category as WhatsAppTemplateCategory,
    text: row.text,
    status,
    rejectedReason: status === 'REJECTED' ? row.rejectedReason : null,
    createdAt: row.createdAt,
    standard: false,
  };
};

/** The standard templates as an account's, for one of its channels (their ids are the channel's). */
const standard = (channelId: string): WaTemplate[] =>
  sandboxTemplates(channelId).map((template) => ({
    ...template,
    category: 'UTILITY',
    status: 'APPROVED',
    rejectedReason: null,
    createdAt: STANDARD_SINCE,
    standard: true,
  }));

/** An account's templates for one of its channels: the standard ones, then those submitted. */
export async function listTemplates(
  db: Db,
  ownerId: string,
  accountId: string,
  channelId: string,
  now: Date,
): Promise<WaTemplate[]> {
  await ownAccount(db, ownerId, accountId);
  const rows = await db
    .selectFrom('sandboxWaTemplates')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('createdAt')
    .orderBy('name')
    .execute();
  return [...standard(channelId), ...rows.map((row) => toTemplate(row, now))];
}

/**
 * Submits a template for review: PENDING, decided two minutes later (APPROVED, or REJECTED by
 * {@link templateRejection}). Its name is lower-case letters, digits and underscores; a name
 * and language the account has (or a standard template's) is refused.
 */
export async function submitTemplate(
  db: Db,
  ownerId: string,
  accountId: string,
  draft: WaTemplateDraft,
  now: Date,
): Promise<WaTemplate> {
  await ownAccount(db, ownerId, accountId);
  if (!/^[a-z0-9_]+$/.test(draft.name)) {
    throw new WhatsAppPlatformError(
      'invalid',
      'The template name may only have lower-case letters, digits and underscores.',
    );
  }
  const duplicate = () =>
    new WhatsAppPlatformError(
      'conflict',
      `There is already a template ${draft.name} in ${draft.language}.`,
    );
  if (sandboxTemplates('').some((t) => t.name === draft.name && t.language === draft.language)) {
    throw duplicate();
  }
  const rejection = templateRejection(draft.text);
  const row = await db
    .insertInto('sandboxWaTemplates')
    .values({
      id: randomBytes(8).toString('hex'),
      accountId,
      name: draft.name,
      language: draft.language,
      category: draft.category,
      text: draft.text,
      decision: rejection ? 'REJECTED' : 'APPROVED',
      rejectedReason: rejection,
      createdAt: now,
      reviewAt: new Date(now.getTime() + TEMPLATE_REVIEW_MS),
    })
    .onConflict((oc) => oc.columns(['accountId', 'name', 'language']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw duplicate();
  return toTemplate(row, now);
}

/** Deletes a submitted template of one of the owner's accounts (standard ones stay: 409). */
export async function deleteTemplate(db: Db, ownerId: string, templateId: string): Promise<void> {
  const deleted = await db
    .deleteFrom('sandboxWaTemplates')
    .where('id', '=', templateId)
    .where('accountId', 'in', (eb) =>
      eb.selectFrom('sandboxWaAccounts').select('id').where('orgId', '=', ownerId),
    )
    .executeTakeFirst();
  if (deleted.numDeletedRows > 0n) return;
  const numbers = await db
    .selectFrom('sandboxWaNumbers as n')
    .innerJoin('sandboxWaAccounts as a', 'a.id', 'n.accountId')
    .select('n.id')
    .where('a.orgId', '=', ownerId)
    .execute();
  // A standard template's id is one channel's: look among the owner's numbers' channels.
  const standardOne = numbers
    .flatMap(({ id }) => standard(`whatsapp-${id}`))
    .find((t) => t.id === templateId);
  if (standardOne) {
    throw new WhatsAppPlatformError(
      'conflict',
      `${standardOne.name} is one of the standard templates every business account has: it cannot be deleted.`,
    );
  }
  throw new WhatsAppPlatformError('notFound', `Template ${templateId}`);
}

/**
 * What a WhatsApp channel may send as templates: the standard ones (ids stable per channel) and
 * the APPROVED ones of the business account its number belongs to.
 */
export async function approvedTemplates(
  db: Db,
  channelId: string,
  now: Date,
): Promise<MessageTemplate[]> {
  const numberId = channelId.startsWith('whatsapp-') ? channelId.slice('whatsapp-'.length) : '';
  const rows = await db
    .selectFrom('sandboxWaTemplates as t')
    .innerJoin('sandboxWaNumbers as n', 'n.accountId', 't.accountId')
    .selectAll('t')
    .where('n.id', '=', numberId)
    .orderBy('t.createdAt')
    .execute();
  return [
    ...sandboxTemplates(channelId),
    ...rows
      .filter((row) => statusAt(row, now) === 'APPROVED')
      .map(({ id, name, language, text }) => ({ id, name, language, text })),
  ];
}
