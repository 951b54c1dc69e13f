import { makeEngageItem } from '@smm/model/testing';
import type { Sender } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasIdentity,
  identityKeyOf,
  identityProfileOf,
  isSamePerson,
  normaliseIdentityText,
  type IdentityKey,
} from './index.js';

const sender = (patch: { [K in keyof Sender]?: Sender[K] | undefined } = {}): Sender => {
  const merged: Record<string, unknown> = {
    id: '100',
    name: 'Sam Sandbox',
    handle: 'samsandbox',
    visibility: 'PUBLIC',
    isOwn: false,
    ...patch,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged as Sender;
};

describe('normaliseIdentityText', () => {
  it.each([
    ['  Sam   SANDBOX ', 'sam sandbox'],
    ['@Sam', 'sam'],
    ['Ｓａｍ', 'sam'],
    ['   ', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, normal) => {
    expect(normaliseIdentityText(text)).toBe(normal);
  });
});

describe('hasIdentity (engage §5: who has an audience profile)', () => {
  it.each([
    ['a public customer on Facebook', 'facebook', sender(), true],
    ['the channel itself', 'facebook', sender({ isOwn: true }), false],
    ['a private sender', 'linkedIn', sender({ visibility: 'PRIVATE' }), false],
    ['a Facebook user the network does not identify', 'facebook', sender({ id: undefined }), false],
    ['an Instagram customer without an id (by name)', 'instagram', sender({ id: undefined }), true],
    ['a Google reviewer (no audience profile)', 'googlemybusiness', sender(), false],
    ['a WhatsApp customer', 'whatsapp', sender({ id: '+4915112345678' }), true],
  ] as const)('%s → %s', (_, network, who, expected) => {
    expect(hasIdentity(makeEngageItem({ engage: { network }, sender: who }))).toBe(expected);
  });

  it('is false without a sender', () => {
    expect(hasIdentity(makeEngageItem({ sender: undefined }))).toBe(false);
  });
});

describe('identityKeyOf', () => {
  it('normalises name and handle', () => {
    expect(
      identityKeyOf(
        makeEngageItem({
          engage: { network: 'twitter' },
          sender: sender({ id: '42', name: 'Sam  Sandbox', handle: '@SamS' }),
        }),
      ),
    ).toEqual({ network: 'twitter', senderId: '42', name: 'sam sandbox', handle: 'sams' });
  });

  it('has no handle on WhatsApp (phone numbers and profile names only)', () => {
    const key = identityKeyOf(
      makeEngageItem({
        engage: { network: 'whatsapp' },
        sender: sender({ id: '+4915112345678', handle: '佐藤.花子' }),
      }),
    );
    expect(key?.handle).toBeUndefined();
  });
});

const key = (patch: Partial<IdentityKey>): IdentityKey => ({
  network: 'facebook',
  senderId: '1',
  name: 'sam sandbox',
  handle: undefined,
  ...patch,
});

describe('isSamePerson (docs/decisions/0058)', () => {
  it.each([
    ['same network, same id', key({}), key({ name: 'other' }), true],
    ['same network, other id, same name', key({}), key({ senderId: '2' }), false],
    ['same network, one without id, same name', key({}), key({ senderId: undefined }), true],
    [
      'other network, same name',
      key({}),
      key({ network: 'instagram', senderId: '9', handle: 'x' }),
      true,
    ],
    [
      'other network, same handle, other name',
      key({ network: 'twitter', handle: 'sam' }),
      key({ network: 'instagram', name: 'samuel', handle: 'sam' }),
      true,
    ],
    ['other network, other name', key({}), key({ network: 'instagram', name: 'ann lee' }), false],
    [
      'other network, a too short name',
      key({ name: 'al' }),
      key({ network: 'x', name: 'al' }),
      false,
    ],
  ] as const)('%s → %s', (_, a, b, same) => {
    expect(isSamePerson(a, b)).toBe(same);
    expect(isSamePerson(b, a)).toBe(same);
  });

  it('is symmetric and reflexive for keys with an id or a long name', () => {
    const arbitraryKey = fc.record({
      network: fc.constantFrom('facebook', 'instagram', 'twitter'),
      senderId: fc.option(fc.constantFrom('1', '2'), { nil: undefined }),
      name: fc.option(fc.constantFrom('sam sandbox', 'ann lee', 'al'), { nil: undefined }),
      handle: fc.option(fc.constantFrom('sam', 'ann'), { nil: undefined }),
    });
    fc.assert(
      fc.property(arbitraryKey, arbitraryKey, (a, b) => {
        expect(isSamePerson(a, b)).toBe(isSamePerson(b, a));
        if (a.senderId !== undefined) expect(isSamePerson(a, a)).toBe(true);
      }),
    );
  });
});

describe('identityProfileOf', () => {
  it.each([
    ['instagram', sender({ handle: 'sam' }), '@sam', 'https://www.instagram.com/sam'],
    ['twitter', sender({ handle: '@sam' }), '@sam', 'https://x.com/sam'],
    ['facebook', sender({ id: '123' }), '@samsandbox', 'https://www.facebook.com/123'],
    [
      'whatsapp',
      sender({ id: '+49 151 1234567', handle: undefined }),
      '+49 151 1234567',
      'https://wa.me/491511234567',
    ],
  ] as const)('%s: address and profile link', (network, who, address, url) => {
    const profile = identityProfileOf(makeEngageItem({ engage: { network }, sender: who }));
    expect(profile?.address).toBe(address);
    expect(profile?.profileUrl).toBe(url);
  });

  it('is undefined for a private sender', () => {
    expect(
      identityProfileOf(makeEngageItem({ sender: sender({ visibility: 'PRIVATE' }) })),
    ).toBeUndefined();
  });
});
