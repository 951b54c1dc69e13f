import {
  HomeAudience,
  HomeConfig,
  HomeConfigChange,
  HomeEngage,
  HomeListen,
  HomeMeasure,
} from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { engageViewer } from '../engage/engage.viewer.js';
import { readHomeConfig, requireWidget, saveHomeConfig } from './home.config.js';
import { requireAudience } from '../audience/audience.access.js';
import { audienceSummary, engageSummary, listenSummary, measureSummary } from './home.widgets.js';

/** The home area's base path (decision 0069). */
export const HOME = '/api/home';

const TAG = 'home';

/**
 * Home (decision 0073): the person's configuration of their widgets (platform §7: "user config
 * via POST with an empty path") and the data of the engage, measure, audience and listen
 * widgets, each over what the caller sees and only where the package has the widget's area.
 * The publishing widget reads `GET /api/publish/items`.
 */
export function homeRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: HOME,
      tag: TAG,
      summary:
        "The caller's home: without items it answers their widgets; with items it saves their order and visibility (only the package's widgets; missing ones follow, shown)",
      access: 'user',
      body: HomeConfigChange,
      response: HomeConfig,
      handle: async ({ db, caller, body }) =>
        body.items === undefined
          ? readHomeConfig(db, caller)
          : saveHomeConfig(db, caller, body.items),
    }),
    route({
      method: 'GET',
      path: `${HOME}/engage`,
      tag: TAG,
      summary:
        'The engage widget: unread items, items assigned to the caller, and the five waiting longest for an answer, on the channels the caller sees',
      access: 'user',
      response: HomeEngage,
      handle: async ({ db, caller }) => {
        await requireWidget(db, caller, 'engage');
        return engageSummary(db, await engageViewer(db, caller));
      },
    }),
    route({
      method: 'GET',
      path: `${HOME}/measure`,
      tag: TAG,
      summary:
        "The measure widget: customers' items received in the last 7 days on the channels the caller sees, how many were answered, and the median time to the first answer",
      access: 'user',
      response: HomeMeasure,
      handle: async ({ db, caller }) => {
        await requireWidget(db, caller, 'measure');
        return measureSummary(db, await engageViewer(db, caller), new Date());
      },
    }),
    route({
      method: 'GET',
      path: `${HOME}/audience`,
      tag: TAG,
      summary:
        'The audience widget: the people who wrote in the last 7 days on the channels the caller sees, and how many of them for the first time',
      access: 'user',
      response: HomeAudience,
      handle: async ({ db, caller }) => {
        await requireWidget(db, caller, 'audience');
        await requireAudience(db, caller);
        return audienceSummary(db, await engageViewer(db, caller), new Date());
      },
    }),
    route({
      method: 'GET',
      path: `${HOME}/listen`,
      tag: TAG,
      summary:
        "The listen widget: the organisation's active listening queries with their volume in the last 7 days",
      access: 'user',
      response: HomeListen,
      handle: async ({ db, caller }) => {
        await requireWidget(db, caller, 'listen');
        return listenSummary(db, caller.orgId);
      },
    }),
  ];
}
