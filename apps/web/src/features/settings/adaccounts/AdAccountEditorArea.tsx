import { useLingui } from '@lingui/react';
import { adNetworkIcon, adNetworkName } from '@smm/ads';
import { adAccountMessages as m, timeZoneGroups, timeZoneMessages, translate } from '@smm/i18n';
import {
  AD_CURRENCIES,
  type AdAccount,
  type AdAccountUpdate,
  type Channel,
  toApiError,
} from '@smm/model';
import { Banner, ChannelPicker, Checkbox, Icon, Input, NetworkIcon, Select } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import { FormActions } from '../FormActions.js';
import { LoadState } from '../LoadState.js';
import * as page from '../SettingsPage.css.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './AdAccounts.css.js';
import { adAccountCalls } from './adaccounts.calls.js';
import { AD_ACCOUNTS_LIST } from './AdAccountsArea.js';

/** What the editor's fields hold. */
export interface AdAccountDraft {
  readonly name: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly channelIds: readonly string[];
  readonly autoBoost: boolean;
}

/** The draft of an account as it is stored. */
export const draftOf = (account: AdAccount): AdAccountDraft => ({
  name: account.name,
  currency: account.currency,
  timeZone: account.timeZone,
  channelIds: account.channelIds,
  autoBoost: account.autoBoost,
});

/** The zones the platform knows (IANA), with the account's own. */
function knownZones(own: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported, 'UTC', own])];
}

/** Props of {@link AdAccountForm}. */
export interface AdAccountFormProps {
  readonly account: AdAccount;
  /** The channels the person may link (those they see). */
  readonly channels: readonly Pick<Channel, 'id' | 'name' | 'type'>[];
  readonly saving: boolean;
  readonly error?: string | undefined;
  readonly readOnly: boolean;
  readonly onSave: (change: AdAccountUpdate) => void;
  readonly onCancel: () => void;
}

/**
 * The ad-account editor's form: the account's network and id, its name, currency, time zone,
 * the channels whose posts it boosts, and auto-boost (off and locked while disconnected); Save
 * and Cancel with {@link FormActions}.
 */
export function AdAccountForm({
  account,
  channels,
  saving,
  error,
  readOnly,
  onSave,
  onCancel,
}: AdAccountFormProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<AdAccountDraft>(() => draftOf(account));
  const [nameError, setNameError] = useState<string | undefined>();
  const zones = useMemo(
    () => timeZoneGroups(knownZones(account.timeZone), Date.now()),
    [account.timeZone],
  );
  const visible = new Set(channels.map((c) => c.id));
  const currencies = [...new Set([...AD_CURRENCIES, account.currency])];
  const disconnected = account.status !== 'connected';
  const set = (change: Partial<AdAccountDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.name.trim() === '') {
          setNameError(i18n._(m.nameRequired));
          return;
        }
        setNameError(undefined);
        onSave({
          name: draft.name.trim(),
          currency: draft.currency,
          timeZone: draft.timeZone,
          // Only the channels the person sees; the server keeps links to the others.
          channelIds: draft.channelIds.filter((id) => visible.has(id)),
          autoBoost: disconnected ? false : draft.autoBoost,
        });
      }}
    >
      {disconnected && <Banner tone="warning">{i18n._(m.editorDisconnected)}</Banner>}
      <dl className={styles.facts}>
        <dt className={styles.factName}>{i18n._(m.columnNetwork)}</dt>
        <dd className={styles.factValue}>
          <NetworkIcon network={adNetworkIcon(account.socialNetwork)} />
          {adNetworkName(account.socialNetwork)}
        </dd>
        <dt className={styles.factName}>{i18n._(m.accountId)}</dt>
        <dd className={styles.factValue}>{account.externalId}</dd>
      </dl>
      <Input
        label={i18n._(m.name)}
        hint={i18n._(m.nameHint)}
        error={nameError}
        value={draft.name}
        maxLength={100}
        required
        readOnly={readOnly}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <div className={styles.fieldRow}>
        <Select
          label={i18n._(m.columnCurrency)}
          value={draft.currency}
          disabled={readOnly}
          onChange={(event) => set({ currency: event.currentTarget.value })}
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
        <Select
          label={i18n._(m.columnTimeZone)}
          value={draft.timeZone}
          disabled={readOnly}
          onChange={(event) => set({ timeZone: event.currentTarget.value })}
        >
          {zones.map((group) => (
            <optgroup
              key={group.region ?? ''}
              label={group.region ?? i18n._(timeZoneMessages.other)}
            >
              {group.zones.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <div>
        <ChannelPicker
          legend={i18n._(m.channelsLegend)}
          channels={channels.map((c) => ({ id: c.id, name: c.name, network: c.type }))}
          selected={draft.channelIds.filter((id) => visible.has(id))}
          onChange={(ids) => {
            if (!readOnly) set({ channelIds: ids });
          }}
        />
        <p className={styles.muted}>{i18n._(m.channelsHint)}</p>
      </div>
      <Checkbox
        label={i18n._(m.autoBoost)}
        description={i18n._(m.autoBoostHint)}
        checked={!disconnected && draft.autoBoost}
        disabled={readOnly || disconnected}
        onChange={(event) => set({ autoBoost: event.currentTarget.checked })}
      />
      {!readOnly && (
        <FormActions
          error={error}
          submitLabel={i18n._(m.save)}
          saving={saving}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

/**
 * The ad-account editor (platform §2 `/settings/adaccounts/{adAccountId}`; decision 0091): name,
 * currency, time zone, linked channels and auto-boost, saved together; back to the list after
 * Save or Cancel. People who may not manage ad accounts see it read only.
 */
export function AdAccountEditorArea({ api, params }: Pick<SettingsAreaProps, 'api' | 'params'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const id = params['adAccountId'] ?? '';
  const calls = useMemo(() => adAccountCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.account(id), calls.channels(), calls.list()]),
    [calls, id],
  );
  const { loaded, reload } = useLoaded(load);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const back = (
    <a className={page.back} href={`#${AD_ACCOUNTS_LIST}`}>
      <Icon name="chevronLeft" /> {i18n._(m.allAccounts)}
    </a>
  );
  if (loaded.kind !== 'ready') {
    return (
      <section className={page.page} aria-labelledby="adaccount-title">
        {back}
        <h2 id="adaccount-title" className={page.heading}>
          {i18n._(m.editorTitle)}
        </h2>
        <LoadState
          loaded={loaded}
          retry={reload}
          failed={m.editorLoadFailed}
          retryLabel={m.retry}
        />
      </section>
    );
  }
  const [account, channels, list] = loaded.data;
  const save = async (change: AdAccountUpdate) => {
    setSaving(true);
    setError(undefined);
    try {
      const saved = await calls.update(account.id, change);
      toast({ type: 'success', message: translate(i18n, m.saved, { name: saved.name }) });
      navigate(AD_ACCOUNTS_LIST);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={page.page} aria-labelledby="adaccount-title">
      {back}
      <h2 id="adaccount-title" className={page.heading}>
        {account.name}
      </h2>
      {!list.canManage && (
        <p className={styles.notice}>
          <Icon name="lock" size={16} />
          {i18n._(m.readOnly)}
        </p>
      )}
      <AdAccountForm
        key={account.updatedAt}
        account={account}
        channels={channels}
        saving={saving}
        error={error}
        readOnly={!list.canManage}
        onSave={(change) => void save(change)}
        onCancel={() => navigate(AD_ACCOUNTS_LIST)}
      />
    </section>
  );
}

export default AdAccountEditorArea;
