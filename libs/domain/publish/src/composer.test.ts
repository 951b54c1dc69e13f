import fc from 'fast-check';
import { postPermissions } from '@smm/access';
import type { ChannelRole, Network, PostMedia, PublishPost } from '@smm/model';
import { describe, expect, it } from 'vitest';
import type { ComposerChannel, ComposerEvent, ComposerState } from './composer.rules.js';
import {
  canTake,
  composerActions,
  composerChanged,
  composerFromPost,
  composerInput,
  composerReducer,
  composerTiming,
  emptyComposer,
  localDateTime,
  networkChecks,
  networkContent,
  postLink,
} from './composer.rules.js';

const ZONE = 'Europe/London';
const NOW = '2026-07-01T09:00:00.000Z';
const as = (role: ChannelRole) => postPermissions({ isAdmin: false }, role);
const channel = (id: string, network: Network, role: ChannelRole = 'EDITOR'): ComposerChannel => ({
  id,
  network,
  permissions: as(role),
});
const channels = [
  channel('x1', 'twitter'),
  channel('li1', 'linkedIn'),
  channel('fb1', 'facebook'),
  channel('x2', 'twitter', 'CONTENT_CREATOR'),
  channel('ig1', 'instagram', 'MODERATOR'),
];
const photo = (name: string): PostMedia => ({
  url: `/media/publish/${name}.png`,
  mimeType: 'image/png',
  bytes: 1000,
  kind: 'photo',
  name: `${name}.png`,
});
const run = (...events: ComposerEvent[]) => events.reduce(composerReducer, emptyComposer());

describe('composerReducer', () => {
  it('customising copies the main text and media; the variant then changes alone', () => {
    const state = run(
      { type: 'setText', text: 'Long LinkedIn text' },
      { type: 'addMedia', media: photo('a') },
      { type: 'customise', network: 'twitter' },
      { type: 'setVariantText', network: 'twitter', text: 'Short' },
      { type: 'addMedia', network: 'twitter', media: photo('b') },
    );
    expect(networkContent(state, 'twitter')).toEqual({
      text: 'Short',
      media: [photo('a'), photo('b')],
    });
    expect(networkContent(state, 'linkedIn')).toEqual({
      text: 'Long LinkedIn text',
      media: [photo('a')],
    });
    const back = composerReducer(state, { type: 'useMainText', network: 'twitter' });
    expect(networkContent(back, 'twitter')).toEqual(networkContent(back, 'linkedIn'));
  });

  it('ignores a variant edit before customising, and media added twice', () => {
    const state = run(
      { type: 'setVariantText', network: 'twitter', text: 'lost' },
      { type: 'addMedia', media: photo('a') },
      { type: 'addMedia', media: photo('a') },
    );
    expect(state.variants).toEqual({});
    expect(state.media).toHaveLength(1);
  });

  it('removing media takes it off the main post or the variant only', () => {
    const state = run(
      { type: 'addMedia', media: photo('a') },
      { type: 'customise', network: 'twitter' },
      { type: 'removeMedia', network: 'twitter', url: photo('a').url },
    );
    expect(state.media).toEqual([photo('a')]);
    expect(state.variants['twitter']?.media).toEqual([]);
  });
});

describe('the link preview', () => {
  it.each([
    ['See https://example.com/menu. Thanks', 'https://example.com/menu'],
    ['(https://example.com/a)', 'https://example.com/a'],
    ['two: http://a.test/x and https://b.test', 'http://a.test/x'],
    ['no link here', null],
  ])('the text %j previews %j', (text, link) => {
    expect(postLink(run({ type: 'setText', text }))).toBe(link);
  });

  it('uses the link field before the text, and remembers a removed preview', () => {
    const typed = run(
      { type: 'setText', text: 'at https://a.test' },
      { type: 'setLinkField', url: ' https://b.test ' },
    );
    expect(postLink(typed)).toBe('https://b.test');
    const removed = composerReducer(typed, { type: 'removeLink' });
    // The field's link is gone and the text's own link still shows.
    expect(postLink(removed)).toBe('https://a.test');
    const none = composerReducer(removed, { type: 'removeLink' });
    expect(postLink(none)).toBeNull();
    // Another link in the text brings a preview back.
    expect(postLink(composerReducer(none, { type: 'setText', text: 'https://c.test' }))).toBe(
      'https://c.test',
    );
  });
});

describe('networkChecks: a counter and the problems of every chosen network', () => {
  it('counts X with twitter-text and shows 281/280 as over', () => {
    const state = run(
      { type: 'setChannels', channelIds: ['x1', 'li1'] },
      { type: 'setText', text: 'a'.repeat(281) },
    );
    expect(networkChecks(state, channels)).toEqual([
      {
        network: 'twitter',
        customised: false,
        counter: { count: 281, max: 280, over: true },
        problems: [{ kind: 'tooLong', count: 281, max: 280 }],
      },
      {
        network: 'linkedIn',
        customised: false,
        counter: { count: 281, max: 3000, over: false },
        problems: [],
      },
    ]);
  });

  it('an X variant fixes X alone; LinkedIn with a photo still needs text', () => {
    const state = run(
      { type: 'setChannels', channelIds: ['x1', 'li1', 'x2'] },
      { type: 'addMedia', media: photo('a') },
      { type: 'customise', network: 'twitter' },
      { type: 'setVariantText', network: 'twitter', text: 'Short for X' },
    );
    const checks = networkChecks(state, channels);
    expect(checks.map((check) => [check.network, check.customised, check.problems])).toEqual([
      ['twitter', true, []],
      ['linkedIn', false, [{ kind: 'textRequired' }]],
    ]);
  });
});

describe('composerTiming in the person zone', () => {
  it.each<[string, string, string, unknown]>([
    ['', '', NOW, { kind: 'none' }],
    ['2026-07-01', '', NOW, { kind: 'incomplete' }],
    ['2026-07-01', '99:00', NOW, { kind: 'invalid', problem: 'invalidTime' }],
    [
      '2026-07-01',
      '10:01',
      NOW,
      { kind: 'at', instant: '2026-07-01T09:01:00.000Z', resolution: 'exact', timing: 'ok' },
    ],
    [
      '2026-07-01',
      '10:00',
      NOW,
      { kind: 'at', instant: '2026-07-01T09:00:00.000Z', resolution: 'exact', timing: 'tooSoon' },
    ],
    [
      '2026-03-29',
      '01:30',
      '2026-03-01T00:00:00Z',
      { kind: 'at', instant: '2026-03-29T01:00:00.000Z', resolution: 'movedForward', timing: 'ok' },
    ],
    [
      '2026-10-25',
      '01:30',
      '2026-03-01T00:00:00Z',
      {
        kind: 'at',
        instant: '2026-10-25T00:30:00.000Z',
        resolution: 'earlierOffset',
        timing: 'ok',
      },
    ],
    [
      '2026-06-30',
      '10:00',
      NOW,
      { kind: 'at', instant: '2026-06-30T09:00:00.000Z', resolution: 'exact', timing: 'past' },
    ],
  ])('%s %s (now %s) → %j', (date, time, now, expected) => {
    expect(
      composerTiming(run({ type: 'setDate', date }, { type: 'setTime', time }), ZONE, now),
    ).toEqual(expected);
  });
});

describe('composerActions (docs/decisions/0074)', () => {
  const base = (channelIds: string[], text = 'Hello', date = '', time = '') =>
    run(
      { type: 'setChannels', channelIds },
      { type: 'setText', text },
      { type: 'setDate', date },
      { type: 'setTime', time },
    );
  it.each<[string, ComposerState, string | null, string[]]>([
    ['an editor, no time', base(['x1', 'li1']), 'publishNow', ['submitForApproval', 'saveDraft']],
    [
      'an editor with a time',
      base(['x1'], 'Hi', '2026-07-02', '10:00'),
      'schedule',
      ['publishNow', 'submitForApproval', 'saveDraft'],
    ],
    ['a content creator', base(['x2']), 'submitForApproval', ['saveDraft']],
    ['an editor and a content creator', base(['x1', 'x2']), 'submitForApproval', ['saveDraft']],
    ['a moderator', base(['ig1']), null, []],
    ['no channel', base([]), null, []],
  ])('%s: main %s, menu %j', (_who, state, primary, others) => {
    const actions = composerActions(state, channels, ZONE, NOW);
    expect(actions.primary).toBe(primary);
    expect(actions.others).toEqual(others);
  });

  it('281 characters on X: nothing but the draft can be taken', () => {
    const actions = composerActions(base(['x1', 'li1'], 'a'.repeat(281)), channels, ZONE, NOW);
    expect(actions.blocks).toEqual({
      publishNow: ['content'],
      submitForApproval: ['content'],
      saveDraft: [],
    });
  });

  it('a time less than a minute ahead blocks Schedule but not Publish now', () => {
    const actions = composerActions(base(['x1'], 'Hi', '2026-07-01', '10:00'), channels, ZONE, NOW);
    expect(canTake(actions, 'schedule')).toBe(false);
    expect(actions.blocks.schedule).toEqual(['time']);
    expect(canTake(actions, 'publishNow')).toBe(true);
    expect(canTake(actions, 'saveDraft')).toBe(true);
  });

  it('an empty post cannot be saved, and nothing while an upload runs', () => {
    expect(composerActions(base(['x1'], ''), channels, ZONE, NOW).blocks.saveDraft).toEqual([
      'content',
    ]);
    expect(composerActions(base(['x1']), channels, ZONE, NOW, true).blocks.publishNow).toEqual([
      'uploading',
    ]);
  });
});

describe('composerInput and composerFromPost', () => {
  const state = run(
    { type: 'setChannels', channelIds: ['li1', 'x1'] },
    { type: 'setText', text: 'Our menu https://cafe.test/menu' },
    { type: 'addMedia', media: photo('a') },
    { type: 'customise', network: 'twitter' },
    { type: 'setVariantText', network: 'twitter', text: 'Menu!' },
    { type: 'customise', network: 'instagram' },
    { type: 'setDate', date: '2026-07-02' },
    { type: 'setTime', time: '10:00' },
    { type: 'setPromote', promote: true },
  );

  it('sends the chosen channels in order, variants of chosen networks only, the instant', () => {
    expect(composerInput(state, channels, 'schedule', ZONE, { promoteAvailable: false })).toEqual({
      channelIds: ['x1', 'li1'],
      text: 'Our menu https://cafe.test/menu',
      action: 'schedule',
      media: [{ url: photo('a').url }],
      link: 'https://cafe.test/menu',
      variants: [{ network: 'twitter', text: 'Menu!', media: [{ url: photo('a').url }] }],
      scheduledAt: '2026-07-02T09:00:00.000Z',
      promote: false,
    });
    const now = composerInput(state, channels, 'publishNow', ZONE, { promoteAvailable: true });
    expect([now.scheduledAt, now.promote]).toEqual([null, true]);
  });

  it('fills the composer from a saved post, with only the differing variants', () => {
    const post = {
      text: 'Our menu https://cafe.test/menu',
      media: [photo('a')],
      link: {
        url: 'https://cafe.test/menu',
        title: null,
        description: null,
        imageUrl: null,
        siteName: null,
      },
      variants: [
        { network: 'twitter', text: 'Menu!', media: [photo('a')] },
        { network: 'linkedIn', text: 'Our menu https://cafe.test/menu', media: [photo('a')] },
      ],
      channelIds: ['li1', 'x1'],
      scheduledAt: '2026-07-02T09:00:00.000Z',
      promote: true,
    } as unknown as PublishPost;
    const filled = composerFromPost(post, ZONE);
    expect(filled).toEqual({
      ...emptyComposer('2026-07-02', '10:00'),
      channelIds: ['li1', 'x1'],
      text: post.text,
      media: [photo('a')],
      variants: { twitter: { text: 'Menu!', media: [photo('a')] } },
      promote: true,
    });
    expect(composerChanged(filled, filled)).toBe(false);
    expect(composerChanged(filled, composerReducer(filled, { type: 'setText', text: 'x' }))).toBe(
      true,
    );
    expect(postLink(composerFromPost({ ...post, link: null }, ZONE))).toBeNull();
  });

  it('localDateTime reads an instant in the zone', () => {
    expect(localDateTime('2026-01-15T09:00:00Z', 'America/New_York')).toEqual({
      date: '2026-01-15',
      time: '04:00',
    });
    expect(localDateTime('nonsense', ZONE)).toBeNull();
  });
});

describe('invariants (fast-check)', () => {
  const networks = ['twitter', 'linkedIn', 'facebook', 'instagram'];
  const event: fc.Arbitrary<ComposerEvent> = fc.oneof(
    fc
      .subarray(channels.map((c) => c.id))
      .map((channelIds) => ({ type: 'setChannels' as const, channelIds })),
    fc.string({ maxLength: 320 }).map((text) => ({ type: 'setText' as const, text })),
    fc.constantFrom(...networks).map((network) => ({ type: 'customise' as const, network })),
    fc.constantFrom(...networks).map((network) => ({ type: 'useMainText' as const, network })),
    fc
      .tuple(fc.constantFrom(...networks), fc.string({ maxLength: 320 }))
      .map(([network, text]) => ({ type: 'setVariantText' as const, network, text })),
    fc
      .tuple(fc.option(fc.constantFrom(...networks), { nil: undefined }), fc.constantFrom('a', 'b'))
      .map(([network, name]) =>
        network === undefined
          ? { type: 'addMedia' as const, media: photo(name) }
          : { type: 'addMedia' as const, network, media: photo(name) },
      ),
    fc.constant({ type: 'removeLink' as const }),
  );

  it('every chosen network has one check; an action is takeable only without problems', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        const state = events.reduce(composerReducer, emptyComposer());
        const checks = networkChecks(state, channels);
        const chosen = new Set(state.channelIds);
        const expected = new Set(channels.filter((c) => chosen.has(c.id)).map((c) => c.network));
        expect(checks.map((check) => check.network).sort()).toEqual([...expected].sort());
        const actions = composerActions(state, channels, ZONE, NOW);
        const problems = checks.some((check) => check.problems.length > 0);
        for (const action of [actions.primary, ...actions.others]) {
          if (action === null || action === 'saveDraft') continue;
          if (problems) expect(canTake(actions, action)).toBe(false);
        }
        const input = composerInput(state, channels, 'saveDraft', ZONE, { promoteAvailable: true });
        expect(input.variants?.every((variant) => expected.has(variant.network))).toBe(true);
        for (const network of networks) {
          const back = composerReducer(state, { type: 'useMainText', network });
          expect(networkContent(back, network)).toEqual({ text: state.text, media: state.media });
        }
      }),
    );
  });
});
