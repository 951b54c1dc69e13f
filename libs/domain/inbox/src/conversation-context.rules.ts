import { isDirectMessage, isPost } from '@smm/engage-rules';
import type { EngageItem } from '@smm/model';

/** What is shown above an item to give it context: the post it is on, the comment it answers. */
export interface ContextRef {
  readonly kind: 'post' | 'parent';
  readonly id: string;
}

/** A context text longer than this many characters is collapsed until asked for. */
export const CONTEXT_COLLAPSE_CHARS = 280;
/** A context text of more lines than this is collapsed until asked for. */
export const CONTEXT_COLLAPSE_LINES = 4;

type ContextItem = Pick<EngageItem, 'id' | 'engage'>;

/**
 * What the open item is shown under, outermost first (docs/decisions/0059): a comment shows the
 * post it is on; a reply shows the post and then the comment it answers; posts and direct
 * messages have no context.
 *
 * @example
 * conversationContext({ id: 'c', engage: { type: 'comment', contentId: 'p', parentId: 'p', … } })
 * // [{ kind: 'post', id: 'p' }]
 * conversationContext({ id: 'r', engage: { type: 'comment', contentId: 'p', parentId: 'c', … } })
 * // [{ kind: 'post', id: 'p' }, { kind: 'parent', id: 'c' }]
 */
export function conversationContext(item: ContextItem): readonly ContextRef[] {
  if (isDirectMessage(item) || isPost(item)) return [];
  const post = item.engage.contentId ?? null;
  const parent = item.engage.parentId ?? null;
  const refs: ContextRef[] = [];
  if (post !== null && post !== item.id) refs.push({ kind: 'post', id: post });
  if (parent !== null && parent !== post && parent !== item.id) {
    refs.push({ kind: 'parent', id: parent });
  }
  return refs;
}

/**
 * Whether a context text is long enough to be collapsed at first (more than
 * {@link CONTEXT_COLLAPSE_CHARS} characters or {@link CONTEXT_COLLAPSE_LINES} lines).
 *
 * @example
 * isLongContext('Short post') // false
 * isLongContext('a\nb\nc\nd\ne') // true
 */
export function isLongContext(text: string | undefined): boolean {
  if (!text) return false;
  return (
    [...text].length > CONTEXT_COLLAPSE_CHARS || text.split('\n').length > CONTEXT_COLLAPSE_LINES
  );
}
