import { useLingui } from '@lingui/react';
import { isSettingsView, packageHome, type PackageName, type RouteResolution } from '@smm/access';
import { shellMessages } from '@smm/i18n';
import type { Team, User } from '@smm/model';
import { Skeleton } from '@smm/ui';
import { lazy, Suspense, useEffect } from 'react';
import type { Session } from '../session/session.js';

const HomePage = lazy(() => import('../features/home/HomePage.js'));
const ComingSoon = lazy(() => import('../features/coming-soon/ComingSoon.js'));
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen.js'));
const EngageScreen = lazy(() => import('../features/engage/EngageScreen.js'));
const ContentViewerScreen = lazy(() => import('../features/engage/viewer/ContentViewerScreen.js'));
const AutomationScreen = lazy(() => import('../features/engage/automation/AutomationScreen.js'));
const SupportScreen = lazy(() => import('../features/support/SupportScreen.js'));
const AssumeRedirect = lazy(() => import('../features/support/AssumeRedirect.js'));
const NotificationsScreen = lazy(() => import('../features/notifications/NotificationsScreen.js'));
const PublishScreen = lazy(() => import('../features/publish/PublishScreen.js'));
const MeasureScreen = lazy(() => import('../features/measure/MeasureScreen.js'));
const BenchmarkScreen = lazy(() => import('../features/benchmark/BenchmarkScreen.js'));
const ListenScreen = lazy(() => import('../features/listen/ListenScreen.js'));
const AudienceScreen = lazy(() => import('../features/audience/AudienceScreen.js'));
const AudienceDenied = lazy(() => import('../features/audience/AudienceDenied.js'));
const AdsScreen = lazy(() => import('../features/ads/AdsScreen.js'));

/** Signs out (the `#/logout` route) and tells the app. */
function SignOut({ session, onSignedOut }: { session: Session; onSignedOut: () => void }) {
  const { i18n } = useLingui();
  useEffect(() => {
    void session.signOut().finally(onSignedOut);
  }, [session, onSignedOut]);
  return <p role="status">{i18n._(shellMessages.signingOut)}</p>;
}

/**
 * The screen of a route: each area is its own lazily loaded chunk; areas not built yet say so.
 * Every settings view opens the settings screen, also when the package lacks it or the person
 * may not have it (it says so there). Unknown paths show nothing in the shell (platform §2).
 */
export function Screen(props: {
  readonly resolution: RouteResolution;
  readonly path: string;
  /** The hash location with its query (the content viewer reads its item from it). */
  readonly location?: string;
  readonly me: User;
  readonly teams: readonly Team[];
  readonly packageName: PackageName;
  readonly aiEnabled: boolean;
  readonly session: Session;
  /** A support user acts as `me`. */
  readonly assuming: boolean;
  /** Support staff: they have the support screen. */
  readonly superUser: boolean;
  /** Whether the person has Audience (package, toggles, audience role); null: not known yet. */
  readonly audienceAvailable?: boolean | null;
  /** Assumes a user's account (support staff); the app starts again as them. */
  readonly onAssume: (userId: string) => Promise<void>;
  readonly onMeChanged: (me: User) => void;
  readonly onAiChanged: (enabled: boolean) => void;
  readonly onSignedOut: () => void;
}) {
  const { resolution, me } = props;
  if (resolution.kind === 'none' || resolution.kind === 'redirect') return null;
  if (isSettingsView(resolution.view)) {
    return (
      <Suspense fallback={<Skeleton lines={3} />}>
        <SettingsScreen
          view={resolution.view}
          access={resolution.kind === 'view' ? 'open' : resolution.kind}
          params={resolution.params}
          me={me}
          teams={props.teams}
          packageName={props.packageName}
          aiEnabled={props.aiEnabled}
          api={props.session.api}
          onMeChanged={props.onMeChanged}
          onAiChanged={props.onAiChanged}
          onSignInAgain={() => void props.session.signOut().finally(props.onSignedOut)}
        />
      </Suspense>
    );
  }
  if (resolution.kind !== 'view') return null;
  if (resolution.view === 'logout') {
    return <SignOut session={props.session} onSignedOut={props.onSignedOut} />;
  }
  const screen = () => {
    switch (resolution.view) {
      case 'home':
        return (
          <HomePage
            me={me}
            api={props.session.api}
            packageName={props.packageName}
            audienceAvailable={props.audienceAvailable ?? null}
          />
        );
      case 'engage':
        return <EngageScreen me={me} api={props.session.api} path={props.path} />;
      case 'contentViewer':
        return (
          <ContentViewerScreen me={me} api={props.session.api} location={props.location ?? ''} />
        );
      case 'automation':
        return <AutomationScreen me={me} api={props.session.api} path={props.path} />;
      case 'notifications':
        return <NotificationsScreen />;
      case 'publish':
        return (
          <PublishScreen
            api={props.session.api}
            me={me}
            packageName={props.packageName}
            path={props.path}
          />
        );
      case 'measure':
      case 'measureDashboards':
        return (
          <MeasureScreen api={props.session.api} me={me} teams={props.teams} path={props.path} />
        );
      case 'benchmark':
        return (
          <BenchmarkScreen
            me={me}
            teams={props.teams}
            api={props.session.api}
            location={props.location ?? props.path}
          />
        );
      case 'audience':
        if (props.audienceAvailable === false) return <AudienceDenied />;
        if (props.audienceAvailable === null) return <Skeleton lines={3} />;
        return <AudienceScreen api={props.session.api} me={me} path={props.path} />;
      case 'ads':
        return <AdsScreen api={props.session.api} me={me} path={props.path} />;
      case 'support':
        return <SupportScreen api={props.session.api} assume={props.onAssume} />;
      case 'assumeRedirect':
        return (
          <AssumeRedirect
            me={me}
            assuming={props.assuming}
            superUser={props.superUser}
            home={packageHome(props.packageName)}
          />
        );
      case 'listen':
        return <ListenScreen api={props.session.api} path={props.path} />;
      default:
        return <ComingSoon path={props.path} />;
    }
  };
  return <Suspense fallback={<Skeleton lines={3} />}>{screen()}</Suspense>;
}
