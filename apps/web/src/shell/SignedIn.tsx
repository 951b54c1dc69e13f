import { useLingui } from '@lingui/react';
import { shellMessages, translate } from '@smm/i18n';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Button } from '@smm/ui';
import { appBootstrap } from '../session/bootstrap.js';
import type { Session } from '../session/session.js';
import { Screens } from './Screens.js';

/**
 * The signed-in app: the bootstrap machine loads who is signed in and what they work with
 * (platform §4), then the shell shows the route's screen. A session that cannot be
 * authenticated goes back to sign-in.
 */
export function SignedIn(props: { readonly session: Session; readonly onSignedOut: () => void }) {
  const { i18n } = useLingui();
  const machine = useMemo(() => appBootstrap(props.session), [props.session]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state.context.snapshot);
  const localeWarning = useSelector(actor, (state) => state.context.localeWarning !== null);
  const unauthenticated = useSelector(actor, (state) => state.matches('unauthenticated'));
  const errors = useSelector(actor, (state) => state.context.errors);
  const { onSignedOut } = props;
  useEffect(() => {
    if (unauthenticated) onSignedOut();
  }, [unauthenticated, onSignedOut]);
  if (snapshot === null) {
    const failed = Object.values(errors).find((error) => error !== undefined);
    return failed ? (
      <main>
        <p role="alert">{translate(i18n, shellMessages.startFailed, { reason: failed.message })}</p>
        <Button onClick={() => actor.send({ type: 'retry' })}>
          {i18n._(shellMessages.tryAgain)}
        </Button>
      </main>
    ) : (
      <p role="status">{i18n._(shellMessages.starting)}</p>
    );
  }
  return (
    <Screens
      snapshot={snapshot}
      localeWarning={localeWarning}
      session={props.session}
      onSignedOut={onSignedOut}
    />
  );
}
