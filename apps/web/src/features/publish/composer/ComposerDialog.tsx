import { toApiError, type ChannelGroup, type PublishChannel } from '@smm/model';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Composer, type ComposerSource } from './Composer.js';
import type { ComposerProps } from './composer.props.js';
import { publishComposerCalls } from './publish-composer.calls.js';

/**
 * The post composer as the publish area opens it (lazily): it loads the channels the person
 * may post on and the organisation's channel groups, then shows {@link Composer}.
 */
export default function ComposerDialog(props: ComposerProps) {
  const calls = useMemo(() => publishComposerCalls(props.api), [props.api]);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const [source, setSource] = useState<ComposerSource>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setSource({ status: 'loading' });
    Promise.all([
      calls.channels(),
      // Without groups the composer still works: the channels alone are offered.
      calls.channelGroups().catch((): ChannelGroup[] => []),
    ])
      .then(([channels, groups]: [PublishChannel[], ChannelGroup[]]) => {
        if (current) setSource({ status: 'ready', channels, groups });
      })
      .catch((error: unknown) => {
        if (current) setSource({ status: 'failed', reason: toApiError(error).message, retry });
      });
    return () => {
      current = false;
    };
  }, [calls, attempt, retry]);
  return (
    <Composer
      source={source}
      calls={calls}
      packageName={props.packageName}
      timeZone={props.timeZone}
      post={props.post}
      initialDate={props.initialDate}
      initialTime={props.initialTime}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}
