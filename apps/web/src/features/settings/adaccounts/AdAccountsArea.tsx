import { useLingui } from '@lingui/react';
import { adAccountsReducer, adNetworkName, INITIAL_AD_ACCOUNTS } from '@smm/ads';
import { adAccountMessages as m, translate } from '@smm/i18n';
import { type AdAccount, type Channel, toApiError } from '@smm/model';
import { Banner, Button, ConfirmDialog, EmptyState, Icon, Skeleton } from '@smm/ui';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { personTimeZone } from '../../../session/time-zone.js';
import { useToast } from '../../../shell/toasts.js';
import * as page from '../SettingsPage.css.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import * as styles from './AdAccounts.css.js';
import { adAccountCalls } from './adaccounts.calls.js';
import { AdAccountTable, DisconnectedAccounts } from './AdAccountTable.js';

/** The path of the list; entering it (again) reads the accounts again. */
export const AD_ACCOUNTS_LIST = '/settings/adaccounts/list';

/** Whether the browser is on the ad-account list. */
const onList = () => window.location.hash.split('?')[0] === `#${AD_ACCOUNTS_LIST}`;

/**
 * The ad accounts of the organisation (platform §2 `/settings/adaccounts/list`; decisions 0091,
 * 0092): the connected accounts and the disconnected ones, read again every time the list is
 * entered (its guards always re-run). People who may manage ad accounts connect, edit,
 * disconnect, reconnect and remove them; everyone else reads. A reconnect the ad network refuses
 * (its access expired) leads through the network's consent page again.
 */
export function AdAccountsArea({ api, me }: Pick<SettingsAreaProps, 'api' | 'me'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => adAccountCalls(api), [api]);
  const [state, dispatch] = useReducer(adAccountsReducer, INITIAL_AD_ACCOUNTS);
  const [canManage, setCanManage] = useState(false);
  const [channels, setChannels] = useState<readonly Channel[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{
    kind: 'disconnect' | 'remove';
    account: AdAccount;
  } | null>(null);
  const [reauthorise, setReauthorise] = useState<AdAccount | null>(null);
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    dispatch({ type: 'disconnectedStale' });
    dispatch({ type: 'fetch' });
    Promise.all([calls.list(), calls.channels().catch(() => [] as Channel[])]).then(
      ([list, visible]) => {
        if (request !== latest.current) return;
        setCanManage(list.canManage);
        setChannels(visible);
        dispatch({ type: 'fetched', connected: list.connected, disconnected: list.disconnected });
      },
      (error: unknown) => {
        if (request === latest.current)
          dispatch({ type: 'failed', error: toApiError(error).message });
      },
    );
  }, [calls]);

  // The guards always re-run: the list is read on every entry, also from the list itself.
  useEffect(() => {
    load();
    const entered = () => {
      if (onList()) load();
    };
    window.addEventListener('hashchange', entered);
    return () => {
      window.removeEventListener('hashchange', entered);
      latest.current++;
    };
  }, [load]);

  const channelNames = useMemo(() => new Map(channels.map((c) => [c.id, c.name])), [channels]);

  const act = async (
    account: AdAccount,
    work: () => Promise<AdAccount | void>,
    done: typeof m.disconnected,
  ) => {
    setBusyId(account.id);
    try {
      const changed = await work();
      if (changed) dispatch({ type: 'changed', account: changed });
      else dispatch({ type: 'removed', id: account.id });
      toast({ type: 'success', message: translate(i18n, done, { name: account.name }) });
      return true;
    } catch (error) {
      const failure = toApiError(error);
      if (failure.errorCode === 'AD_ACCOUNT_REAUTHORISE') setReauthorise(account);
      else toast({ type: 'error', message: failure.message });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const consentAgain = async (account: AdAccount) => {
    try {
      const { authorizeUrl } = await calls.start(account.socialNetwork);
      window.location.assign(authorizeUrl);
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    }
  };

  const connectLink = (
    <a className={styles.buttonLink} href="#/settings/adaccounts/connect">
      <Icon name="plus" /> {i18n._(m.connect)}
    </a>
  );
  const ready = state.loaded && !state.loading;

  return (
    <section className={page.page} aria-labelledby="adaccounts-title">
      <div className={page.top}>
        <h2 id="adaccounts-title" className={page.heading}>
          {i18n._(m.title)}
        </h2>
        {canManage && state.loaded && state.accounts.length > 0 && connectLink}
      </div>
      <p className={page.lead}>{i18n._(m.lead)}</p>
      {state.loaded && !canManage && (
        <p className={styles.notice} data-testid="adaccounts-read-only">
          <Icon name="lock" size={16} />
          {i18n._(m.readOnly)}
        </p>
      )}
      {reauthorise !== null && (
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={() => void consentAgain(reauthorise)}>
              {translate(i18n, m.reauthoriseAction, {
                network: adNetworkName(reauthorise.socialNetwork),
              })}
            </Button>
          }
        >
          {translate(i18n, m.reauthorise, {
            network: adNetworkName(reauthorise.socialNetwork),
            name: reauthorise.name,
          })}
        </Banner>
      )}
      {state.error !== null && !state.loading && (
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={load}>
              {i18n._(m.retry)}
            </Button>
          }
        >
          {i18n._(m.loadFailed)} {state.error}
        </Banner>
      )}
      {!state.loaded && state.loading && <Skeleton lines={4} />}
      {state.loaded && (
        <div aria-busy={!ready} className={page.page}>
          <section className={styles.section} aria-labelledby="adaccounts-connected-title">
            <h3 id="adaccounts-connected-title" className={styles.sectionTitle}>
              {i18n._(m.connectedTable)}
            </h3>
            {state.accounts.length === 0 ? (
              <EmptyState
                icon="megaphone"
                headingLevel={4}
                title={i18n._(m.emptyTitle)}
                action={canManage ? connectLink : undefined}
              >
                {i18n._(canManage ? m.emptyManager : m.emptyReader)}
              </EmptyState>
            ) : (
              <AdAccountTable
                accounts={state.accounts}
                channelNames={channelNames}
                canManage={canManage}
                busyId={busyId}
                onDisconnect={(account) => setConfirm({ kind: 'disconnect', account })}
              />
            )}
          </section>
          <section className={styles.section} aria-labelledby="adaccounts-disconnected-title">
            <h3 id="adaccounts-disconnected-title" className={styles.sectionTitle}>
              {i18n._(m.disconnectedTitle)}
            </h3>
            <p className={styles.text}>{i18n._(m.disconnectedLead)}</p>
            {state.disconnectedLoaded ? (
              <DisconnectedAccounts
                accounts={state.disconnected}
                canManage={canManage}
                timeZone={personTimeZone(me)}
                busyId={busyId}
                onReconnect={(account) => {
                  setReauthorise(null);
                  void act(account, () => calls.reconnect(account.id), m.reconnected);
                }}
                onRemove={(account) => setConfirm({ kind: 'remove', account })}
              />
            ) : (
              <Skeleton lines={2} />
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm === null
            ? ''
            : translate(
                i18n,
                confirm.kind === 'disconnect' ? m.confirmDisconnectTitle : m.confirmRemoveTitle,
                {
                  name: confirm.account.name,
                },
              )
        }
        confirmText={i18n._(confirm?.kind === 'remove' ? m.remove : m.disconnect)}
        confirmState="danger"
        loading={confirm !== null && busyId === confirm.account.id}
        onClose={(reason) => {
          if (reason !== 'ok' || confirm === null) {
            setConfirm(null);
            return;
          }
          const { kind, account } = confirm;
          void act(
            account,
            kind === 'disconnect'
              ? () => calls.disconnect(account.id)
              : () => calls.remove(account.id),
            kind === 'disconnect' ? m.disconnected : m.removed,
          ).then(() => setConfirm(null));
        }}
      >
        {confirm === null
          ? null
          : i18n._(confirm.kind === 'disconnect' ? m.confirmDisconnectBody : m.confirmRemoveBody)}
      </ConfirmDialog>
    </section>
  );
}

export default AdAccountsArea;
