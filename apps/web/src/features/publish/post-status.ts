import type { MessageDescriptor } from '@lingui/core';
import { publishMessages as m } from '@smm/i18n';
import type { PublishPost, PublishPostStatus } from '@smm/model';
import type { BadgeTone, IconName } from '@smm/ui';

/** How a status is shown: its word, its colour and an icon (never the colour alone). */
export interface StatusLook {
  readonly text: MessageDescriptor;
  readonly tone: BadgeTone;
  readonly icon: IconName;
}

/** The seven statuses in the order of a post's life, as the filters list them. */
export const STATUS_ORDER: readonly PublishPostStatus[] = [
  'draft',
  'pendingApproval',
  'approved',
  'rejected',
  'scheduled',
  'published',
  'scheduledError',
];

const LOOKS: Record<PublishPostStatus, StatusLook> = {
  draft: { text: m.statusDraft, tone: 'neutral', icon: 'edit' },
  pendingApproval: { text: m.statusPendingApproval, tone: 'warning', icon: 'eye' },
  approved: { text: m.statusApproved, tone: 'info', icon: 'check' },
  rejected: { text: m.statusRejected, tone: 'danger', icon: 'close' },
  scheduled: { text: m.statusScheduled, tone: 'info', icon: 'calendar' },
  published: { text: m.statusPublished, tone: 'success', icon: 'success' },
  scheduledError: { text: m.statusScheduledError, tone: 'danger', icon: 'error' },
};

/** The word, colour and icon of a post's status. */
export const statusLook = (status: PublishPostStatus): StatusLook => LOOKS[status];

/** The networks of a post's channels, once each, in the order of its channels. */
export const postNetworks = (post: Pick<PublishPost, 'targets'>): string[] => [
  ...new Set(post.targets.map((target) => target.network)),
];

/** The first words of a post's text, up to `max` characters at a word's end. */
export function firstWords(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
