import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import { toApiError, type WhatsAppPhoneNumber } from '@smm/model';
import { useCallback, useState } from 'react';
import { useToast } from '../../../../shell/toasts.js';
import { LoadState } from '../../LoadState.js';
import { useLoaded } from '../../use-loaded.js';
import * as page from '../ChannelDetail.css.js';
import type { WhatsAppProfileCalls } from './whatsapp-profile.calls.js';
import { WhatsAppNumbersList } from './WhatsAppNumbersList.js';

/**
 * Where a number being connected goes on: the channels screen opens the WhatsApp connect flow
 * for it (`?whatsapp=<channel id>`), at the step its state decides.
 */
export const connectPath = (channelId: string) =>
  `/settings/channels?whatsapp=${encodeURIComponent(channelId)}`;

// Into the hash itself: wouter's navigate would move the query before the hash, where the
// channels screen does not read it.
const openConnectFlow = (channelId: string) => {
  window.location.hash = connectPath(channelId);
};

/**
 * The numbers of a WhatsApp channel's business account, bound to the server: the channel's
 * account is found among the organisation's WhatsApp channels, then its numbers are read; a
 * number that is not connected goes on to the connect flow, or is removed.
 */
export function NumbersSection(props: {
  readonly calls: WhatsAppProfileCalls;
  readonly channelId: string;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { calls, channelId } = props;
  const load = useCallback(async () => {
    const channel = (await calls.channels()).find((candidate) => candidate.id === channelId);
    if (channel === undefined) return [];
    return (await calls.numbers(channel.businessAccountId)).numbers;
  }, [calls, channelId]);
  const { loaded, reload } = useLoaded(load);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [connectingId, setConnectingId] = useState<string | null>(null);

  if (loaded.kind !== 'ready') {
    return (
      <section className={page.section} aria-labelledby="whatsapp-numbers-title">
        <h3 id="whatsapp-numbers-title" className={page.sectionTitle}>
          {i18n._(m.numbersTitle)}
        </h3>
        <LoadState
          loaded={loaded}
          retry={reload}
          failed={m.numbersLoadFailed}
          retryLabel={m.tryAgain}
        />
      </section>
    );
  }
  const remove = (number: WhatsAppPhoneNumber) => {
    setRemovingId(number.id);
    calls
      .removeNumber(number.id)
      .then(() => {
        toast({
          type: 'success',
          message: translate(i18n, m.numberRemoved, { number: number.displayPhoneNumber }),
        });
        reload();
      })
      .catch((failure: unknown) => toast({ type: 'error', message: toApiError(failure).message }))
      .finally(() => setRemovingId(null));
  };
  // A number not chosen yet is chosen first (it becomes its deployment's selected channel, as
  // in the connect flow); then the flow goes on for it.
  const connect = (number: WhatsAppPhoneNumber) => {
    if (number.channelId) return openConnectFlow(number.channelId);
    setConnectingId(number.id);
    calls
      .chooseNumber(number.id)
      .then((chosen) => openConnectFlow(chosen.id))
      .catch((failure: unknown) => toast({ type: 'error', message: toApiError(failure).message }))
      .finally(() => setConnectingId(null));
  };
  return (
    <WhatsAppNumbersList
      numbers={loaded.data}
      channelId={channelId}
      onConnect={connect}
      connectingId={connectingId}
      removingId={removingId}
      onRemove={remove}
    />
  );
}
