import type { MessageDescriptor } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { applyItemAction, type ItemAction } from '@smm/engage-rules';
import { engageMessages } from '@smm/i18n';
import type { SavedItem } from '@smm/model';
import { useMemo } from 'react';
import { type ShowToast, useToast } from '../../../shell/toasts.js';
import type { ItemToggle } from '../engage.calls.js';
import { failureText } from '../failure-text.js';
import { type EngageEnv, useEngage } from '../engage.context.js';

/** What a failed action says: the spec's text, or the server's message (engage §8). */
type Failure = MessageDescriptor | 'server';

let changes = 0;

/**
 * The item actions of the inbox: each is applied at once (`applyItemAction`, the same change
 * the server makes), sent, and rolled back if the call fails, with the spec's toasts.
 */
export function createItemActions(
  { calls, store, me }: Pick<EngageEnv, 'calls' | 'store' | 'me'>,
  toast: ShowToast,
  i18n: I18n,
) {
  {
    const by = { moderatorId: me.id, moderatorSource: 'user' as const };
    const run = async (
      item: SavedItem,
      action: ItemAction,
      call: () => Promise<SavedItem>,
      texts: { readonly success?: MessageDescriptor; readonly failure: Failure },
    ): Promise<boolean> => {
      changes += 1;
      const changeId = `change-${changes}`;
      store.dispatch({
        type: 'apply',
        changeId,
        entityId: item.id,
        patch: applyItemAction(item, action, by),
      });
      try {
        const saved = await call();
        store.load([saved]);
        store.dispatch({ type: 'succeed', changeId });
        if (texts.success) toast({ type: 'success', message: i18n._(texts.success) });
        return true;
      } catch (error) {
        store.dispatch({ type: 'fail', changeId });
        const message = failureText(
          i18n,
          error,
          item.engage.network,
          texts.failure === 'server' ? undefined : texts.failure,
        );
        toast({ type: 'error', message });
        return false;
      }
    };
    const toggle = (item: SavedItem, action: ItemToggle, success?: MessageDescriptor) =>
      run(item, { type: action }, () => calls.toggle(item.id, action), {
        ...(success ? { success } : {}),
        failure: action === 'unassign' ? engageMessages.unassignFailed : 'server',
      });
    return {
      read: (item: SavedItem, read: boolean) => toggle(item, read ? 'read' : 'unread'),
      like: (item: SavedItem, on: boolean) =>
        on ? toggle(item, 'like', engageMessages.likeSucceeded) : toggle(item, 'unlike'),
      hide: (item: SavedItem, on: boolean) => toggle(item, on ? 'hide' : 'unhide'),
      spam: (item: SavedItem, on: boolean) => toggle(item, on ? 'spam' : 'notSpam'),
      priority: (item: SavedItem, on: boolean) => toggle(item, on ? 'priority' : 'notPriority'),
      unassign: (item: SavedItem) => toggle(item, 'unassign', engageMessages.unassignSucceeded),
      sentiment: (item: SavedItem, sentiment: 'POSITIVE' | 'NEGATIVE' | null) =>
        run(item, { type: 'sentiment', sentiment }, () => calls.sentiment(item.id, sentiment), {
          failure: 'server',
        }),
      label: (item: SavedItem, labelId: string, on: boolean) =>
        run(
          item,
          on ? { type: 'label', labelId } : { type: 'unlabel', labelId },
          () => calls.label(item.id, labelId, on),
          { failure: 'server' },
        ),
      assign: (
        item: SavedItem,
        assignee: { readonly id: string; readonly name: string; readonly isTeam: boolean },
        note?: string,
      ) =>
        run(
          item,
          { type: 'assign', assigneeId: assignee.id, isTeam: assignee.isTeam, name: assignee.name },
          () => calls.assign(item.id, assignee.id, assignee.isTeam, note),
          { success: engageMessages.assignSucceeded, failure: engageMessages.assignFailed },
        ),
      remove: (item: SavedItem) =>
        run(item, { type: 'delete' }, () => calls.remove(item.id), {
          success: engageMessages.deleteSucceeded,
          failure: engageMessages.deleteFailed,
        }),
    };
  }
}

/** The item actions, as the toolbar and the keyboard use them. */
export type ItemActions = ReturnType<typeof createItemActions>;

/** {@link createItemActions} for the parts of the inbox. */
export function useItemActions(): ItemActions {
  const env = useEngage();
  const toast = useToast();
  const { i18n } = useLingui();
  return useMemo(() => createItemActions(env, toast, i18n), [env, toast, i18n]);
}
