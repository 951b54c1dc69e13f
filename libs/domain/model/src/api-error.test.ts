import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error.js';
import { decodeOrThrow } from './decode.js';

describe('toApiError (platform §8)', () => {
  it.each([
    ['nothing', undefined, { status: 500, message: 'Request failed' }],
    ['null', null, { status: 500, message: 'Request failed' }],
    ['a string', 'Service down', { status: 500, message: 'Service down' }],
    ['a blank string', '  ', { status: 500, message: 'Request failed' }],
    [
      'an error shape',
      { status: 404, message: 'Not found' },
      { status: 404, message: 'Not found' },
    ],
    [
      'a Fastify error body',
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.name: expected string got undefined',
      },
      { status: 400, message: 'body.name: expected string got undefined' },
    ],
    [
      'a body with an engage code',
      { status: 409, body: { message: 'Third party in control', errorCode: 'SMM_ENG_ERR_2' } },
      { status: 409, message: 'Third party in control', errorCode: 'SMM_ENG_ERR_2' },
    ],
    ['an out-of-range status', { status: 42, message: 'odd' }, { status: 500, message: 'odd' }],
    ['an empty object', {}, { status: 500, message: 'Request failed' }],
  ])('normalises %s', (_what, input, expected) => {
    expect(toApiError(input)).toEqual(expected);
  });

  it("keeps a network's own code and subcode (engage §8: Instagram 100/33)", () => {
    const body = {
      status: 502,
      message: 'Infrastructure issue',
      errorCode: 'NETWORK_PLATFORM_ISSUE',
      networkCode: 100,
      networkSubcode: 33,
    };
    expect(toApiError({ status: 502, body })).toEqual(body);
    expect(toApiError({ status: 502, body: { ...body, networkCode: '100' } })).not.toHaveProperty(
      'networkCode',
    );
  });

  it('keeps an Error as the cause', () => {
    const error = new Error('timeout');
    expect(toApiError(error)).toEqual({ status: 500, message: 'timeout', cause: error });
  });

  it('always yields a valid ApiError', () => {
    for (const input of [undefined, 'x', { status: 'x' }, new TypeError('t'), [1, 2]]) {
      expect(() => decodeOrThrow(ApiError, toApiError(input))).not.toThrow();
    }
  });

  it('decoding fills the defaults', () => {
    expect(decodeOrThrow(ApiError, {})).toEqual({ status: 500, message: 'Request failed' });
  });
});
