import { describe, expect, it } from 'vitest';
import { apiErrorToast, isShowable, shownType, toastTtl } from './toast.rules.js';

describe('toast rules', () => {
  it.each([
    [undefined, 5000],
    [{}, 5000],
    [{ ttl: 10000 }, 10000],
    [{ ttl: 0 }, 0],
    [{ ttl: -1 }, -1],
    [{ autoDismiss: false }, -1],
    [{ autoDismiss: true, ttl: 2000 }, 2000],
    [{ ttl: -5 }, 5000],
    [{ ttl: Number.NaN }, 5000],
  ])('the ttl of options %j is %d', (options, ttl) => {
    expect(toastTtl(options)).toBe(ttl);
  });

  it('danger is shown as error, the other types as themselves', () => {
    expect(
      ['success', 'info', 'error', 'danger', 'warning'].map((t) => shownType(t as 'info')),
    ).toEqual(['success', 'info', 'error', 'error', 'warning']);
  });

  it('drops blank messages except for clear', () => {
    expect(isShowable({ type: 'success', message: 'ok' })).toBe(true);
    expect(isShowable({ type: 'success', message: ' \n' })).toBe(false);
    expect(isShowable({ type: 'clear', message: '' })).toBe(true);
  });

  it('a failed call becomes a 5 s error toast with its message, "Request failed" without one', () => {
    expect(apiErrorToast(new Error('Timed out'))).toEqual({
      type: 'error',
      message: 'Timed out',
      options: { ttl: 5000 },
    });
    expect(apiErrorToast({ status: 500 }).message).toBe('Request failed');
    expect(apiErrorToast({ body: { message: 'Feed not found' }, status: 404 }).message).toBe(
      'Feed not found',
    );
  });
});
