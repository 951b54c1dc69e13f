import { useLingui } from '@lingui/react';
import { canManageBrands } from '@smm/access';
import { brandsMessages as m } from '@smm/i18n';
import { EmptyState, Icon } from '@smm/ui';
import { useCallback, useMemo } from 'react';
import { personTimeZone } from '../../../session/time-zone.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './Brands.css.js';
import { brandCalls } from './brands.calls.js';
import { brandPath } from './brands.texts.js';
import { BrandList } from './BrandList.js';
import { SlotSummary } from './SlotSummary.js';

/** The link that opens a new brand's page, looking like the primary button. */
function NewBrandLink() {
  const { i18n } = useLingui();
  return (
    <a className={`${styles.buttonLink} ${styles.primaryLink}`} href="#/settings/brands/new">
      <Icon name="plus" /> {i18n._(m.newBrand)}
    </a>
  );
}

/**
 * The brands of the organisation (platform §2 `/settings/brands/list`; docs/decisions/0085): the
 * channel slots, the brands with their networks, channels, history and creation date, and a new
 * brand for administrators and team leaders; everyone else reads. Without brands, what
 * Benchmark does and the way to the first brand.
 */
export function BrandsArea({ api, me, teams }: Pick<SettingsAreaProps, 'api' | 'me' | 'teams'>) {
  const { i18n } = useLingui();
  const calls = useMemo(() => brandCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.brands(), calls.slots(), calls.slotSummary()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const manager = canManageBrands(me, teams);
  const ready = loaded.kind === 'ready' ? loaded.data : undefined;

  return (
    <section className={styles.page} aria-labelledby="brands-title">
      <div className={styles.top}>
        <h2 id="brands-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        {manager && ready !== undefined && ready[0].length > 0 && <NewBrandLink />}
      </div>
      <p className={styles.lead}>{i18n._(m.lead)}</p>
      {!manager && (
        <p className={styles.notice} data-testid="brands-read-only">
          <Icon name="lock" size={16} />
          {i18n._(m.readOnly)}
        </p>
      )}
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {ready !== undefined && (
        <>
          <SlotSummary
            used={ready[1].usedChannelSlots}
            total={ready[1].totalChannelSlots}
            remaining={ready[2].channelSlotsRemaining}
          />
          {ready[0].length === 0 ? (
            <EmptyState
              icon="barChart"
              headingLevel={3}
              title={i18n._(m.emptyTitle)}
              action={manager ? <NewBrandLink /> : undefined}
            >
              {i18n._(manager ? m.emptyManager : m.emptyReader)}
            </EmptyState>
          ) : (
            <BrandList
              brands={ready[0]}
              href={(brand) => `#${brandPath(brand.id)}`}
              timeZone={personTimeZone(me)}
            />
          )}
          <p className={styles.text}>
            <a className={styles.plainLink} href="#/settings/public-channels/list">
              {i18n._(m.allPublicChannels)}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

export default BrandsArea;
