import { connectMachine, connectView, type ConnectReturn } from '@smm/channels';
import type { Channel } from '@smm/model';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ChannelsCalls } from './channels.calls.js';
import { ConnectDialog } from './ConnectDialog.js';

/** Props of {@link ConnectFlow}. */
export interface ConnectFlowProps {
  readonly calls: ChannelsCalls;
  /** How the browser came back from a network's consent page, if it did. */
  readonly returned: ConnectReturn | null;
  /** Channels added (the per-network endpoints answer them at once). */
  readonly onAdded: (channels: readonly Channel[]) => void;
  readonly onClose: () => void;
  /** WhatsApp was chosen: its own flow takes over. */
  readonly onWhatsApp: () => void;
  /** Sends the browser to a network's consent page. */
  readonly navigate?: (url: string) => void;
}

/**
 * The connect dialog bound to `@smm/channels`' connect machine and the connect calls: the
 * consent page is opened with `window.location.assign`; the channels added are handed over as
 * soon as an endpoint answers them.
 */
export function ConnectFlow(props: ConnectFlowProps) {
  const { calls } = props;
  const navigate = props.navigate ?? ((url: string) => window.location.assign(url));
  const machine = useMemo(
    () =>
      connectMachine.provide({
        actors: {
          startConnect: fromPromise(({ input }) => calls.startConnect(input.network)),
          fetchAccounts: fromPromise(({ input }) => calls.authorised(input.network)),
          addToNetwork: fromPromise(({ input }) =>
            calls.addToNetwork(input.network, input.channelIds),
          ),
          startLegacy: fromPromise(({ input }) => calls.startLegacy(input.channelIds)),
          fetchLegacyState: fromPromise(() => calls.legacyState()),
        },
        actions: {
          openConsent: ({ context }) => {
            if (context.authorizeUrl !== null) navigate(context.authorizeUrl);
          },
        },
      }),
    // The machine is made once per dialog; the dialog is mounted anew for each connect.
    [],
  );
  const actor = useActorRef(machine, { input: { returned: props.returned } });
  const view = useSelector(actor, (snapshot) => connectView(snapshot));
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  const { onAdded } = props;
  useEffect(() => {
    if (added.length > 0) onAdded(added);
  }, [added, onAdded]);
  return (
    <ConnectDialog
      open
      view={view}
      onChoose={(network) => actor.send({ type: 'network.choose', network })}
      onChooseWhatsApp={props.onWhatsApp}
      onToggle={(channelId) => actor.send({ type: 'account.toggle', channelId })}
      onAdd={() => actor.send({ type: 'accounts.add' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onBack={() => actor.send({ type: 'back' })}
      onClose={props.onClose}
    />
  );
}
