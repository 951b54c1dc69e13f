import { periodDays, type DaySpan } from '@smm/benchmark';
import type { BenchmarkPeriod, Network } from '@smm/model';
import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import type { Db } from '../../db/database.js';

/** One brand's totals on one network, or on all of the report's networks (`network` null). */
export interface ReportLine {
  readonly network: Network | null;
  readonly fans: number;
  readonly fansGrowth: number;
  readonly posts: number;
  readonly engagement: number;
  readonly reactions: number;
  readonly comments: number;
  readonly shares: number;
  readonly views: number;
  /** Null when a channel's network publishes none (YouTube). */
  readonly reach: number | null;
  readonly impressions: number | null;
  /** Engagement per post per thousand fans (decision 0076); 0 without posts or fans. */
  readonly engagementRate: number;
}

/** What a report says: each brand's totals over the period's days. */
export interface ReportContent {
  readonly span: DaySpan;
  readonly brands: ReadonlyArray<{ readonly name: string; readonly lines: readonly ReportLine[] }>;
}

interface DayRow {
  brandId: string;
  channelId: string;
  network: string;
  hasReach: boolean;
  day: string;
  fans: number;
  posts: number;
  reactions: number;
  comments: number;
  shares: number;
  views: number;
  reach: number | null;
  impressions: number | null;
}

/**
 * The brand totals of a report's period (`periodDays` of its period at `at`): the brands'
 * public channels' days summed, per network and over all networks; fans are the last day's
 * count, their growth that minus the count of the day before the period.
 */
export async function reportContent(
  db: Db,
  report: {
    readonly orgId: string;
    readonly brandIds: readonly string[];
    readonly networks: readonly string[];
    readonly period: BenchmarkPeriod;
  },
  at: Date,
): Promise<ReportContent> {
  const span = periodDays(report.period, at);
  const before =
    DateTime.fromISO(span.since, { zone: 'utc' }).minus({ days: 1 }).toISODate() ?? span.since;
  const brands = await db
    .selectFrom('benchmarkBrands')
    .select(['id', 'name'])
    .where('orgId', '=', report.orgId)
    .where(
      'id',
      'in',
      report.brandIds.length > 0 ? [...report.brandIds] : ['00000000-0000-0000-0000-000000000000'],
    )
    .orderBy('name')
    .execute();
  if (brands.length === 0) return { span, brands: [] };
  let query = db
    .selectFrom('benchmarkBrandChannels as bc')
    .innerJoin('publicChannels as pc', 'pc.id', 'bc.publicChannelId')
    .innerJoin('publicChannelDays as d', 'd.publicChannelId', 'pc.id')
    .select([
      'bc.brandId',
      'pc.id as channelId',
      'pc.network',
      'pc.hasReach',
      'd.day',
      'd.fans',
      'd.posts',
      'd.reactions',
      'd.comments',
      'd.shares',
      'd.views',
      'd.reach',
      'd.impressions',
    ])
    .where('bc.orgId', '=', report.orgId)
    .where(
      'bc.brandId',
      'in',
      brands.map((brand) => brand.id),
    )
    .where('d.day', '>=', before)
    .where('d.day', '<=', span.until);
  if (report.networks.length > 0) query = query.where('pc.network', 'in', [...report.networks]);
  const rows: DayRow[] = await query.execute();
  return {
    span,
    brands: brands.map((brand) => {
      const own = rows.filter((row) => row.brandId === brand.id);
      const networks = [...new Set(own.map((row) => row.network))].sort() as Network[];
      return {
        name: brand.name,
        lines: [
          ...networks.map((network) =>
            line(
              network,
              own.filter((row) => row.network === network),
              span,
              before,
            ),
          ),
          line(null, own, span, before),
        ],
      };
    }),
  };
}

function line(
  network: Network | null,
  rows: readonly DayRow[],
  span: DaySpan,
  before: string,
): ReportLine {
  const inPeriod = rows.filter((row) => row.day >= span.since);
  const sum = (key: 'posts' | 'reactions' | 'comments' | 'shares' | 'views') =>
    inPeriod.reduce((total, row) => total + row[key], 0);
  const hasReach = rows.length > 0 && rows.every((row) => row.hasReach);
  const sumNullable = (key: 'reach' | 'impressions') =>
    hasReach ? inPeriod.reduce((total, row) => total + (row[key] ?? 0), 0) : null;
  const fansOn = (day: string) =>
    rows.filter((row) => row.day === day).reduce((total, row) => total + row.fans, 0);
  const lastDay = inPeriod.reduce((last, row) => (row.day > last ? row.day : last), '');
  const fans = lastDay === '' ? 0 : fansOn(lastDay);
  const fansBefore = rows.some((row) => row.day === before) ? fansOn(before) : fans;
  const posts = sum('posts');
  const reactions = sum('reactions');
  const comments = sum('comments');
  const shares = sum('shares');
  const engagement = reactions + comments + shares;
  return {
    network,
    fans,
    fansGrowth: fans - fansBefore,
    posts,
    engagement,
    reactions,
    comments,
    shares,
    views: sum('views'),
    reach: sumNullable('reach'),
    impressions: sumNullable('impressions'),
    engagementRate:
      posts > 0 && fans > 0 ? Math.round((engagement / posts / (fans / 1000)) * 100) / 100 : 0,
  };
}

const COLUMNS = [
  ['fans', 'Fans'],
  ['fansGrowth', 'Fans growth'],
  ['posts', 'Posts'],
  ['engagement', 'Engagement'],
  ['engagementRate', 'Engagement rate'],
  ['reactions', 'Reactions'],
  ['comments', 'Comments'],
  ['shares', 'Shares'],
  ['views', 'Views'],
  ['reach', 'Reach'],
  ['impressions', 'Impressions'],
] as const;

const networkName = (network: Network | null) => network ?? 'All networks';
const cell = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-GB'));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The report as a CSV file: one row per brand and network, then the brand's total. */
export function reportCsv(content: ReportContent): string {
  return stringify([
    ['Brand', 'Network', 'Since', 'Until', ...COLUMNS.map(([, title]) => title)],
    ...content.brands.flatMap((brand) =>
      brand.lines.map((l) => [
        brand.name,
        networkName(l.network),
        content.span.since,
        content.span.until,
        ...COLUMNS.map(([key]) => (l[key] === null ? '' : String(l[key]))),
      ]),
    ),
  ]);
}

/** The report's e-mail: subject, text and HTML, with a table per brand. */
export function reportMail(
  name: string,
  content: ReportContent,
  link: string,
): { subject: string; text: string; html: string } {
  const period = `${content.span.since} to ${content.span.until}`;
  const subject = `Benchmark report: ${name} (${period})`;
  const intro = `${name}: your brands' public metrics from ${period} (UTC days).`;
  const none = 'None of the report’s brands has public channels on its networks any more.';
  const text = [
    intro,
    '',
    ...(content.brands.length === 0 ? [none, ''] : []),
    ...content.brands.flatMap((brand) => [
      brand.name,
      ...brand.lines.map(
        (l) =>
          `  ${networkName(l.network)}: ${COLUMNS.map(([key, title]) => `${title} ${cell(l[key])}`).join(', ')}`,
      ),
      '',
    ]),
    'The same figures are attached as a CSV file.',
    `Open Benchmark: ${link}`,
    '',
  ].join('\n');
  const table = (brand: ReportContent['brands'][number]) => `
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(brand.name)}</h2>
<table style="border-collapse:collapse;font-size:13px">
<thead><tr><th scope="col" style="text-align:left;padding:4px 8px;border-bottom:1px solid #ccc">Network</th>${COLUMNS.map(([, title]) => `<th scope="col" style="text-align:right;padding:4px 8px;border-bottom:1px solid #ccc">${title}</th>`).join('')}</tr></thead>
<tbody>${brand.lines
    .map(
      (l) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 8px;font-weight:${l.network === null ? 700 : 400}">${escapeHtml(networkName(l.network))}</th>${COLUMNS.map(([key]) => `<td style="text-align:right;padding:4px 8px">${cell(l[key])}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody>
</table>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
${content.brands.length === 0 ? `<p>${escapeHtml(none)}</p>` : content.brands.map(table).join('\n')}
<p>The same figures are attached as a CSV file.</p>
<p><a href="${escapeHtml(link)}">Open Benchmark</a></p>
</body></html>`;
  return { subject, text, html };
}
