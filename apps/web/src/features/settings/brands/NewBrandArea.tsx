import { useLingui } from '@lingui/react';
import { BENCHMARK_LIMITS, type HandleInfo, toApiError } from '@smm/model';
import { brandsMessages as m, translate } from '@smm/i18n';
import { Checkbox, Icon } from '@smm/ui';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import { FormActions } from '../FormActions.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './Brands.css.js';
import { brandCalls } from './brands.calls.js';
import { BRANDS_PATH, brandPath } from './brands.texts.js';
import { brandInput, EMPTY_DRAFT, isSendable } from './brand-draft.js';
import { BrandChannels } from './BrandChannels.js';
import { BrandFields } from './BrandFields.js';
import { HandleSearch, handleKey } from './HandleSearch.js';
import { SlotSummary } from './SlotSummary.js';

/**
 * A new brand (platform §2 `/settings/brands/new`; docs/decisions/0085): its name, details, own
 * brand mark and teams, the public channels it follows (found by handle), and whether to start
 * onboarding at once. Creating it adds the channels, starts onboarding and opens the brand's page
 * (`/settings/brands/list/{id}`), which shows the history being collected.
 */
export function NewBrandArea({ api, teams }: Pick<SettingsAreaProps, 'api' | 'teams'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const nameId = useId();
  const calls = useMemo(() => brandCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.slots(), calls.slotSummary(), calls.publicChannels()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [picked, setPicked] = useState<readonly HandleInfo[]>([]);
  const [onboardNow, setOnboardNow] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const followed = new Set(
    loaded.kind === 'ready' ? loaded.data[2].map((channel) => channel.id) : [],
  );
  const remainingNow = loaded.kind === 'ready' ? loaded.data[1].channelSlotsRemaining : 0;
  const newSlots = picked.filter((info) => !followed.has(handleKey(info))).length;
  const remaining = Math.max(0, remainingNow - newSlots);
  const pickedKeys = new Set(picked.map(handleKey));

  const pick = (info: HandleInfo) => {
    if (picked.length >= BENCHMARK_LIMITS.channelsPerBrand) {
      throw new Error(
        translate(i18n, m.tooManyChannels, { max: BENCHMARK_LIMITS.channelsPerBrand }),
      );
    }
    if (!followed.has(handleKey(info)) && remaining <= 0) {
      throw new Error(i18n._(m.slotsFull));
    }
    setPicked((current) => [...current, info]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (!isSendable(draft)) {
      document.getElementById(nameId)?.focus();
      return;
    }
    setSaving(true);
    setError(undefined);
    let brand;
    try {
      brand = await calls.create(brandInput(draft));
    } catch (failure) {
      setError(toApiError(failure).message);
      setSaving(false);
      return;
    }
    // The brand exists from here on: whatever fails next is said on its page, never a dead end.
    let added = 0;
    try {
      for (const info of picked) {
        await calls.addChannel(brand.id, handleKey(info));
        added++;
      }
      if (onboardNow && added > 0) await calls.onboard(brand.id);
      toast({ type: 'success', message: translate(i18n, m.saved, { name: brand.name }) });
    } catch (failure) {
      toast({
        type: 'error',
        message: translate(i18n, m.createdPartly, {
          name: brand.name,
          reason: toApiError(failure).message,
        }),
      });
    }
    navigate(brandPath(brand.id));
  };

  return (
    <section className={styles.page} aria-labelledby="brand-new-title">
      <a className={styles.back} href={`#${BRANDS_PATH}`}>
        <Icon name="chevronLeft" /> {i18n._(m.allBrands)}
      </a>
      <h2 id="brand-new-title" className={styles.heading}>
        {i18n._(m.newTitle)}
      </h2>
      <p className={styles.lead}>{i18n._(m.newLead)}</p>
      <form
        className={styles.panel}
        aria-labelledby="brand-new-details"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h3 id="brand-new-details" className={styles.sectionTitle}>
          {i18n._(m.detailsTitle)}
        </h3>
        <BrandFields
          draft={draft}
          onChange={setDraft}
          teams={teams.map((team) => ({ id: team.id, name: team.name }))}
          showProblems={attempted}
          nameId={nameId}
        />
      </form>
      <section className={styles.panel} aria-labelledby="brand-new-channels">
        <h3 id="brand-new-channels" className={styles.sectionTitle}>
          {i18n._(m.channelsTitle)}
        </h3>
        <p className={styles.text}>{i18n._(m.channelsLead)}</p>
        <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
        {loaded.kind === 'ready' && (
          <SlotSummary
            used={loaded.data[0].usedChannelSlots + newSlots}
            total={loaded.data[0].totalChannelSlots}
            remaining={remaining}
          />
        )}
        {picked.length === 0 ? (
          <p className={styles.muted}>{i18n._(m.noChannelsPicked)}</p>
        ) : (
          <BrandChannels
            label={i18n._(m.pickedChannels)}
            channels={picked.map((info) => ({
              id: handleKey(info),
              network: info.network,
              handle: info.handle,
              name: info.name,
              followerCount: info.followerCount,
              historySince: null,
            }))}
            removeLabel={(channel, networkName) =>
              translate(i18n, m.pendingRemove, { handle: channel.handle, network: networkName })
            }
            onRemove={(channel) =>
              setPicked((current) => current.filter((info) => handleKey(info) !== channel.id))
            }
          />
        )}
        <h4 className={styles.subTitle}>{i18n._(m.searchTitle)}</h4>
        <HandleSearch search={calls.searchHandle} onAdd={pick} added={pickedKeys} />
      </section>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Checkbox
          label={i18n._(m.onboardNow)}
          description={translate(i18n, m.onboardNowHint, { days: BENCHMARK_LIMITS.onboardDays })}
          checked={onboardNow}
          onChange={(event) => setOnboardNow(event.target.checked)}
        />
        <FormActions
          error={error}
          submitLabel={i18n._(m.create)}
          saving={saving}
          onCancel={() => navigate(BRANDS_PATH)}
        />
      </form>
    </section>
  );
}

export default NewBrandArea;
