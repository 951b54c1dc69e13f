import { useLingui } from '@lingui/react';
import { listenMessages as m } from '@smm/i18n';
import { Button, EmptyState, Icon, IconButton, Skeleton } from '@smm/ui';
import type { Ref } from 'react';
import * as styles from './Listen.css.js';

/** Where the listening tool is: being opened, shown, or failed and why. */
export type ListenFrameState =
  | { readonly kind: 'opening'; readonly frameUrl: string | null }
  | { readonly kind: 'shown'; readonly frameUrl: string }
  | { readonly kind: 'failed'; readonly reason: 'open' | 'down' | 'forbidden' };

/** Props of {@link ListenFrame}. */
export interface ListenFrameProps {
  readonly state: ListenFrameState;
  readonly frameRef?: Ref<HTMLIFrameElement>;
  /** Opens the tool afresh: a new token and nonce. */
  readonly onReload: () => void;
}

const FAILURES = {
  open: { title: m.openFailed, body: m.openFailedBody, retry: true },
  down: { title: m.notAnswering, body: m.notAnsweringBody, retry: true },
  forbidden: { title: m.notIncluded, body: m.notIncludedBody, retry: false },
} as const;

/**
 * Listen's screen (decision 0089): a heading, and the listening tool in a frame that fills the
 * rest of the area. While the tool opens it says so; when it cannot be opened or does not answer,
 * it says what to do and offers to try again.
 */
export function ListenFrame({ state, frameRef, onReload }: ListenFrameProps) {
  const { i18n } = useLingui();
  const frameUrl = state.kind === 'failed' ? null : state.frameUrl;
  const failure = state.kind === 'failed' ? FAILURES[state.reason] : null;
  return (
    <section className={styles.screen} aria-labelledby="listen-heading">
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 id="listen-heading" className={styles.heading}>
            {i18n._(m.title)}
          </h1>
          <p className={styles.intro}>{i18n._(m.intro)}</p>
        </div>
        {state.kind === 'failed' && state.reason === 'forbidden' ? null : (
          <IconButton label={i18n._(m.reload)} title={i18n._(m.reload)} onClick={onReload}>
            <Icon name="refresh" />
          </IconButton>
        )}
      </header>
      <div className={styles.stage}>
        {frameUrl === null ? null : (
          <iframe
            ref={frameRef}
            key={frameUrl}
            src={frameUrl}
            title={i18n._(m.frameTitle)}
            className={`${styles.frame} ${state.kind === 'shown' ? '' : styles.hiddenFrame}`}
            referrerPolicy="no-referrer"
          />
        )}
        {state.kind === 'opening' ? (
          <div className={styles.notice} role="status">
            <div>
              <p>{i18n._(m.opening)}</p>
              <Skeleton lines={4} />
            </div>
          </div>
        ) : null}
        {failure ? (
          <div className={styles.notice}>
            <EmptyState
              headingLevel={2}
              icon="warning"
              title={i18n._(failure.title)}
              action={
                failure.retry ? (
                  <Button variant="primary" onClick={onReload}>
                    {i18n._(m.tryAgain)}
                  </Button>
                ) : undefined
              }
            >
              <span role="alert">{i18n._(failure.body)}</span>
            </EmptyState>
          </div>
        ) : null}
      </div>
    </section>
  );
}
