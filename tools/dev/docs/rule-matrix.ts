/**
 * The rule matrix of @smm/engage-rules: network × item type × capability, worked out by running
 * the rules themselves, so the README cannot drift from the code.
 */
import { type Capability, capabilitiesOf } from '@smm/engage-rules';
import type { EngageItem, ItemType, SupportedNetwork } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { networkName } from '@smm/networks';

export const MATRIX_START = '<!-- rule-matrix:start -->';
export const MATRIX_END = '<!-- rule-matrix:end -->';

const NETWORKS: readonly SupportedNetwork[] = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedIn',
  'tiktok',
  'googlemybusiness',
  'threads',
  'whatsapp',
];

const TYPES: readonly ItemType[] = [
  'post',
  'comment',
  'reply',
  'mention',
  'review',
  'video',
  'message',
];

const COLUMNS: readonly [Capability, string][] = [
  ['reply', 'reply'],
  ['sendMessage', 'message'],
  ['delete', 'delete'],
  ['hide', 'hide'],
  ['like', 'like'],
  ['repost', 'repost/quote'],
  ['edit', 'edit'],
  ['privateReply', 'private reply'],
  ['sentiment', 'sentiment'],
  ['spam', 'spam'],
  ['priority', 'priority'],
  ['assign', 'assign'],
  ['label', 'label'],
];

/** The item flags that decide some rules: written by the channel itself, and Facebook's per-item permissions. */
interface Variant {
  readonly own: boolean;
  readonly flags: boolean;
}

const VARIANTS: readonly Variant[] = [
  { own: false, flags: false },
  { own: false, flags: true },
  { own: true, flags: false },
  { own: true, flags: true },
];

function sample(network: SupportedNetwork, type: ItemType, { own, flags }: Variant): EngageItem {
  return makeEngageItem({
    engage: { network, type },
    sender: { id: 's1', name: own ? 'Acme' : 'Customer', visibility: 'PUBLIC', isOwn: own },
    facebook: flags ? { canHide: true, canReplyPrivately: true } : {},
  });
}

/**
 * One cell: ✓ always, — never, or the condition under which the capability holds for a
 * published, respondable item.
 */
export function cell(network: SupportedNetwork, type: ItemType, capability: Capability): string {
  const holds = VARIANTS.map(
    (variant) => capabilitiesOf(sample(network, type, variant))[capability],
  );
  const [notOwn, notOwnFlags, own, ownFlags] = holds;
  if (holds.every(Boolean)) return '✓';
  if (!holds.some(Boolean)) return '—';
  if (notOwn === own && notOwnFlags === ownFlags) return 'flag¹';
  if (notOwn === notOwnFlags && own === ownFlags) return own ? 'own' : 'not own';
  if (!notOwn && !own && notOwnFlags && !ownFlags) return 'not own, flag¹';
  return 'varies';
}

/** The matrix as Markdown: one table per network, item types down, capabilities across. */
export function renderRuleMatrix(): string {
  const lines: string[] = [
    MATRIX_START,
    '',
    'Generated from the rules by `npm run docs`; a test fails when it is stale. Cells are for a',
    'published item that can be responded to, seen by a viewer who is not view-only (view-only',
    'turns everything off, and deleted or vanished items cannot be deleted, hidden, liked, reposted',
    'or edited). ✓ always, — never, *own* / *not own*: only items the channel wrote / did not write,',
    '*flag¹*: only when the item says so (`facebook.canHide` for hiding, `facebook.canReplyPrivately`',
    'for a private reply). `message` stands for every DM type (message, messagethread, conversation).',
    '',
  ];
  for (const network of NETWORKS) {
    lines.push(`### ${networkName(network)} (\`${network}\`)`, '');
    lines.push(`| type | ${COLUMNS.map(([, title]) => title).join(' | ')} |`);
    lines.push(`| --- | ${COLUMNS.map(() => ':-:').join(' | ')} |`);
    for (const type of TYPES) {
      const cells = COLUMNS.map(([capability]) => cell(network, type, capability));
      lines.push(`| ${type} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push(MATRIX_END);
  return lines.join('\n');
}
