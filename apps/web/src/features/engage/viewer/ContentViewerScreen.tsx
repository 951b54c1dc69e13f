import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { ADHOC_FEED_ID } from '@smm/feeds';
import { composerControlMessages as m } from '@smm/i18n';
import type { User } from '@smm/model';
import { Button, EmptyState } from '@smm/ui';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { ConversationView } from '../conversation/ConversationView.js';
import { EngageProvider } from '../engage.context.js';
import { engagePath } from '../engage.route.js';
import { useEngageEnv } from '../use-engage-env.js';
import { contentViewerItemId } from './content-viewer.route.js';
import * as styles from './ContentViewerScreen.css.js';

/** Props of {@link ContentViewerScreen}. */
export interface ContentViewerScreenProps {
  readonly me: User;
  readonly api: ApiClient;
  /** The hash location, with its query (`/integrations/content-viewer?itemId=…`). */
  readonly location: string;
}

/**
 * Marks the page while the viewer is open so the support chat widget's launcher stays hidden
 * (platform §2): `<html data-chat-launcher="hidden">`, which the widget's stylesheet obeys.
 */
function useHiddenChatLauncher() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['chatLauncher'] = 'hidden';
    return () => {
      delete root.dataset['chatLauncher'];
    };
  }, []);
}

/**
 * `/integrations/content-viewer?itemId=…` (platform §2, decision 0062): one conversation on a
 * page of its own, for links from e-mails and other apps — full height, without feeds, list or
 * the shell around it, with everything the inbox's conversation offers (actions, notes, reply).
 * Closing it opens the item in the inbox.
 */
export default function ContentViewerScreen({ me, api, location }: ContentViewerScreenProps) {
  const { i18n } = useLingui();
  useHiddenChatLauncher();
  const itemId = contentViewerItemId(location);
  const env = useEngageEnv(me, api);
  const openInbox = () => navigate(engagePath(ADHOC_FEED_ID, itemId));
  return (
    <EngageProvider value={env}>
      <main className={styles.screen} data-testid="content-viewer">
        <h1 className={styles.title}>{i18n._(m.viewerTitle)}</h1>
        {itemId === null ? (
          <EmptyState
            className={styles.empty}
            icon="message"
            title={i18n._(m.viewerNoItem)}
            action={<Button onClick={openInbox}>{i18n._(m.openInbox)}</Button>}
          >
            {i18n._(m.viewerNoItemBody)}
          </EmptyState>
        ) : (
          <div className={styles.conversation}>
            <ConversationView itemId={itemId} blurMedia={false} onClose={openInbox} />
          </div>
        )}
      </main>
    </EngageProvider>
  );
}
