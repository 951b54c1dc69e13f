import type { SupportUserResults } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const search = async (q: string, limit?: number) => {
  const support = await api.as('support');
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  return support('GET', `/support/users?${query}`);
};

describe('support staff find users', () => {
  it('by a part of the name, in any organisation, with the organisation', async () => {
    const answer = await search('eddie');
    expect(answer.status).toBe(200);
    const { users, more } = answer.body as SupportUserResults;
    expect(more).toBe(false);
    expect(users).toEqual([
      {
        id: await api.userId('editor@demo.test'),
        name: 'Eddie Editor',
        email: 'editor@demo.test',
        orgId: expect.any(String),
        orgName: 'Demo Coffee',
        isAdmin: false,
      },
    ]);
  });

  it('by e-mail across organisations, the address typed in full first, bounded', async () => {
    const { users } = (await search('admin@other.test')).body as SupportUserResults;
    expect(users[0]?.email).toBe('admin@other.test');
    const bounded = (await search('.test', 2)).body as SupportUserResults;
    expect(bounded.users).toHaveLength(2);
    expect(bounded.more).toBe(true);
    const orgs = new Set(
      ((await search('.test', 25)).body as SupportUserResults).users.map((u) => u.orgName),
    );
    expect(orgs.size).toBeGreaterThan(1);
  });

  it('takes % and _ literally', async () => {
    const { users } = (await search('%')).body as SupportUserResults;
    expect(users).toEqual([]);
  });

  it('is for support staff only', async () => {
    const admin = await api.as('admin');
    expect((await admin('GET', '/support/users?q=eddie')).status).toBe(403);
  });
});
