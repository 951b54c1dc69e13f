import type { MessageDescriptor } from '@lingui/core';
import { EngageErrorKind } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_KINDS, engageFailureMessage } from './engage-failure.js';
import { INSTAGRAM_STATUS_LINK } from './error.messages.js';
import { engageMessages } from './messages/engage.messages.js';

describe('the message of a failed engage call (engage §8)', () => {
  it.each([
    [
      {
        errorCode: 'NETWORK_PLATFORM_ISSUE',
        network: 'instagram',
        networkCode: 100,
        networkSubcode: 33,
      },
      'instagramInfrastructure',
    ],
    [{ network: 'instagram', networkCode: 100, networkSubcode: 33 }, 'instagramInfrastructure'],
    [
      {
        errorCode: 'NETWORK_PLATFORM_ISSUE',
        network: 'facebook',
        networkCode: 100,
        networkSubcode: 33,
      },
      'networkGeneralError',
    ],
    [
      { errorCode: 'NETWORK_INVALID', network: 'instagram', networkCode: 100 },
      'networkRequestError',
    ],
    [{ errorCode: 'SMM_ENG_ERR_2', network: 'facebook' }, 'thirdPartyControl'],
    [{ errorCode: 'NOT_FOUND' }, 'notFound'],
    [{ errorCode: 'NETWORK_NOT_FOUND' }, 'notFound'],
    [{ errorCode: 'CONFLICT' }, 'conflict'],
    [{ errorCode: 'FORBIDDEN' }, 'unauthorized'],
    [{ errorCode: 'UNAUTHORIZED' }, 'unauthorized'],
    [{ errorCode: 'INVALID_REQUEST' }, 'invalidRequest'],
    [{ errorCode: 'NETWORK_RATE_LIMITED' }, 'networkRequestError'],
    [{ errorCode: 'NETWORK_TOKEN_EXPIRED' }, 'networkRequestError'],
    [{ errorCode: 'conversationControlError' }, 'conversationControlError'],
  ] as const)('%j → %s', (failure, key) => {
    expect(engageFailureMessage(failure)?.descriptor).toBe(engageMessages[key]);
  });

  it('the 100/33 message carries its help link', () => {
    expect(
      engageFailureMessage({ network: 'instagram', networkCode: 100, networkSubcode: 33 })?.values,
    ).toEqual({ link: INSTAGRAM_STATUS_LINK });
  });

  it.each([undefined, 'hide.deleted', 'forward.emails', 'toString', '__proto__'])(
    'a code of no kind (%j) leaves the server’s message',
    (errorCode) => {
      expect(engageFailureMessage({ errorCode })).toBeUndefined();
    },
  );

  it('every listed code maps to a kind of the catalogue', () => {
    for (const kind of Object.values(ERROR_CODE_KINDS)) expect(EngageErrorKind.is(kind)).toBe(true);
  });

  it('never throws, and a message it gives is one of the catalogue', () => {
    const catalogue = new Set<MessageDescriptor>(Object.values(engageMessages));
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.constantFrom('instagram', 'facebook', 'twitter'), { nil: undefined }),
        fc.option(fc.integer(), { nil: undefined }),
        (errorCode, network, networkCode) => {
          const message = engageFailureMessage({ errorCode, network, networkCode });
          if (message) expect(catalogue.has(message.descriptor)).toBe(true);
        },
      ),
    );
  });
});
