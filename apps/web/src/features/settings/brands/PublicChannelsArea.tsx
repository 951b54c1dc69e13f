import { useLingui } from '@lingui/react';
import { canManageBrands } from '@smm/access';
import { brandsMessages as m, translate } from '@smm/i18n';
import { type PublicChannel, toApiError } from '@smm/model';
import { ConfirmDialog, EmptyState, Icon } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './Brands.css.js';
import { brandCalls } from './brands.calls.js';
import { BRANDS_PATH, brandPath } from './brands.texts.js';
import { type FollowingBrand, PublicChannelList } from './PublicChannelList.js';
import { SlotSummary } from './SlotSummary.js';

/**
 * The public channels the organisation follows (platform §2 `/settings/public-channels/list`;
 * docs/decisions/0085): the channel slots, then each channel with its network, handle,
 * followers, the first day of history and the brands following it (links to their pages);
 * administrators and team leaders stop following a channel for a brand.
 */
export function PublicChannelsArea({
  api,
  me,
  teams,
}: Pick<SettingsAreaProps, 'api' | 'me' | 'teams'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => brandCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.publicChannels(), calls.brands(), calls.slots(), calls.slotSummary()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const manager = canManageBrands(me, teams);
  const [removing, setRemoving] = useState<{
    readonly channel: PublicChannel;
    readonly brand: FollowingBrand;
  } | null>(null);

  const remove = async (channel: PublicChannel, brand: FollowingBrand) => {
    try {
      await calls.removeChannel(brand.id, channel.id);
      toast({
        type: 'success',
        message: translate(i18n, m.channelRemoved, { handle: channel.handle, brand: brand.name }),
      });
      reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    }
  };

  const ready = loaded.kind === 'ready' ? loaded.data : undefined;
  return (
    <section className={styles.page} aria-labelledby="public-channels-title">
      <div className={styles.top}>
        <h2 id="public-channels-title" className={styles.heading}>
          {i18n._(m.publicTitle)}
        </h2>
      </div>
      <p className={styles.lead}>{i18n._(m.publicLead)}</p>
      {!manager && (
        <p className={styles.notice} data-testid="brands-read-only">
          <Icon name="lock" size={16} />
          {i18n._(m.readOnly)}
        </p>
      )}
      <LoadState loaded={loaded} retry={reload} failed={m.publicLoadFailed} retryLabel={m.retry} />
      {ready !== undefined && (
        <>
          <SlotSummary
            used={ready[2].usedChannelSlots}
            total={ready[2].totalChannelSlots}
            remaining={ready[3].channelSlotsRemaining}
          />
          {ready[0].length === 0 ? (
            <EmptyState
              icon="radio"
              headingLevel={3}
              title={i18n._(m.publicEmptyTitle)}
              action={
                <a className={styles.buttonLink} href={`#${BRANDS_PATH}`}>
                  {i18n._(m.goToBrands)}
                </a>
              }
            >
              {i18n._(m.publicEmptyText)}
            </EmptyState>
          ) : (
            <PublicChannelList
              channels={ready[0]}
              brands={new Map(ready[1].map((brand) => [brand.id, brand]))}
              brandHref={(id) => `#${brandPath(id)}`}
              onRemove={manager ? (channel, brand) => setRemoving({ channel, brand }) : undefined}
            />
          )}
          <p className={styles.text}>
            <a className={styles.plainLink} href={`#${BRANDS_PATH}`}>
              {i18n._(m.goToBrands)}
            </a>
          </p>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={translate(i18n, m.removeFromBrandTitle, {
          handle: removing?.channel.handle ?? '',
          brand: removing?.brand.name ?? '',
        })}
        confirmText={i18n._(m.removeConfirm)}
        confirmState="danger"
        onClose={(reason) => {
          const chosen = removing;
          setRemoving(null);
          if (reason === 'ok' && chosen) void remove(chosen.channel, chosen.brand);
        }}
      >
        {i18n._(m.removeFromBrandBody)}
      </ConfirmDialog>
    </section>
  );
}

export default PublicChannelsArea;
