import { areaLabel, detectPackage, resolveRoute, sidebarButtons, teamSwitcher } from '@smm/access';
import type { BootstrapSnapshot } from '@smm/session';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { appBootstrap } from '../session/bootstrap.js';
import type { Session } from '../session/session.js';
import { Shell } from './Shell.js';

const HomePage = lazy(() => import('../features/home/HomePage.js'));
const ComingSoon = lazy(() => import('../features/coming-soon/ComingSoon.js'));

/** Signs out (the `#/logout` route) and tells the app. */
function SignOut({ session, onSignedOut }: { session: Session; onSignedOut: () => void }) {
  useEffect(() => {
    void session.signOut().finally(onSignedOut);
  }, [session, onSignedOut]);
  return <p role="status">Signing out…</p>;
}

function Screens(props: {
  readonly snapshot: BootstrapSnapshot;
  readonly session: Session;
  readonly onSignedOut: () => void;
}) {
  const { snapshot, session } = props;
  const [path, navigate] = useHashLocation();
  const context = useMemo(
    () => ({
      packageName: detectPackage({ features: snapshot.features }),
      // The server has no notification centre yet.
      notificationCentreEnabled: false,
      user: { isAdmin: snapshot.me.isAdmin },
    }),
    [snapshot],
  );
  const resolution = resolveRoute(path, context);
  useEffect(() => {
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
  }, [resolution, navigate]);
  if (resolution.kind === 'view' && resolution.view === 'logout') {
    return <SignOut session={session} onSignedOut={props.onSignedOut} />;
  }
  const me = snapshot.me;
  const switchTeam = (teamId: string) => {
    void session.api
      .unwrap(
        session.api.client.POST('/api/1/org/{orgId}/admin-context-switch/{id}', {
          params: { path: { orgId: me.orgId, id: me.id } },
          body: { teamId: teamId === 'admin' ? null : teamId },
        }),
      )
      .then(() => window.location.reload());
  };
  return (
    <Shell
      buttons={sidebarButtons(context)}
      path={path}
      userName={[me.firstName, me.lastName].filter(Boolean).join(' ') || me.email}
      assuming={snapshot.authentication.assuming}
      teams={teamSwitcher(me, snapshot.teams)}
      onTeamChange={switchTeam}
    >
      {/* Unknown paths show nothing in the shell (platform §2). */}
      {resolution.kind === 'view' ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          {resolution.view === 'home' ? (
            <HomePage />
          ) : (
            <ComingSoon area={areaLabel(path) ?? 'This page'} />
          )}
        </Suspense>
      ) : null}
    </Shell>
  );
}

/**
 * The signed-in app: the bootstrap machine loads who is signed in and what they work with
 * (platform §4), then the shell shows the route's screen. A session that cannot be
 * authenticated goes back to sign-in.
 */
export function SignedIn(props: { readonly session: Session; readonly onSignedOut: () => void }) {
  const machine = useMemo(() => appBootstrap(props.session), [props.session]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state.context.snapshot);
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
        <p role="alert">Switchboard could not start: {failed.message}</p>
        <button type="button" onClick={() => actor.send({ type: 'retry' })}>
          Try again
        </button>
      </main>
    ) : (
      <p role="status">Loading Switchboard…</p>
    );
  }
  return <Screens snapshot={snapshot} session={props.session} onSignedOut={onSignedOut} />;
}
