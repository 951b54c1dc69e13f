import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptToolMessage } from './tracking.rules.js';

const TOOL = 'http://localhost:8080';
const expected = { origin: TOOL, nonce: 'n0nce-123' };
const good = { source: 'listening-tool', nonce: 'n0nce-123', event: 'querySelected' };
const QUERY = '9b2f6c1e-6d5a-4f4e-8a59-3f2f0d9c1a11';

describe('acceptToolMessage', () => {
  it.each<[string, string, unknown, ReturnType<typeof acceptToolMessage>]>([
    ['the tool’s message', TOOL, good, { event: 'querySelected', queryId: null }],
    [
      'with its query',
      TOOL,
      { ...good, queryId: QUERY },
      { event: 'querySelected', queryId: QUERY },
    ],
    [
      'a malformed query id is dropped',
      TOOL,
      { ...good, queryId: '1; drop' },
      { event: 'querySelected', queryId: null },
    ],
    ['another origin', 'http://127.0.0.1:8080', good, null],
    ['another nonce', TOOL, { ...good, nonce: 'guess' }, null],
    ['no nonce', TOOL, { source: 'listening-tool', event: 'search' }, null],
    ['another source', TOOL, { ...good, source: 'ads' }, null],
    ['an unknown event', TOOL, { ...good, event: 'exfiltrate' }, null],
    ['a string', TOOL, 'querySelected', null],
    ['null', TOOL, null, null],
  ])('%s', (_name, origin, data, result) => {
    expect(acceptToolMessage({ origin, data }, expected)).toEqual(result);
  });

  it('accepts nothing when the frame has no nonce', () => {
    expect(
      acceptToolMessage(
        { origin: TOOL, data: { ...good, nonce: '' } },
        { origin: TOOL, nonce: '' },
      ),
    ).toBeNull();
  });

  it('never accepts a message whose nonce or origin differs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.anything(), (origin, nonce, event) => {
        const accepted = acceptToolMessage(
          { origin, data: { source: 'listening-tool', nonce, event } },
          expected,
        );
        if (origin !== TOOL || nonce !== expected.nonce) expect(accepted).toBeNull();
      }),
    );
  });
});
