import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Banner, Button, Skeleton } from '@smm/ui';
import type { Loaded } from './use-loaded.js';

/**
 * What a settings screen shows while its data is not there: a skeleton while loading; after a
 * failure, what failed with the API's message and a button to try again. Nothing once ready.
 */
export function LoadState<T>(props: {
  readonly loaded: Loaded<T>;
  readonly retry: () => void;
  /** "Could not load …", followed by the API's message. */
  readonly failed: MessageDescriptor;
  readonly retryLabel: MessageDescriptor;
}) {
  const { i18n } = useLingui();
  const { loaded } = props;
  if (loaded.kind === 'loading') return <Skeleton lines={4} />;
  if (loaded.kind !== 'failed') return null;
  return (
    <Banner
      tone="warning"
      role="alert"
      action={
        <Button variant="secondary" onClick={props.retry}>
          {i18n._(props.retryLabel)}
        </Button>
      }
    >
      {i18n._(props.failed)} {loaded.message}
    </Banner>
  );
}
