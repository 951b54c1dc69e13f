import { describe, expect, it } from 'vitest';
import { queryOfNext } from './notification-centre.calls.js';

describe('queryOfNext', () => {
  it.each([
    [
      '/inbox-service/notifications?product=ENGAGE&product=PUBLISH&status=UNREAD&relevance=ME&sort=originatingEventCreatedDate,asc&size=20&cursor=abc',
      {
        product: 'ENGAGE,PUBLISH',
        status: 'UNREAD',
        relevance: 'ME',
        sort: 'originatingEventCreatedDate,asc',
        size: 20,
        cursor: 'abc',
      },
    ],
    [
      '/inbox-service/notifications?product=ENGAGE,PLATFORM&cursor=x%2By',
      { product: 'ENGAGE,PLATFORM', cursor: 'x+y' },
    ],
    ['/inbox-service/notifications', {}],
  ])('%s', (next, query) => {
    expect(queryOfNext(next)).toEqual(query);
  });
});
