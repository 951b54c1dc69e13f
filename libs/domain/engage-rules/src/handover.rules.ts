import type { EngageItem } from '@smm/model';

/** The ownership of a conversation another app controls (Facebook's handover protocol). */
export const THIRD_PARTY_OWNERSHIP = 'THIRD_PARTY';

/** The ownership of a conversation this product controls. */
export const PRODUCT_OWNERSHIP = 'SMM';

/**
 * Whether another app controls this Facebook conversation (the handover protocol, engage §3
 * `control{ownership}`): then the product may not answer it (SMM_ENG_ERR_2, engage §8) until
 * it takes control. Other networks have no handover protocol.
 *
 * @example
 * isUnderThirdPartyControl({ engage: { network: 'facebook', … }, control: { ownership: 'THIRD_PARTY' } }) // true
 */
export function isUnderThirdPartyControl(item: Pick<EngageItem, 'engage' | 'control'>): boolean {
  return item.engage.network === 'facebook' && item.control?.ownership === THIRD_PARTY_OWNERSHIP;
}

/**
 * The conversation once the product has taken control of it.
 *
 * @example
 * isUnderThirdPartyControl(withControlTaken(controlledConversation)) // false
 */
export function withControlTaken<I extends Pick<EngageItem, 'control'>>(item: I): I {
  return { ...item, control: { ownership: PRODUCT_OWNERSHIP } };
}
