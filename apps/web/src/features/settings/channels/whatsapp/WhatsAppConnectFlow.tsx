import { whatsappConnectMachine, whatsappConnectView } from '@smm/channels';
import type { Channel, WhatsAppBusinessAccount, WhatsAppChannel } from '@smm/model';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { WhatsAppCalls } from './whatsapp.calls.js';
import { WhatsAppConnectDialog } from './WhatsAppConnectDialog.js';

/** Props of {@link WhatsAppConnectFlow}. */
export interface WhatsAppConnectFlowProps {
  readonly calls: WhatsAppCalls;
  /** A number being connected (or to reconnect), to go on with; null to start afresh. */
  readonly resume: WhatsAppChannel | null;
  /** The channels the number became. */
  readonly onAdded: (channels: readonly Channel[]) => void;
  readonly onClose: () => void;
}

/** The time now, every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The WhatsApp connect dialog bound to `@smm/channels`' `whatsappConnectMachine` and the
 * WhatsApp calls; the resend countdown ticks once a second while a code waits.
 */
export function WhatsAppConnectFlow({ calls, resume, onAdded, onClose }: WhatsAppConnectFlowProps) {
  const machine = useMemo(
    () =>
      whatsappConnectMachine.provide({
        actors: {
          fetchAccounts: fromPromise<readonly WhatsAppBusinessAccount[], void>(() =>
            calls.businessAccounts(),
          ),
          fetchNumbers: fromPromise(({ input }) => calls.numbers(input.businessAccountId)),
          addNumber: fromPromise(({ input }) => calls.addNumber(input)),
          removeNumber: fromPromise(({ input }) =>
            calls.removeNumber(input.businessAccountId, input.phoneNumberId),
          ),
          chooseNumber: fromPromise(({ input }) => calls.chooseNumber(input.phoneNumberId)),
          sendCode: fromPromise(({ input }) => calls.sendCode(input.channelId)),
          verifyCode: fromPromise(({ input }) =>
            calls.verifyCode(input.channelId, input.code, input.pin),
          ),
          activateNumber: fromPromise(({ input }) =>
            calls.activate(input.deploymentId, input.channelId),
          ),
          verifyNumber: fromPromise(({ input }) =>
            calls.verify(input.deploymentId, input.channelId),
          ),
          connectNumber: fromPromise<
            readonly Channel[],
            { readonly channelIds: readonly string[] }
          >(({ input }) => calls.connect(input.channelIds)),
        },
      }),
    // The machine is made once per dialog; the dialog is mounted anew for each connect.
    [],
  );
  const actor = useActorRef(machine, { input: { resume } });
  const view = useSelector(actor, (snapshot) => whatsappConnectView(snapshot));
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  useEffect(() => {
    if (added.length > 0) onAdded(added);
  }, [added, onAdded]);
  const now = useNow(view.step === 'code' && view.sent !== null);
  return (
    <WhatsAppConnectDialog
      open
      view={view}
      now={now}
      onChooseAccount={(businessAccountId) =>
        actor.send({ type: 'account.choose', businessAccountId })
      }
      onChooseNumber={(phoneNumberId) => actor.send({ type: 'number.choose', phoneNumberId })}
      onAddNumber={(number) => actor.send({ type: 'number.add', ...number })}
      onRemoveNumber={(phoneNumberId) => actor.send({ type: 'number.remove', phoneNumberId })}
      onSendCode={() => actor.send({ type: 'code.send', now: Date.now() })}
      onVerifyCode={(code, pin) => actor.send({ type: 'code.verify', code, pin })}
      onActivate={() => actor.send({ type: 'number.activate' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onBack={() => actor.send({ type: 'back' })}
      onClose={onClose}
    />
  );
}
