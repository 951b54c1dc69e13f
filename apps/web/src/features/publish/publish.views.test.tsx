import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApprovalQueue } from './approvals/ApprovalQueue.js';
import { CalendarCell } from './calendar/CalendarCell.js';
import { PostDetails, inboxHref } from './details/PostDetails.js';
import { filtersQuery } from './list/ListPage.js';
import { NO_FILTERS } from './list/ListFilters.js';
import { longDate } from './publish.format.js';
import { STORY_ZONE, storyPost, weekPost } from './publish.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const render = (node: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const noop = () => undefined;

describe('CalendarCell', () => {
  const friday = longDate('2026-11-27', 'en');
  const cell = (props: Partial<Parameters<typeof CalendarCell>[0]>) =>
    render(
      <table>
        <tbody>
          <tr>
            <CalendarCell
              kind="day"
              date="2026-11-27"
              posts={[]}
              max={3}
              zone={STORY_ZONE}
              suggestion={{ date: '2026-11-27', time: '09:00' }}
              onCreate={noop}
              onOpen={noop}
              onMore={noop}
              {...props}
            />
          </tr>
        </tbody>
      </table>,
    );

  it('shows the first posts of a day, then "+N more" naming them all', () => {
    const posts = ['a', 'b', 'c', 'd', 'e'].map((id, i) =>
      storyPost(id, 'scheduled', `2026-11-27T0${i}:00:00.000Z`, ['twitter'], `Post ${id}`),
    );
    const html = cell({ posts });
    expect(html.match(/title="/g)).toHaveLength(3);
    expect(text(html)).toContain('+2 more');
    expect(html).toContain(`aria-label="Show all 5 posts of ${friday}"`);
  });

  it('shows a post’s time in the person’s zone, its networks, first words and status in words', () => {
    const html = cell({ posts: [weekPost('p4')] });
    // 13:00 UTC is 14:00 in Berlin.
    expect(text(html)).toContain('14:00');
    expect(html).toContain('aria-label="Facebook"');
    expect(html).toContain('aria-label="X"');
    expect(text(html)).toContain('Lunch break?');
    expect(text(html)).toContain('Scheduled');
  });

  it('offers an empty slot to the composer, unless the slot is over', () => {
    expect(cell({})).toContain(`aria-label="Create a post on ${friday}"`);
    expect(
      cell({ kind: 'hour', hour: 14, suggestion: { date: '2026-11-27', time: '14:00' } }),
    ).toContain(`aria-label="Create a post on ${friday} at 14:00"`);
    expect(cell({ suggestion: null })).not.toContain('Create a post');
  });
});

describe('PostDetails', () => {
  const details = (post: ReturnType<typeof weekPost>, i18n = en) =>
    render(<PostDetails post={post} zone={STORY_ZONE} onCommand={noop} onClose={noop} />, i18n);

  it('links a published post to the network and to its item in the inbox', () => {
    const html = details(weekPost('p1'));
    expect(html).toContain('href="https://sandbox.example/facebook/posts/p1"');
    expect(html).toContain(`href="${inboxHref('item-facebook-p1')}"`);
    expect(inboxHref('i 1')).toBe('#/engage/feeds/adhoc/items/i%201');
  });

  it('shows a failed post’s reason and offers Retry where its abilities allow it', () => {
    const html = text(details(weekPost('p3')));
    expect(html).toContain('The network refused the post');
    expect(html).toContain('rate limiting');
    expect(html).toContain('Retry');
    expect(
      text(
        details({ ...weekPost('p3'), abilities: { ...weekPost('p3').abilities, retry: false } }),
      ),
    ).not.toContain('Retry');
  });

  it('shows the approver’s comment of a rejected post', () => {
    expect(text(details(weekPost('p10')))).toContain('Rejected by Ada Admin');
    expect(text(details(weekPost('p10')))).toContain('We do not run Black Friday discounts');
  });

  it('offers only what the post’s abilities allow', () => {
    const none = { edit: false, delete: false, approve: false, publish: false, retry: false };
    const html = text(details({ ...weekPost('p5'), abilities: none }));
    for (const action of ['Edit', 'Delete', 'Approve', 'Reject', 'Retry']) {
      expect(html).not.toContain(` ${action} `);
    }
    const approver = text(details(weekPost('p5')));
    expect(approver).toContain('Approve');
    expect(approver).toContain('Reject');
  });

  it('speaks German', () => {
    expect(text(details(weekPost('p10'), de))).toContain('Abgelehnt von Ada Admin');
  });
});

describe('ApprovalQueue', () => {
  it('shows the requested time in the person’s zone and the author', () => {
    const html = text(
      render(
        <ApprovalQueue
          posts={[weekPost('p5')]}
          zone={STORY_ZONE}
          onApprove={noop}
          onReject={noop}
          onOpen={noop}
        />,
      ),
    );
    expect(html).toContain('Requested for 27 Nov 2026, 09:00');
    expect(html).toContain('By Cody Creator');
  });

  it('says when nothing waits', () => {
    expect(
      text(
        render(
          <ApprovalQueue
            posts={[]}
            zone={STORY_ZONE}
            onApprove={noop}
            onReject={noop}
            onOpen={noop}
          />,
        ),
      ),
    ).toContain('Nothing to approve');
  });
});

describe('filtersQuery', () => {
  it('asks for every post, newest first, without filters', () => {
    expect(filtersQuery(NO_FILTERS, 'UTC')).toEqual({ sortBy: 'newest', limit: 25 });
  });

  it('reads the days in the person’s zone', () => {
    expect(
      filtersQuery(
        { status: 'scheduledError', channelId: 'c1', from: '2026-11-23', to: '2026-11-29' },
        'Europe/Berlin',
      ),
    ).toEqual({
      sortBy: 'newest',
      limit: 25,
      statuses: ['scheduledError'],
      channels: ['c1'],
      since: '2026-11-22T23:00:00.000Z',
      until: '2026-11-29T22:59:59.999Z',
    });
  });

  it('asks nothing while the first day is after the last', () => {
    expect(filtersQuery({ ...NO_FILTERS, from: '2026-11-29', to: '2026-11-23' }, 'UTC')).toBeNull();
  });
});
