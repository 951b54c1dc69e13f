import type { Network } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  isUnderThirdPartyControl,
  PRODUCT_OWNERSHIP,
  THIRD_PARTY_OWNERSHIP,
  withControlTaken,
} from './index.js';

const conversation = (network: Network, ownership?: string) =>
  makeEngageItem({
    engage: { network, type: 'conversation' },
    ...(ownership === undefined ? {} : { control: { ownership } }),
  });

describe("Facebook's handover protocol", () => {
  it.each([
    ['facebook', THIRD_PARTY_OWNERSHIP, true],
    ['facebook', PRODUCT_OWNERSHIP, false],
    ['facebook', undefined, false],
    ['instagram', THIRD_PARTY_OWNERSHIP, false],
    ['whatsapp', THIRD_PARTY_OWNERSHIP, false],
  ] as const)('%s controlled by %s: another app in control is %s', (network, ownership, held) => {
    expect(isUnderThirdPartyControl(conversation(network, ownership))).toBe(held);
  });

  it('taking control gives the conversation to the product', () => {
    const taken = withControlTaken(conversation('facebook', THIRD_PARTY_OWNERSHIP));
    expect(taken.control).toEqual({ ownership: PRODUCT_OWNERSHIP });
    expect(isUnderThirdPartyControl(taken)).toBe(false);
  });
});
