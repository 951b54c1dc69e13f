import type { Network } from '@smm/model';

/**
 * A sandbox customer as the network knows them: on WhatsApp a phone number (the sender's id, as
 * WhatsApp's `wa_id`) and a profile name, no handle; elsewhere an account id and a handle.
 * Numbers are of the fictional 555-01xx range.
 *
 * @example
 * sandboxSender('whatsapp', 7, 'Hana Sato') // { id: '+15550100107', name: 'Hana Sato' }
 * sandboxSender('instagram', 7, 'Hana Sato') // { id: 'instagram-user-7', name: 'Hana Sato', handle: 'hana.sato' }
 */
export function sandboxSender(
  network: Network,
  index: number,
  name: string,
): { id: string; name: string; handle?: string } {
  if (network === 'whatsapp') return { id: `+1555010${String(100 + (index % 900))}`, name };
  return {
    id: `${network}-user-${index}`,
    name,
    handle: name.toLowerCase().replace(/\s+/g, '.'),
  };
}

/**
 * Where an item is on the network, for "Open on …"; WhatsApp messages have no address on the
 * web, so none.
 */
export function sandboxLink(network: Network, networkItemId: string): { link?: string } {
  return network === 'whatsapp'
    ? {}
    : { link: `https://sandbox.${network.toLowerCase()}.test/${networkItemId}` };
}
