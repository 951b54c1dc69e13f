import { type EngageItem, type SavedItem, sameId } from '@smm/model';

/**
 * Who wrote the text a row shows, when it is not the row's own sender (decision 0055):
 * - `you`: the viewer sent it from here;
 * - `colleague`: a colleague sent it from here (`id` to look the name up);
 * - `automation`: a rule or an automated message sent it;
 * - `channel`: the channel itself, with no colleague known (answered on the network);
 * - `customer`: someone else than the row's sender (another customer in the thread), with the
 *   answer (`item`) to name them by.
 */
export type PreviewAuthor =
  | { readonly kind: 'you' }
  | { readonly kind: 'colleague'; readonly id: string }
  | { readonly kind: 'automation' }
  | { readonly kind: 'channel'; readonly name: string }
  | { readonly kind: 'customer'; readonly item: EngageItem };

/** What a row of the inbox shows as its text: the text, who wrote it, and whether we answered. */
export interface RowPreview {
  readonly text: string;
  /** Absent when the row's own sender wrote the text (the name beside it is the author). */
  readonly author?: PreviewAuthor;
  /** The latest answer in the item's thread is ours: nothing awaits a reply. */
  readonly answered: boolean;
}

type Viewer = { readonly id: string; readonly uuid?: string | undefined };

const isViewer = (id: string, viewer: Viewer) =>
  sameId(id, viewer.id) || (viewer.uuid !== undefined && sameId(id, viewer.uuid));

/**
 * Who wrote an item of ours (`sender.isOwn`): the viewer, the colleague or automation that sent
 * it from here, or the channel (made on the network); undefined for a customer's item.
 *
 * @example
 * ownAuthorOf(replySentByLee, { id: 'ada' }) // { kind: 'colleague', id: 'lee' }
 */
export function ownAuthorOf(item: EngageItem, viewer: Viewer): PreviewAuthor | undefined {
  if (item.sender?.isOwn !== true) return undefined;
  const by = item.engage.moderatorId;
  if (item.engage.moderatorSource === 'automation') return { kind: 'automation' };
  if (by) return isViewer(by, viewer) ? { kind: 'you' } : { kind: 'colleague', id: by };
  return { kind: 'channel', name: item.sender.name };
}

/**
 * The text a row shows and who wrote it (decision 0055): the latest answer in the item's thread
 * when there is one, else the item's own message. An answer of ours is shown as ours — the
 * viewer ("You"), the colleague or automation that sent it, or the channel — and marks the item
 * answered (unless the network refused it); an answer by someone other than the row's sender is shown under that person's name.
 * An item stored before entries kept their latest answer (`latestComment`) falls back on
 * `latestCommentorId`: the channel's own id means ours.
 *
 * @example
 * rowPreview(commentWithOurReply, { id: 'ada' })
 * // { text: 'Thanks Sam!', author: { kind: 'you' }, answered: true }
 * rowPreview(customerComment, { id: 'ada' }) // { text: 'Where is my order?', answered: false }
 */
export function rowPreview(item: SavedItem, viewer: Viewer): RowPreview {
  const latestText = item.engage.latestCommentText;
  if (!latestText) return { text: item.message ?? '', answered: false };
  const latest = item.latestComment ?? undefined;
  if (latest === undefined) {
    const commentor = item.engage.latestCommentorId;
    const ours = commentor !== undefined && sameId(commentor, item.channelId);
    return ours
      ? {
          text: latestText,
          author: { kind: 'channel', name: item.channel?.name ?? '' },
          answered: true,
        }
      : { text: latestText, answered: false };
  }
  const ours = ownAuthorOf(latest, viewer);
  if (ours !== undefined) {
    // A reply the network refused answers nothing (yet): the thread offers its retry.
    const delivery = latest.meta.delivery;
    const failed = delivery === 'MESSAGE_FAILED' || delivery === 'DELIVERY_FAILED';
    return { text: latestText, author: ours, answered: !failed };
  }
  const sameSender =
    latest.sender?.id !== undefined &&
    item.sender?.id !== undefined &&
    sameId(latest.sender.id, item.sender.id);
  return sameSender || latest.sender === undefined
    ? { text: latestText, answered: false }
    : { text: latestText, author: { kind: 'customer', item: latest }, answered: false };
}
