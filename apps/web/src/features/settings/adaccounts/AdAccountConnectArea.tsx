import { useLingui } from '@lingui/react';
import { AD_NETWORKS, adNetworkIcon, adNetworkName } from '@smm/ads';
import { adAccountMessages as m, translate } from '@smm/i18n';
import { AdNetwork, type AdConnectGrant, toApiError } from '@smm/model';
import { Banner, Button, Checkbox, Icon, NetworkIcon, Skeleton } from '@smm/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import * as page from '../SettingsPage.css.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import * as styles from './AdAccounts.css.js';
import { adAccountCalls } from './adaccounts.calls.js';
import { AD_ACCOUNTS_LIST } from './AdAccountsArea.js';

/** Where the connect flow stands. */
export type ConnectStep =
  | { readonly kind: 'network' }
  | { readonly kind: 'opening'; readonly network: AdNetwork }
  | { readonly kind: 'exchanging'; readonly network: AdNetwork }
  | { readonly kind: 'accounts'; readonly grant: AdConnectGrant }
  | { readonly kind: 'failed'; readonly message: string };

/** What the consent page handed back in the URL (`?network=…&state=…&code=…|error=…`), if anything. */
export function returnedFrom(
  hash: string,
): { network: AdNetwork; state: string; code?: string; error?: string } | null {
  const query = new URLSearchParams(hash.split('?')[1] ?? '');
  const network = query.get('network') ?? '';
  const state = query.get('state');
  if (!AdNetwork.is(network) || !state) return null;
  const code = query.get('code');
  const error = query.get('error');
  return { network, state, ...(code ? { code } : {}), ...(error ? { error } : {}) };
}

/** The steps of the flow, the current one marked. */
function Steps({ current }: { readonly current: 1 | 2 | 3 }) {
  const { i18n } = useLingui();
  const names = [m.stepNetwork, m.stepConsent, m.stepAccounts];
  return (
    <ol className={styles.steps} aria-label={i18n._(m.steps)}>
      {names.map((name, index) => (
        <li
          key={name.id}
          className={styles.step}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {i18n._(name)}
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link ConnectView}: a step and what to do next. */
export interface ConnectViewProps {
  readonly step: ConnectStep;
  /** The externalIds ticked in the accounts step. */
  readonly chosen: readonly string[];
  readonly connecting: boolean;
  readonly onNetwork: (network: AdNetwork) => void;
  readonly onToggle: (externalId: string) => void;
  readonly onConnect: () => void;
  readonly onStartAgain: () => void;
  readonly onCancel: () => void;
}

/**
 * The ad-account connect flow as it looks at each step: the ad networks; opening the network's
 * consent page; reading what was allowed; the granted accounts to choose from (those already
 * connected shown, not offered; disconnected ones reconnected by choosing them); a failure with
 * the reason and the way to start again.
 */
export function ConnectView(props: ConnectViewProps) {
  const { i18n } = useLingui();
  const { step } = props;
  if (step.kind === 'network' || step.kind === 'opening') {
    return (
      <>
        <Steps current={step.kind === 'network' ? 1 : 2} />
        <p className={styles.text}>{i18n._(m.networkLead)}</p>
        <ul className={styles.networks}>
          {AD_NETWORKS.map((network) => (
            <li key={network}>
              <button
                type="button"
                className={styles.networkButton}
                disabled={step.kind === 'opening'}
                onClick={() => props.onNetwork(network)}
              >
                <NetworkIcon network={adNetworkIcon(network)} size={32} />
                <span className={styles.networkText}>
                  <strong>{adNetworkName(network)}</strong>
                  {network === 'facebook' && (
                    <span className={styles.muted}>{i18n._(m.facebookHint)}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {step.kind === 'opening' && (
          <p role="status" className={styles.text}>
            {translate(i18n, m.opening, { network: adNetworkName(step.network) })}
          </p>
        )}
        <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
          <Button variant="secondary" onClick={props.onCancel}>
            {i18n._(m.cancel)}
          </Button>
        </div>
      </>
    );
  }
  if (step.kind === 'exchanging') {
    return (
      <>
        <Steps current={3} />
        <p role="status" className={styles.text}>
          {i18n._(m.exchanging)}
        </p>
        <Skeleton lines={3} />
      </>
    );
  }
  if (step.kind === 'failed') {
    return (
      <>
        <Steps current={2} />
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={props.onStartAgain}>
              {i18n._(m.startAgain)}
            </Button>
          }
        >
          {i18n._(m.connectFailed)} {step.message}
        </Banner>
      </>
    );
  }
  const { grant } = step;
  const network = adNetworkName(grant.network);
  const offered = grant.accounts.filter((a) => a.status !== 'connected');
  return (
    <>
      <Steps current={3} />
      {grant.accounts.length === 0 ? (
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={props.onStartAgain}>
              {i18n._(m.startAgain)}
            </Button>
          }
        >
          {translate(i18n, m.noneGranted, { network })}
        </Banner>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            props.onConnect();
          }}
        >
          <p className={styles.text}>{translate(i18n, m.chooseLead, { network })}</p>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{i18n._(m.grantedList)}</legend>
            {grant.accounts.map((account) => (
              <Checkbox
                key={account.externalId}
                label={
                  <span className={styles.nameCell}>
                    <NetworkIcon network={adNetworkIcon(account.socialNetwork)} />
                    <span>
                      {account.name}{' '}
                      <span className={styles.muted}>
                        {account.currency} · {account.timeZone.replaceAll('_', ' ')}
                      </span>
                    </span>
                  </span>
                }
                description={
                  account.status === 'connected'
                    ? i18n._(m.statusConnected)
                    : account.status === 'disconnected'
                      ? i18n._(m.statusDisconnected)
                      : undefined
                }
                checked={
                  account.status === 'connected' || props.chosen.includes(account.externalId)
                }
                disabled={account.status === 'connected' || props.connecting}
                onChange={() => props.onToggle(account.externalId)}
              />
            ))}
          </fieldset>
          {offered.length > 0 && props.chosen.length === 0 && (
            <p className={styles.muted}>{i18n._(m.chooseOne)}</p>
          )}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={props.onCancel}>
              {i18n._(m.cancel)}
            </Button>
            <Button type="submit" busy={props.connecting} disabled={props.chosen.length === 0}>
              {translate(i18n, m.connectChosen, { count: props.chosen.length })}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

/**
 * Connecting ad accounts (platform §2 `/settings/adaccounts/connect`; decision 0091), as channels
 * connect: choose an ad network → its consent page (on this server for the sandbox networks) →
 * back here with a code, which the API exchanges for the accounts allowed → choose the accounts →
 * connected, back to the list.
 */
export function AdAccountConnectArea({ api }: Pick<SettingsAreaProps, 'api'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => adAccountCalls(api), [api]);
  const returned = useMemo(() => returnedFrom(window.location.hash), []);
  const [step, setStep] = useState<ConnectStep>(
    returned ? { kind: 'exchanging', network: returned.network } : { kind: 'network' },
  );
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [connecting, setConnecting] = useState(false);
  const exchanged = useRef(false);

  useEffect(() => {
    if (returned === null || exchanged.current) return;
    exchanged.current = true;
    // The code is used once: it leaves the address bar at once.
    window.history.replaceState(null, '', `#/settings/adaccounts/connect`);
    calls.callback(returned.network, returned).then(
      (grant) => {
        setChosen(grant.accounts.filter((a) => a.status !== 'connected').map((a) => a.externalId));
        setStep({ kind: 'accounts', grant });
      },
      (error: unknown) => setStep({ kind: 'failed', message: toApiError(error).message }),
    );
  }, [calls, returned]);

  const open = async (network: AdNetwork) => {
    setStep({ kind: 'opening', network });
    try {
      const { authorizeUrl } = await calls.start(network);
      window.location.assign(authorizeUrl);
    } catch (error) {
      setStep({ kind: 'failed', message: toApiError(error).message });
    }
  };

  const connect = async () => {
    if (step.kind !== 'accounts' || chosen.length === 0) return;
    setConnecting(true);
    try {
      const added = await calls.choose(step.grant.network, step.grant.grantId, [...chosen]);
      toast({
        type: 'success',
        message: translate(i18n, m.connectedToast, { count: added.length }),
      });
      navigate(AD_ACCOUNTS_LIST);
    } catch (error) {
      setStep({ kind: 'failed', message: toApiError(error).message });
    } finally {
      setConnecting(false);
    }
  };

  return (
    <section className={page.page} aria-labelledby="adaccounts-connect-title">
      <a className={page.back} href={`#${AD_ACCOUNTS_LIST}`}>
        <Icon name="chevronLeft" /> {i18n._(m.allAccounts)}
      </a>
      <h2 id="adaccounts-connect-title" className={page.heading}>
        {i18n._(m.connectTitle)}
      </h2>
      <ConnectView
        step={step}
        chosen={chosen}
        connecting={connecting}
        onNetwork={(network) => void open(network)}
        onToggle={(id) =>
          setChosen((current) =>
            current.includes(id) ? current.filter((c) => c !== id) : [...current, id],
          )
        }
        onConnect={() => void connect()}
        onStartAgain={() => {
          setChosen([]);
          setStep({ kind: 'network' });
        }}
        onCancel={() => navigate(AD_ACCOUNTS_LIST)}
      />
    </section>
  );
}

export default AdAccountConnectArea;
