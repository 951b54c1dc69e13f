import { useLingui } from '@lingui/react';
import { selectAdAccount, withAdAccountId } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { adsMessages as m, translate } from '@smm/i18n';
import {
  type AdCampaignPage,
  type AdCampaignSort,
  type AdCampaignStatus,
  type AdSortOrder,
  type AdAccount,
  toApiError,
  type User,
} from '@smm/model';
import { Banner, Button, EmptyState, Select, Skeleton } from '@smm/ui';
import { adNetworkName } from '@smm/ads';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLoaded } from '../settings/use-loaded.js';
import { AdAccountPicker } from './AdAccountPicker.js';
import { adsCalls, type AdsCalls } from './ads.calls.js';
import * as styles from './AdsScreen.css.js';
import { CampaignsTable } from './CampaignsTable.js';

/** Where ad accounts are connected and managed (settings). */
export const CONNECT_HREF = '#/settings/adaccounts/connect';
export const MANAGE_HREF = '#/settings/adaccounts/list';

/** How many campaigns a page shows. */
const PAGE_SIZE = 25;

/** Replaces the address (no new history entry): the ads area's account follows it. */
const replaceAddress = (path: string) => window.location.replace(`#${path}`);

/** What the ads area needs from the signed-in app. */
export interface AdsScreenProps {
  readonly api: ApiClient;
  readonly me: User;
  /** The route's path (`/ads/{adAccountId}/…`). */
  readonly path: string;
}

/** The ads area (`/ads/{adAccountId}`, decisions 0093, 0094). */
export default function AdsScreen({ api, path }: AdsScreenProps) {
  const calls = useMemo(() => adsCalls(api), [api]);
  return <AdsArea calls={calls} path={path} navigate={replaceAddress} />;
}

type Campaigns =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly page: AdCampaignPage }
  | { readonly kind: 'failed'; readonly message: string; readonly reconnect: boolean };

/**
 * The ads area itself: the ad account picker (the account follows the address's fifth segment;
 * with none, or one not available, the first account is preselected and the address replaced;
 * choosing another replaces the id in the address and loads its campaigns), the campaigns table
 * with its totals, and the empty state leading to connecting an account.
 */
export function AdsArea(props: {
  readonly calls: AdsCalls;
  readonly path: string;
  /** Replaces the address's hash path. */
  readonly navigate: (path: string) => void;
}) {
  const { i18n } = useLingui();
  const { calls, path, navigate } = props;
  const { loaded, reload } = useLoaded(useCallback(() => calls.accounts(), [calls]));
  const accounts = loaded.kind === 'ready' ? loaded.data.connected : [];
  const canManage = loaded.kind === 'ready' && loaded.data.canManage;
  const selection = loaded.kind === 'ready' ? selectAdAccount(path, accounts) : null;
  const selectedId = selection === null || selection.kind === 'none' ? null : selection.id;
  const selected = accounts.find((account) => account.id === selectedId) ?? null;

  useEffect(() => {
    if (selection?.kind === 'replace') navigate(selection.path);
  }, [selection?.kind, selection?.kind === 'replace' ? selection.path : '', navigate]);

  if (loaded.kind === 'loading') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{i18n._(m.title)}</h1>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (loaded.kind === 'failed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{i18n._(m.title)}</h1>
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={reload}>
              {i18n._(m.retry)}
            </Button>
          }
        >
          {i18n._(m.accountsLoadFailed)} {loaded.message}
        </Banner>
      </div>
    );
  }
  if (accounts.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{i18n._(m.title)}</h1>
        <EmptyState
          icon="megaphone"
          title={i18n._(m.emptyTitle)}
          action={
            canManage ? (
              <a className={styles.link} href={CONNECT_HREF}>
                {i18n._(m.emptyAction)}
              </a>
            ) : undefined
          }
        >
          {i18n._(m.emptyBody)} {canManage ? '' : i18n._(m.emptyAsk)}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{i18n._(m.title)}</h1>
        <div className={styles.tools}>
          <div className={styles.picker}>
            <AdAccountPicker
              accounts={accounts}
              selectedId={selectedId}
              label={i18n._(m.accountLabel)}
              onChange={(id) => navigate(withAdAccountId(path, id))}
            />
          </div>
          {canManage && (
            <a className={styles.link} href={MANAGE_HREF}>
              {i18n._(m.manageAccounts)}
            </a>
          )}
        </div>
      </header>
      {selected && (
        <AccountCampaigns
          key={selected.id}
          calls={calls}
          account={selected}
          canManage={canManage}
        />
      )}
    </div>
  );
}

/** The selected account's campaigns: a status filter, the table (sorted, paged) and its totals. */
function AccountCampaigns(props: {
  readonly calls: AdsCalls;
  readonly account: AdAccount;
  readonly canManage: boolean;
}) {
  const { i18n } = useLingui();
  const { calls } = props;
  const account = props.account;
  const [sort, setSort] = useState<AdCampaignSort>('startsAt');
  const [order, setOrder] = useState<AdSortOrder>('desc');
  const [status, setStatus] = useState<AdCampaignStatus | ''>('');
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [campaigns, setCampaigns] = useState<Campaigns>({ kind: 'loading' });
  // The chosen account's information, fetched when it is chosen (platform §2).
  const [info, setInfo] = useState<AdAccount>(props.account);

  useEffect(() => {
    let current = true;
    calls.account(props.account.id).then(
      (fresh) => current && setInfo(fresh),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [calls, props.account.id]);

  useEffect(() => {
    let current = true;
    setCampaigns((shown) => (shown.kind === 'ready' ? shown : { kind: 'loading' }));
    calls
      .campaigns(account.id, {
        sort,
        order,
        page: pageNumber,
        pageSize: PAGE_SIZE,
        ...(status === '' ? {} : { status }),
      })
      .then(
        (page) => current && setCampaigns({ kind: 'ready', page }),
        (error: unknown) => {
          if (!current) return;
          const failure = toApiError(error);
          setCampaigns({
            kind: 'failed',
            message: failure.message,
            reconnect: failure.errorCode === 'AD_ACCOUNT_RECONNECT',
          });
        },
      );
    return () => {
      current = false;
    };
  }, [calls, account.id, sort, order, status, pageNumber, attempt]);

  return (
    <section className={styles.section} aria-labelledby="ads-campaigns-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="ads-campaigns-title" className={styles.sectionHeading}>
            {i18n._(m.campaignsTitle)}
          </h2>
          <p className={styles.muted}>
            {translate(i18n, m.accountFacts, {
              network: adNetworkName(info.socialNetwork),
              currency: info.currency,
              timeZone: info.timeZone,
            })}
          </p>
        </div>
        <Select
          id="ads-status"
          label={i18n._(m.statusFilter)}
          fieldClassName={styles.filter}
          value={status}
          options={[
            { value: '', label: i18n._(m.allStatuses) },
            { value: 'active', label: i18n._(m.statusActive) },
            { value: 'paused', label: i18n._(m.statusPaused) },
            { value: 'completed', label: i18n._(m.statusCompleted) },
          ]}
          onChange={(event) => {
            setStatus(event.target.value as AdCampaignStatus | '');
            setPageNumber(1);
          }}
        />
      </div>
      {campaigns.kind === 'loading' && <Skeleton lines={6} />}
      {campaigns.kind === 'failed' && (
        <Banner
          tone="warning"
          role="alert"
          action={
            campaigns.reconnect && props.canManage ? (
              <a className={styles.link} href={MANAGE_HREF}>
                {i18n._(m.reconnect)}
              </a>
            ) : (
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                {i18n._(m.retry)}
              </Button>
            )
          }
        >
          {i18n._(m.campaignsLoadFailed)} {campaigns.message}
        </Banner>
      )}
      {campaigns.kind === 'ready' && campaigns.page.total === 0 && (
        <EmptyState icon="megaphone" headingLevel={3} title={i18n._(m.campaignsTitle)}>
          {i18n._(status === '' ? m.campaignsEmpty : m.campaignsEmptyFiltered)}
        </EmptyState>
      )}
      {campaigns.kind === 'ready' && campaigns.page.total > 0 && (
        <CampaignsTable
          page={campaigns.page}
          sort={sort}
          order={order}
          timeZone={info.timeZone}
          onSort={(nextSort, nextOrder) => {
            setSort(nextSort);
            setOrder(nextOrder);
            setPageNumber(1);
          }}
          onPage={setPageNumber}
        />
      )}
    </section>
  );
}
