import type { AiFeaturesFlag, Channel, Locale, Organisation, Team, User } from '@smm/model';
import { makeChannel, makeTeam, makeUser } from '@smm/model/testing';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Authentication, BootstrapSnapshot, FeatureToggles } from './bootstrap.machine.js';
import { bootstrapMachine } from './bootstrap.machine.js';
import { LOCALE_WARNING } from './bootstrap.rules.js';

interface Call<I, O> {
  readonly input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

function calls<O, I = void>() {
  const made: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) => new Promise<O>((resolve, reject) => made.push({ input, resolve, reject })),
  );
  return { made, logic, last: () => made[made.length - 1] as Call<I, O> };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const auth: Authentication = { subject: 'u1', realmRoles: [], assuming: false };

function start() {
  const clock = new SimulatedClock();
  const fakes = {
    authenticate: calls<Authentication>(),
    registerLocale: calls<Locale>(),
    me: calls<User>(),
    users: calls<readonly User[]>(),
    teams: calls<readonly Team[]>(),
    checkChannelFeature: calls<boolean>(),
    channels: calls<readonly Channel[], { readonly channelsV2: boolean | null }>(),
    features: calls<FeatureToggles>(),
    aiSettings: calls<AiFeaturesFlag>(),
    organisation: calls<Organisation, { readonly me: User }>(),
  };
  const actor = createActor(
    bootstrapMachine.provide({
      actors: Object.fromEntries(Object.entries(fakes).map(([k, v]) => [k, v.logic])) as never,
    }),
    { clock },
  );
  const published: BootstrapSnapshot[] = [];
  actor.on('snapshot', ({ snapshot }) => published.push(snapshot));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const ctx = () => actor.getSnapshot().context;
  return { actor, clock, fakes, published, value, ctx };
}

async function signedIn() {
  const app = start();
  app.fakes.authenticate.last().resolve(auth);
  await settle();
  app.fakes.registerLocale.last().resolve('de');
  await settle();
  return app;
}

const me = (over: Partial<User> = {}) => makeUser({ id: 'u1', ...over });
const org = { id: 'o1', name: 'Acme' } as unknown as Organisation;

/** Answers every start load (a plain user unless `user` says otherwise). */
async function loadAll(app: Awaited<ReturnType<typeof signedIn>>, user: User = me()) {
  const { fakes } = app;
  fakes.me.last().resolve(user);
  fakes.users.last().resolve([user, makeUser({ id: 'u2' })]);
  fakes.teams.last().resolve([makeTeam({ id: 't1' })]);
  fakes.checkChannelFeature.last().resolve(true);
  fakes.features.last().resolve({ channels_v2: true });
  fakes.aiSettings.last().resolve({ aiFeaturesEnabled: false });
  await settle();
  fakes.channels.last().resolve([makeChannel({ id: 'c1' })]);
  await settle();
}

describe('bootstrap: authentication and locale', () => {
  it('authenticates first and loads nothing before', async () => {
    const app = start();
    expect(app.value()).toBe('authenticating');
    expect(app.fakes.me.made).toHaveLength(0);
    expect(app.fakes.registerLocale.made).toHaveLength(0);
    app.fakes.authenticate.last().resolve(auth);
    await settle();
    expect(app.value()).toBe('registeringLocale');
    expect(app.ctx().authentication).toEqual(auth);
  });

  it.each([
    ['invalid_grant', 'Authentication error: invalid_grant'],
    ['The identity library was not loaded.', 'The identity library was not loaded.'],
    ['Cookies are not enabled in the browser.', 'Cookies are not enabled in the browser.'],
  ])('a failed authentication (%s) says %j and can be tried again', async (message, text) => {
    const app = start();
    app.fakes.authenticate.last().reject(new Error(message));
    await settle();
    expect(app.value()).toBe('unauthenticated');
    expect(app.ctx().authError).toBe(text);
    app.actor.send({ type: 'authenticate' });
    expect(app.value()).toBe('authenticating');
    expect(app.fakes.authenticate.made).toHaveLength(2);
  });

  it('registers the locale, then starts the loads', async () => {
    const app = await signedIn();
    expect(app.ctx().locale).toBe('de');
    expect(app.ctx().localeWarning).toBeNull();
    expect(app.fakes.me.made).toHaveLength(1);
  });

  it('a failed locale registration shows the warning and goes on', async () => {
    const app = start();
    app.fakes.authenticate.last().resolve(auth);
    await settle();
    app.fakes.registerLocale.last().reject(new Error('404'));
    await settle();
    expect(app.ctx().localeWarning).toBe(LOCALE_WARNING);
    expect(app.fakes.me.made).toHaveLength(1);
  });

  it('locale registration may take 5 s; after that the app goes on with the warning', async () => {
    const app = start();
    app.fakes.authenticate.last().resolve(auth);
    await settle();
    app.clock.increment(4999);
    expect(app.value()).toBe('registeringLocale');
    app.clock.increment(1);
    expect(app.ctx().localeWarning).toBe(
      "We've encountered an error. If you notice unexpected behaviour in the application please contact support.",
    );
    expect(app.fakes.me.made).toHaveLength(1);
    app.fakes.registerLocale.last().resolve('fr');
    await settle();
    expect(app.ctx().locale).toBeNull();
  });
});

describe('bootstrap: loader and loads', () => {
  it('the loader fades once started and is removed after 2 s', async () => {
    const app = await signedIn();
    const loader = () => (app.value() as { started: { loader: string } }).started.loader;
    expect(loader()).toBe('fading');
    app.clock.increment(1999);
    expect(loader()).toBe('fading');
    app.clock.increment(1);
    expect(loader()).toBe('removed');
  });

  it('starts me, users, teams, the channel check, features and AI settings at once', async () => {
    const app = await signedIn();
    for (const load of [
      'me',
      'users',
      'teams',
      'checkChannelFeature',
      'features',
      'aiSettings',
    ] as const) {
      expect(app.fakes[load].made, load).toHaveLength(1);
    }
    expect(app.fakes.channels.made).toHaveLength(0);
  });

  it('publishes the first snapshot once, when all six are loaded', async () => {
    const app = await signedIn();
    const { fakes } = app;
    fakes.me.last().resolve(me());
    fakes.users.last().resolve([me()]);
    fakes.teams.last().resolve([]);
    fakes.features.last().resolve({ a: true });
    fakes.aiSettings.last().resolve({ aiFeaturesEnabled: true });
    fakes.checkChannelFeature.last().resolve(true);
    await settle();
    expect(app.published).toHaveLength(0);
    expect(app.ctx().snapshot).toBeNull();
    fakes.channels.last().resolve([makeChannel({ id: 'c1' })]);
    await settle();
    expect(app.published).toHaveLength(1);
    expect(app.published[0]).toMatchObject({
      authentication: auth,
      locale: 'de',
      me: { id: 'u1' },
      features: { a: true },
      aiSettings: { aiFeaturesEnabled: true },
    });
    expect(app.ctx().snapshot).toBe(app.published[0]);
  });

  it('a failed load keeps its error, holds the snapshot back, and retry asks again', async () => {
    const app = await signedIn();
    app.fakes.teams.last().reject({ status: 503, message: 'Teams unavailable' });
    await settle();
    await loadAllBut(app, 'teams');
    expect(app.ctx().errors.teams).toEqual({ status: 503, message: 'Teams unavailable' });
    expect(app.published).toHaveLength(0);
    app.actor.send({ type: 'retry', load: 'users' });
    expect(app.fakes.teams.made).toHaveLength(1);
    app.actor.send({ type: 'retry' });
    expect(app.fakes.teams.made).toHaveLength(2);
    expect(app.fakes.me.made).toHaveLength(1);
    app.fakes.teams.last().resolve([]);
    await settle();
    expect(app.ctx().errors.teams).toBeUndefined();
    expect(app.published).toHaveLength(1);
  });

  it('a failed channel feature check does not stop the channel load', async () => {
    const app = await signedIn();
    app.fakes.checkChannelFeature.last().reject(new Error('toggles down'));
    await settle();
    expect(app.fakes.channels.made).toHaveLength(1);
    expect(app.fakes.channels.last().input).toEqual({ channelsV2: null });
    expect(app.ctx().errors.channelFeature?.message).toBe('toggles down');
  });

  it('passes the channels_v2 answer to the channel load', async () => {
    const app = await signedIn();
    app.fakes.checkChannelFeature.last().resolve(false);
    await settle();
    expect(app.fakes.channels.last().input).toEqual({ channelsV2: false });
  });
});

/** Answers every start load except one. */
async function loadAllBut(app: Awaited<ReturnType<typeof signedIn>>, skip: string) {
  const { fakes } = app;
  if (skip !== 'me') fakes.me.last().resolve(me());
  if (skip !== 'users') fakes.users.last().resolve([me()]);
  if (skip !== 'teams') fakes.teams.last().resolve([]);
  if (skip !== 'features') fakes.features.last().resolve({});
  if (skip !== 'aiSettings') fakes.aiSettings.last().resolve({ aiFeaturesEnabled: false });
  fakes.checkChannelFeature.last().resolve(true);
  await settle();
  if (skip !== 'channels') fakes.channels.last().resolve([]);
  await settle();
}

describe('bootstrap: the full organisation', () => {
  it.each([
    ['an admin', me({ isAdmin: true }), true],
    ['a team leader', me({ isTeamLeader: true }), true],
    ['an editor', me({ isAdmin: false, defaultChannelRole: 'EDITOR' }), false],
  ])('is loaded for %s: %s', async (_, user, loads) => {
    const app = await signedIn();
    await loadAll(app, user);
    expect(app.fakes.organisation.made).toHaveLength(loads ? 1 : 0);
    if (!loads) return;
    expect(app.fakes.organisation.last().input).toEqual({ me: user });
    app.fakes.organisation.last().resolve(org);
    await settle();
    expect(app.ctx().organisation).toEqual(org);
  });

  it('waits for channels, colleagues and teams before loading', async () => {
    const app = await signedIn();
    const admin = me({ isAdmin: true });
    app.fakes.me.last().resolve(admin);
    app.fakes.teams.last().resolve([]);
    app.fakes.checkChannelFeature.last().resolve(true);
    await settle();
    app.fakes.channels.last().resolve([]);
    await settle();
    expect(app.fakes.organisation.made).toHaveLength(0);
    app.fakes.users.last().resolve([admin]);
    await settle();
    expect(app.fakes.organisation.made).toHaveLength(1);
  });

  it('a failed organisation load does not hold back the first snapshot', async () => {
    const app = await signedIn();
    await loadAll(app, me({ isAdmin: true }));
    app.fakes.organisation.last().reject(new Error('org down'));
    await settle();
    expect(app.published).toHaveLength(1);
    expect(app.ctx().errors.organisation?.message).toBe('org down');
    app.actor.send({ type: 'retry', load: 'organisation' });
    expect(app.fakes.organisation.made).toHaveLength(2);
  });
});
