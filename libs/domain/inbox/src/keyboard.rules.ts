/** What a keyboard shortcut of the inbox does. */
export type InboxCommand =
  'next' | 'previous' | 'open' | 'reply' | 'assign' | 'markRead' | 'help' | 'close';

/** A key press as the browser reports it (`KeyboardEvent.key` and its modifiers). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** Where the key was pressed. */
export interface KeyContext {
  /** In a text field, text area, select or content-editable element: the reader is typing. */
  readonly editable: boolean;
}

/**
 * The inbox's shortcuts, in the order the "?" dialog lists them, each with the keys
 * (`KeyboardEvent.key` values) that give it. Arrow keys are left to the menus, lists and
 * scrolling that already use them.
 */
export const SHORTCUTS: readonly {
  readonly keys: readonly string[];
  readonly command: InboxCommand;
}[] = [
  { keys: ['j'], command: 'next' },
  { keys: ['k'], command: 'previous' },
  { keys: ['Enter'], command: 'open' },
  { keys: ['r'], command: 'reply' },
  { keys: ['a'], command: 'assign' },
  { keys: ['e'], command: 'markRead' },
  { keys: ['?'], command: 'help' },
  { keys: ['Escape'], command: 'close' },
];

const BY_KEY: ReadonlyMap<string, InboxCommand> = new Map(
  SHORTCUTS.flatMap(({ keys, command }) => keys.map((key) => [key, command] as const)),
);

/**
 * The inbox command of a key press, or `undefined`. Nothing happens with ctrl, meta or alt held
 * (those belong to the browser and the system), and nothing while the reader is typing except
 * Escape, which closes. Keys are case-sensitive: shift+j (`J`) is not j.
 *
 * @example
 * inboxCommand({ key: 'j' }, { editable: false })                // 'next'
 * inboxCommand({ key: 'r' }, { editable: true })                 // undefined: typing an r
 * inboxCommand({ key: 'Escape' }, { editable: true })            // 'close'
 * inboxCommand({ key: 'r', metaKey: true }, { editable: false }) // undefined: the browser's reload
 */
export function inboxCommand(press: KeyPress, context: KeyContext): InboxCommand | undefined {
  if (press.ctrlKey === true || press.metaKey === true || press.altKey === true) return undefined;
  const command = BY_KEY.get(press.key);
  if (context.editable && command !== 'close') return undefined;
  return command;
}

/**
 * The item that gets the focus when moving through the list: the next or previous one; the
 * first item when none has the focus (or it left the list); the same one at either end; `null`
 * for an empty list.
 *
 * @example
 * moveFocus(['a', 'b', 'c'], 'b', 'next')     // 'c'
 * moveFocus(['a', 'b', 'c'], 'c', 'next')     // 'c': stays at the end
 * moveFocus(['a', 'b', 'c'], null, 'previous') // 'a'
 * moveFocus([], 'a', 'next')                  // null
 */
export function moveFocus(
  order: readonly string[],
  currentId: string | null,
  direction: 'next' | 'previous',
): string | null {
  if (order.length === 0) return null;
  const index = currentId === null ? -1 : order.indexOf(currentId);
  if (index < 0) return order[0] as string;
  const next =
    direction === 'next' ? Math.min(index + 1, order.length - 1) : Math.max(index - 1, 0);
  return order[next] as string;
}
