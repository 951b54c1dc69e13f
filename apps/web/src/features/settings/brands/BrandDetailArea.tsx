import { useLingui } from '@lingui/react';
import { canManageBrands } from '@smm/access';
import { brandsMessages as m, formatDate, translate } from '@smm/i18n';
import { BENCHMARK_LIMITS, type Brand, type HandleInfo, type Locale, toApiError } from '@smm/model';
import { Badge, Button, ConfirmDialog, Icon } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { personTimeZone } from '../../../session/time-zone.js';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './Brands.css.js';
import { brandCalls } from './brands.calls.js';
import { BRANDS_PATH, insightsHref } from './brands.texts.js';
import { draftOf, brandInput, type BrandDraft } from './brand-draft.js';
import { BrandChannels, type BrandChannelRow } from './BrandChannels.js';
import { BrandForm } from './BrandForm.js';
import { HandleSearch, handleKey } from './HandleSearch.js';
import { OnboardingBadge } from './OnboardingBadge.js';
import { OnboardingPanel } from './OnboardingPanel.js';
import { SlotSummary } from './SlotSummary.js';

/** How often a brand's page asks whether its history is collected, while it is being collected. */
const ONBOARDING_POLL_MS = 2000;

/**
 * A brand's page (platform §2 `/settings/brands/list/{id}`; docs/decisions/0085): its name with
 * the own-brand mark and a link to its insights, whether its history is collected (and the start
 * of onboarding), its public channels with the channel slots (remove one or all, add more found
 * by handle; a clear message when no slot is left), its details and its deletion. Administrators
 * and team leaders change it; everyone else reads it.
 */
export function BrandDetailArea({
  api,
  me,
  teams,
  params,
}: Pick<SettingsAreaProps, 'api' | 'me' | 'teams' | 'params'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const id = params['id'] ?? '';
  const calls = useMemo(() => brandCalls(api), [api]);
  const load = useCallback(async () => {
    const [brand, slots, summary] = await Promise.all([
      calls.brand(id),
      calls.slots(),
      calls.slotSummary(),
    ]);
    const ids = brand.publicChannelIdNetworkList.map((channel) => channel.publicChannelId);
    return { brand, slots, summary, channels: await calls.channels(ids) };
  }, [calls, id]);
  const { loaded, reload } = useLoaded(load);
  const manager = canManageBrands(me, teams);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'removeAll' | null>(null);
  const [saveError, setSaveError] = useState<string | undefined>();

  const status = loaded.kind === 'ready' ? loaded.data.brand.onboardingStatus : undefined;
  useEffect(() => {
    if (status !== 'onboarding') return undefined;
    const timer = setTimeout(reload, ONBOARDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [status, loaded, reload]);

  const back = (
    <a className={styles.back} href={`#${BRANDS_PATH}`}>
      <Icon name="chevronLeft" /> {i18n._(m.allBrands)}
    </a>
  );
  if (loaded.kind !== 'ready') {
    return (
      <section className={styles.page} aria-labelledby="brand-title">
        {back}
        <h2 id="brand-title" className={styles.heading}>
          {i18n._(m.brandTitle)}
        </h2>
        <LoadState loaded={loaded} retry={reload} failed={m.brandLoadFailed} retryLabel={m.retry} />
      </section>
    );
  }

  const { brand, slots, summary, channels } = loaded.data;
  const details = new Map(channels.map((channel) => [channel.id, channel]));
  const rows: BrandChannelRow[] = brand.publicChannelIdNetworkList.map((channel) => {
    const known = details.get(channel.publicChannelId);
    return {
      id: channel.publicChannelId,
      network: channel.network,
      handle: known?.handle ?? channel.handleName,
      name: known?.name,
      followerCount: known?.followerCount,
      historySince: known?.historySince,
      url: known?.url,
    };
  });
  const added = new Set(rows.map((row) => row.id));
  const full = summary.channelSlotsRemaining <= 0;
  const locale = i18n.locale as Locale;

  /** Runs a change of the brand, says so, and reads the page again. */
  const change = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      toast({ type: 'success', message: done });
      reload();
      return true;
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const save = async (draft: BrandDraft) => {
    setBusy('details');
    setSaveError(undefined);
    try {
      const saved: Brand = await calls.update(brand.id, brandInput(draft));
      toast({ type: 'success', message: translate(i18n, m.saved, { name: saved.name }) });
      reload();
    } catch (error) {
      setSaveError(toApiError(error).message);
    } finally {
      setBusy(null);
    }
  };

  const add = async (info: HandleInfo) => {
    if (rows.length >= BENCHMARK_LIMITS.channelsPerBrand) {
      throw new Error(
        translate(i18n, m.tooManyChannels, { max: BENCHMARK_LIMITS.channelsPerBrand }),
      );
    }
    // A refusal (no slot left: 409) is thrown to the search, which says it under the results.
    await calls.addChannel(brand.id, handleKey(info));
    toast({
      type: 'success',
      message: translate(i18n, m.channelAdded, { handle: info.handle, brand: brand.name }),
    });
    reload();
  };

  const teamNames = (brand.teamList ?? []).flatMap(
    (teamId) => teams.find((team) => team.id === teamId)?.name ?? [],
  );

  return (
    <section className={styles.page} aria-labelledby="brand-title" data-brand-id={brand.id}>
      {back}
      <div className={styles.headerRow}>
        <div className={styles.headerTitle}>
          <h2 id="brand-title" className={styles.bigHeading}>
            {brand.name}
          </h2>
          {brand.ownBrand && <Badge tone="info">{i18n._(m.ownBrand)}</Badge>}
          <OnboardingBadge status={brand.onboardingStatus ?? 'notStarted'} />
        </div>
        <div className={styles.headerActions}>
          <a className={styles.buttonLink} href={insightsHref(brand.id)}>
            <Icon name="barChart" /> {i18n._(m.seeInsights)}
          </a>
          {manager && (
            <Button variant="danger" onClick={() => setConfirm('delete')}>
              <Icon name="trash" /> {i18n._(m.deleteBrand)}
            </Button>
          )}
        </div>
      </div>
      {brand.createdAt && (
        <p className={styles.muted}>
          {translate(i18n, m.createdOn, {
            date: formatDate(brand.createdAt, locale, personTimeZone(me)),
          })}
        </p>
      )}
      {!manager && (
        <p className={styles.notice} data-testid="brands-read-only">
          <Icon name="lock" size={16} />
          {i18n._(m.readOnly)}
        </p>
      )}

      <OnboardingPanel
        status={brand.onboardingStatus ?? 'notStarted'}
        hasChannels={rows.length > 0}
        manager={manager}
        busy={busy === 'onboard'}
        onStart={() =>
          void change(
            'onboard',
            () => calls.onboard(brand.id),
            translate(i18n, m.onboardingStarted, { name: brand.name }),
          )
        }
      />

      <section className={styles.panel} aria-labelledby="brand-channels-title">
        <div className={styles.sectionTop}>
          <h3 id="brand-channels-title" className={styles.sectionTitle}>
            {i18n._(m.channelsTitle)}
          </h3>
          {manager && rows.length > 0 && (
            <Button variant="secondary" onClick={() => setConfirm('removeAll')}>
              <Icon name="trash" /> {i18n._(m.removeAll)}
            </Button>
          )}
        </div>
        <p className={styles.text}>{i18n._(m.channelsLead)}</p>
        <SlotSummary
          used={slots.usedChannelSlots}
          total={slots.totalChannelSlots}
          remaining={summary.channelSlotsRemaining}
        />
        {rows.length === 0 ? (
          <p className={styles.muted}>{i18n._(manager ? m.noChannels : m.noChannelsReader)}</p>
        ) : (
          <BrandChannels
            label={translate(i18n, m.channelsOf, { name: brand.name })}
            channels={rows}
            busyId={busy}
            onRemove={
              manager
                ? (row) =>
                    void change(
                      row.id,
                      () => calls.removeChannel(brand.id, row.id),
                      translate(i18n, m.channelRemoved, { handle: row.handle, brand: brand.name }),
                    )
                : undefined
            }
          />
        )}
        {manager && (
          <>
            <h4 className={styles.subTitle}>{i18n._(m.searchTitle)}</h4>
            {full && (
              <p className={styles.warningNotice} role="status" data-testid="slots-full">
                <Icon name="warning" size={16} />
                {i18n._(m.slotsFull)}
              </p>
            )}
            <HandleSearch search={calls.searchHandle} onAdd={add} added={added} />
          </>
        )}
        <p className={styles.muted}>
          <a className={styles.plainLink} href="#/settings/public-channels/list">
            {i18n._(m.allPublicChannels)}
          </a>
        </p>
      </section>

      <section className={styles.panel} aria-labelledby="brand-details-title">
        <h3 id="brand-details-title" className={styles.sectionTitle}>
          {i18n._(m.detailsTitle)}
        </h3>
        {manager ? (
          <BrandForm
            key={`${brand.id}:${brand.name}:${brand.details ?? ''}:${String(brand.ownBrand)}:${(brand.teamList ?? []).join()}`}
            initial={draftOf(brand)}
            teams={teams.map((team) => ({ id: team.id, name: team.name }))}
            saving={busy === 'details'}
            error={saveError}
            submitLabel={i18n._(m.save)}
            onSave={(draft) => void save(draft)}
            onCancel={() => setSaveError(undefined)}
          />
        ) : (
          <dl className={styles.facts}>
            <dt className={styles.factName}>{i18n._(m.details)}</dt>
            <dd className={styles.factValue}>{brand.details || i18n._(m.noDetails)}</dd>
            <dt className={styles.factName}>{i18n._(m.teams)}</dt>
            <dd className={styles.factValue}>
              {teamNames.length === 0 ? i18n._(m.allTeams) : teamNames.join(', ')}
            </dd>
          </dl>
        )}
      </section>

      <ConfirmDialog
        open={confirm === 'delete'}
        title={translate(i18n, m.deleteTitle, { name: brand.name })}
        confirmText={i18n._(m.deleteConfirm)}
        confirmState="danger"
        loading={busy === 'delete'}
        onClose={(reason) => {
          setConfirm(null);
          if (reason !== 'ok') return;
          setBusy('delete');
          calls.remove(brand.id).then(
            () => {
              toast({ type: 'success', message: translate(i18n, m.deleted, { name: brand.name }) });
              navigate(BRANDS_PATH);
            },
            (error: unknown) => {
              setBusy(null);
              toast({ type: 'error', message: toApiError(error).message });
            },
          );
        }}
      >
        {i18n._(m.deleteBody)}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'removeAll'}
        title={translate(i18n, m.removeAllTitle, { name: brand.name })}
        confirmText={i18n._(m.removeConfirm)}
        confirmState="danger"
        loading={busy === 'removeAll'}
        onClose={(reason) => {
          setConfirm(null);
          if (reason === 'ok') {
            void change(
              'removeAll',
              () => calls.removeAllChannels(brand.id),
              translate(i18n, m.allRemoved, { name: brand.name }),
            );
          }
        }}
      >
        {translate(i18n, m.removeAllBody, { count: rows.length })}
      </ConfirmDialog>
    </section>
  );
}

export default BrandDetailArea;
