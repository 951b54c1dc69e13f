import { EngageErrorKind } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { bulkEstimateMessage, engageErrorMessage, replyErrorMessage } from './error.messages.js';
import { engageMessages } from './messages/engage.messages.js';

describe('engage error messages', () => {
  it.each(EngageErrorKind.values)('the error kind %s has its own message', (kind) => {
    expect(engageErrorMessage(kind)).toBe(engageMessages[kind]);
  });

  it('SMM_ENG_ERR_2 says a third party controls the conversation', () => {
    expect(engageErrorMessage('SMM_ENG_ERR_2')).toBe(engageMessages.thirdPartyControl);
  });

  it.each([undefined, 'SMM_ENG_ERR_99', 'toString'])(
    '%j shows the unknown-error message',
    (code) => {
      expect(engageErrorMessage(code)).toBe(engageMessages.unknownError);
    },
  );
});

describe('reply error messages', () => {
  it.each([
    [{ network: 'instagram', code: 100, subcode: 33 }, 'instagramInfrastructure'],
    [{ network: 'instagram', code: 100, subcode: 34 }, 'replyFailed'],
    [{ network: 'facebook', code: 100, subcode: 33 }, 'replyFailed'],
    [{ network: 'facebook', errorCode: 'SMM_ENG_ERR_2' }, 'thirdPartyControl'],
    [{}, 'replyFailed'],
  ] as const)('%j → %s', (failure, key) => {
    expect(replyErrorMessage(failure)).toBe(engageMessages[key]);
  });
});

describe('bulk estimates', () => {
  it.each([
    ['underAMinute', 'bulkUnderAMinute'],
    ['aboutTenMinutes', 'bulkAboutTenMinutes'],
    ['considerableTime', 'bulkConsiderableTime'],
  ] as const)('%s → %s', (estimate, key) => {
    expect(bulkEstimateMessage(estimate)).toBe(engageMessages[key]);
  });
});
