import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { audienceMessages as m } from '@smm/i18n';
import type { Audience, User } from '@smm/model';
import { Skeleton } from '@smm/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { navHeading, navLink, navList } from '../../shell/local-nav.css.js';
import { audienceCalls } from './audience.calls.js';
import * as styles from './Audience.css.js';

const OverviewPage = lazy(() => import('./OverviewPage.js'));
const PeoplePage = lazy(() => import('./PeoplePage.js'));
const AudiencesPage = lazy(() => import('./AudiencesPage.js'));
const MergePage = lazy(() => import('./merge/MergePage.js'));
const ImportPage = lazy(() => import('./import/ImportPage.js'));

/** The sections of the area, in the order of its local navigation (platform §2). */
export const AUDIENCE_SECTIONS = ['overview', 'people', 'audiences', 'merge', 'import'] as const;
export type AudienceSection = (typeof AUDIENCE_SECTIONS)[number];

const SECTION_TEXTS = {
  overview: m.navOverview,
  people: m.navPeople,
  audiences: m.navAudiences,
  merge: m.navMerge,
  import: m.navImport,
} as const;

/**
 * The section and the saved audience a path names: `/audience/people`,
 * `/audience/audiences/{id}`, `/audience/people/{id}` (a person's card open); anything else is
 * the overview.
 *
 * @example
 * audienceLocation('/audience/audiences/42') // { section: 'audiences', audienceId: '42' }
 */
export function audienceLocation(path: string): {
  section: AudienceSection;
  audienceId: string | null;
  personId: string | null;
  known: boolean;
} {
  const [, , area, id] = path.split('/');
  const known = (AUDIENCE_SECTIONS as readonly string[]).includes(area ?? '');
  return {
    section: known ? (area as AudienceSection) : 'overview',
    audienceId: area === 'audiences' && id ? decodeURIComponent(id) : null,
    personId: area === 'people' && id ? decodeURIComponent(id) : null,
    known,
  };
}

/** What the Audience area needs from the signed-in app. */
export interface AudienceScreenProps {
  readonly api: ApiClient;
  readonly me: User;
  /** The route's path (`/audience…`). */
  readonly path: string;
}

/**
 * The Audience area (platform §2, decisions 0095, 0096): a local navigation — overview, people,
 * audiences, merge, import, and the pinned audiences — beside the section the path names. Each
 * section is its own lazily loaded chunk.
 */
export default function AudienceScreen({ api, me, path }: AudienceScreenProps) {
  const { i18n } = useLingui();
  const calls = useMemo(() => audienceCalls(api), [api]);
  const location = audienceLocation(path);
  useEffect(() => {
    if (!location.known) window.location.replace('#/audience/overview');
  }, [location.known]);

  // The pinned audiences of the local navigation; pages tell when audiences change.
  const [pinned, setPinned] = useState<readonly Audience[]>([]);
  const loadPinned = useCallback(() => {
    calls.audiences().then(
      (audiences) => setPinned(audiences.filter((audience) => audience.pinned)),
      () => setPinned([]),
    );
  }, [calls]);
  useEffect(loadPinned, [loadPinned]);

  const page = () => {
    switch (location.section) {
      case 'overview':
        return <OverviewPage calls={calls} me={me} />;
      case 'people':
        return <PeoplePage calls={calls} me={me} personId={location.personId} />;
      case 'audiences':
        return (
          <AudiencesPage
            calls={calls}
            me={me}
            selectedId={location.audienceId}
            onChanged={loadPinned}
          />
        );
      case 'merge':
        return <MergePage api={api} me={me} />;
      case 'import':
        return <ImportPage api={api} me={me} />;
    }
  };

  const link = (section: AudienceSection) => (
    <li key={section}>
      <a
        className={navLink}
        href={`#/audience/${section}`}
        aria-current={
          location.section === section && location.audienceId === null ? 'page' : undefined
        }
      >
        <span className={styles.linkText}>{i18n._(SECTION_TEXTS[section])}</span>
      </a>
    </li>
  );

  return (
    <div className={styles.screen} data-screen="audience">
      <h1 className={styles.title}>{i18n._(m.title)}</h1>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={i18n._(m.navigation)} data-audience-menu="">
          <div className={styles.menuSection}>
            <h2 id="audience-nav-main" className={navHeading}>
              {i18n._(m.title)}
            </h2>
            <ul className={navList} aria-labelledby="audience-nav-main">
              {(['overview', 'people', 'audiences'] as const).map(link)}
            </ul>
          </div>
          {pinned.length === 0 ? null : (
            <div className={styles.menuSection}>
              <h2 id="audience-nav-pinned" className={navHeading}>
                {i18n._(m.navPinned)}
              </h2>
              <ul className={navList} aria-labelledby="audience-nav-pinned">
                {pinned.map((audience) => (
                  <li key={audience.id}>
                    <a
                      className={navLink}
                      href={`#/audience/audiences/${audience.id}`}
                      aria-current={location.audienceId === audience.id ? 'page' : undefined}
                      title={audience.name}
                    >
                      <span className={styles.linkText}>{audience.name}</span>
                      <span className={styles.muted}>{audience.people}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.menuSection}>
            <h2 id="audience-nav-tools" className={navHeading}>
              {i18n._(m.navTools)}
            </h2>
            <ul className={navList} aria-labelledby="audience-nav-tools">
              {(['merge', 'import'] as const).map(link)}
            </ul>
          </div>
        </nav>
        <div className={styles.content}>
          <Suspense fallback={<Skeleton lines={3} />}>{page()}</Suspense>
        </div>
      </div>
    </div>
  );
}
