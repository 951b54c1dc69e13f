import { useLingui } from '@lingui/react';
import { adsMessages as m, translate } from '@smm/i18n';
import type {
  AdCampaign,
  AdCampaignPage,
  AdCampaignSort,
  AdCampaignStatus,
  AdResultType,
  AdSortOrder,
} from '@smm/model';
import { Badge, type BadgeTone, Button, Icon, VisuallyHidden } from '@smm/ui';
import { countText, dayText, moneyText } from './ads.format.js';
import * as styles from './CampaignsTable.css.js';

/** The texts of each campaign status and the badge tone it shows in. */
export const STATUS_LOOK: Record<
  AdCampaignStatus,
  { text: typeof m.statusActive; tone: BadgeTone }
> = {
  active: { text: m.statusActive, tone: 'success' },
  paused: { text: m.statusPaused, tone: 'warning' },
  completed: { text: m.statusCompleted, tone: 'neutral' },
};

/** The name of what each result type counts. */
export const RESULT_TEXT: Record<AdResultType, typeof m.resultReach> = {
  reach: m.resultReach,
  linkClicks: m.resultLinkClicks,
  postEngagements: m.resultPostEngagements,
  leads: m.resultLeads,
  videoViews: m.resultVideoViews,
  appInstalls: m.resultAppInstalls,
  purchases: m.resultPurchases,
};

/** Props of {@link CampaignsTable}. */
export interface CampaignsTableProps {
  readonly page: AdCampaignPage;
  readonly sort: AdCampaignSort;
  readonly order: AdSortOrder;
  /** The account's reporting time zone (the dates are its days). */
  readonly timeZone: string;
  readonly onSort: (sort: AdCampaignSort, order: AdSortOrder) => void;
  readonly onPage: (page: number) => void;
}

/**
 * An ad account's campaigns: name (a boost marked), status, spend of budget, results with what
 * they count and the cost per result, the days it runs; sortable by the column headings, with
 * the totals of all campaigns (of the status chosen) and a pager.
 */
export function CampaignsTable({
  page,
  sort,
  order,
  timeZone,
  onSort,
  onPage,
}: CampaignsTableProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const money = (amount: number) => moneyText(amount, page.currency, locale);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));

  const heading = (column: AdCampaignSort, text: string, numeric = false) => {
    const current = sort === column;
    const next: AdSortOrder = current
      ? order === 'asc'
        ? 'desc'
        : 'asc'
      : column === 'name' || column === 'status'
        ? 'asc'
        : 'desc';
    const label = translate(i18n, m.sortBy, { column: text });
    return (
      <th
        scope="col"
        className={`${styles.th} ${numeric ? styles.numeric : ''}`}
        aria-sort={current ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          className={styles.sortButton}
          title={label}
          onClick={() => onSort(column, next)}
        >
          {text}
          {current && <Icon name={order === 'asc' ? 'chevronUp' : 'chevronDown'} size={14} />}
        </button>
      </th>
    );
  };

  const schedule = (campaign: AdCampaign) => {
    const start = dayText(campaign.startsAt, locale, timeZone);
    return campaign.endsAt === null
      ? translate(i18n, m.ongoing, { start })
      : translate(i18n, m.dateRange, { start, end: dayText(campaign.endsAt, locale, timeZone) });
  };

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{i18n._(m.campaignsTitle)}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {heading('name', i18n._(m.columnName))}
            {heading('status', i18n._(m.columnStatus))}
            {heading('spend', i18n._(m.columnSpend), true)}
            {heading('results', i18n._(m.columnResults), true)}
            {heading('startsAt', i18n._(m.columnSchedule))}
          </tr>
        </thead>
        <tbody>
          {page.items.map((campaign) => (
            <tr key={campaign.id}>
              <th scope="row" className={styles.td}>
                <span className={styles.name}>
                  {campaign.name}
                  {campaign.origin === 'boost' && (
                    <Badge tone="info" title={i18n._(m.campaignFor)}>
                      {i18n._(m.boosted)}
                    </Badge>
                  )}
                </span>
              </th>
              <td className={styles.td}>
                <Badge tone={STATUS_LOOK[campaign.status].tone}>
                  {i18n._(STATUS_LOOK[campaign.status].text)}
                </Badge>
              </td>
              <td className={`${styles.td} ${styles.numeric}`}>
                {money(campaign.spend)}
                <span className={styles.sub}>
                  {translate(i18n, m.spentOf, { budget: money(campaign.budget) })}
                </span>
              </td>
              <td className={`${styles.td} ${styles.numeric}`}>
                {countText(campaign.results, locale)}
                <span className={styles.sub}>{i18n._(RESULT_TEXT[campaign.resultType])}</span>
                {campaign.costPerResult !== null && (
                  <span className={styles.sub}>
                    {translate(i18n, m.costPerResult, { cost: money(campaign.costPerResult) })}
                  </span>
                )}
              </td>
              <td className={styles.td}>{schedule(campaign)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${styles.td} ${styles.total}`}>
              {i18n._(m.totals)}
              <span className={styles.sub}>
                {translate(i18n, m.campaignsCount, { count: page.total })}
              </span>
            </th>
            <td className={`${styles.td} ${styles.total}`} />
            <td className={`${styles.td} ${styles.total} ${styles.numeric}`}>
              {money(page.totals.spend)}
            </td>
            <td className={`${styles.td} ${styles.total} ${styles.numeric}`}>
              {countText(page.totals.results, locale)}
            </td>
            <td className={`${styles.td} ${styles.total}`} />
          </tr>
        </tfoot>
      </table>
      {pages > 1 && (
        <div className={styles.pager}>
          <span className={styles.pagerText}>
            {translate(i18n, m.pageOf, { page: page.page, pages })}
          </span>
          <Button
            variant="secondary"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            {i18n._(m.previousPage)}
          </Button>
          <Button
            variant="secondary"
            disabled={page.page >= pages}
            onClick={() => onPage(page.page + 1)}
          >
            {i18n._(m.nextPage)}
          </Button>
        </div>
      )}
    </div>
  );
}
