import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { composerReducer, emptyComposer, type ComposerEvent } from '@smm/publish';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Composer, type ComposerViewProps } from './Composer.js';
import { zoneLabel } from './composer.texts.js';
import {
  creatorChannels,
  storyChannels,
  storyGroups,
  storyLink,
  storyScheduledPost,
} from './composer.story-data.js';
import { PostPreview } from './PostPreview.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const never = () => new Promise<never>(() => undefined);
const base: ComposerViewProps = {
  source: { status: 'ready', channels: storyChannels, groups: storyGroups },
  calls: {
    channels: never,
    channelGroups: never,
    linkMeta: never,
    upload: never,
    create: never,
    update: never,
  },
  packageName: 'suite',
  timeZone: 'Europe/London',
  onClose: () => undefined,
  onSaved: () => undefined,
  now: () => new Date('2026-11-26T10:00:00Z'),
};
const state = (...events: ComposerEvent[]) => events.reduce(composerReducer, emptyComposer());
const html = (element: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The main action's button, as rendered. */
const primary = (markup: string) => /<button[^>]*data-action="[^"]+"[^>]*>/.exec(markup)?.[0] ?? '';

describe('Composer', () => {
  it('281 characters for X and LinkedIn: 281/280, the problem in words, Publish now disabled', () => {
    const markup = html(
      <Composer
        {...base}
        initialState={state(
          { type: 'setChannels', channelIds: ['c-x', 'c-li'] },
          { type: 'setText', text: 'a'.repeat(281) },
        )}
      />,
    );
    expect(text(markup)).toContain('281/280');
    expect(text(markup)).toContain('281/3000');
    expect(text(markup)).toContain('X: the post is 281 characters; X takes 280.');
    expect(primary(markup)).toContain('data-action="publishNow"');
    expect(primary(markup)).toContain('disabled');
  });

  it('a content creator submits for approval; essentials has no promote', () => {
    const props = {
      ...base,
      source: { status: 'ready', channels: creatorChannels, groups: [] },
      initialState: state(
        { type: 'setChannels', channelIds: ['c-x'] },
        { type: 'setText', text: 'Open until 8 pm' },
      ),
    } as const;
    const essentials = html(<Composer {...props} packageName="essentials" />);
    expect(primary(essentials)).toContain('data-action="submitForApproval"');
    expect(primary(essentials)).not.toContain('disabled');
    expect(text(essentials)).not.toContain('Promote this post');
    expect(text(html(<Composer {...props} />))).toContain('Promote this post');
  });

  it('editing a scheduled post fills its time in the zone and offers Schedule', () => {
    const markup = html(<Composer {...base} post={storyScheduledPost} />);
    expect(text(markup)).toContain('Edit post');
    expect(markup).toContain('value="2026-12-03"');
    expect(markup).toContain('value="09:30"');
    expect(text(markup)).toContain('Europe/London (GMT)');
    expect(primary(markup)).toContain('data-action="schedule"');
  });

  it('speaks German', () => {
    const markup = html(<Composer {...base} />, de);
    expect(text(markup)).toContain('Beitrag erstellen');
  });
});

describe('PostPreview', () => {
  it('shows the text with its link, and the link card', () => {
    const markup = html(
      <PostPreview
        network="facebook"
        author={{ name: 'Demo Coffee' }}
        text="Menu: https://cafe.example/autumn."
        media={[]}
        link={storyLink}
      />,
    );
    expect(markup).toContain('href="https://cafe.example/autumn"');
    expect(text(markup)).toContain('Our autumn menu is here');
  });
});

describe('zoneLabel', () => {
  it.each([
    ['Europe/London', '2026-07-01T12:00:00Z', 'Europe/London (GMT+1)'],
    ['Europe/London', '2026-01-01T12:00:00Z', 'Europe/London (GMT)'],
    ['Asia/Kolkata', '2026-01-01T12:00:00Z', 'Asia/Kolkata (GMT+5:30)'],
    ['Not/AZone', '2026-01-01T12:00:00Z', 'Not/AZone'],
  ])('%s at %s is %s', (zone, at, label) => {
    expect(zoneLabel(zone, new Date(at))).toBe(label);
  });
});
