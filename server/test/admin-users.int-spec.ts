import { bootApp, TestApp } from './helpers/test-app';
import { ApiClient } from './helpers/api-client';
import { expectGqlError } from './helpers/safe-error';
import { createAdmin, createInvestor } from './factories/users';
import { approveDeposit, submitDeposit } from './factories/money';
import { directoryStatement } from '../src/modules/users/user-directory.service';

type Row = {
  id: string;
  email: string;
  username: string;
  fullname: string;
  regId: string;
};
type Page = {
  adminUsers: { nodes: Row[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};
const SEARCH = `query($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) { nodes { id email username fullname regId createdAt kycStatus frozen } pageInfo { hasNextPage endCursor } }
}`;
const DETAIL = `query($id: ID!) {
  adminUser(id: $id) {
    user { id email regId kycStatus frozen }
    balances { main profit withdrawable }
    transactions { id kind status amount }
    transactionCount
    investments { currentlyInvested investments { id } }
    sessions { id device }
    activity { kind }
    referralsCount
  }
}`;

/** The console's user search and user page (adminUsers, adminUser). */
describe('admins find users and read their page', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  const search = (variables: Record<string, unknown>, by = admin) => by.gql<Page>(SEARCH, variables);
  const ids = (res: { data?: Page | null }) => res.data!.adminUsers.nodes.map((node) => node.id);

  it('finds a user by name, email, username and account number, case-insensitive and trimmed', async () => {
    const investor = await createInvestor(t);
    await t.db.query(`UPDATE users SET fullname = 'Zebediah Quarrington', username = 'zquarr_77' WHERE id = $1`, [investor.user.id]);
    const other = await createInvestor(t);
    for (const term of [
      'quarrington',
      '  ZEBEDIAH quarr  ',
      investor.email.toUpperCase(),
      investor.email.slice(0, 12),
      'ZQUARR_77',
      investor.user.reg_id,
      investor.user.reg_id.slice(2, 8),
    ]) {
      const res = await search({ search: term });
      expect(res.errors).toBeUndefined();
      expect(ids(res)).toContain(investor.user.id);
      expect(ids(res)).not.toContain(other.user.id);
    }
    const res = await search({ search: investor.email });
    expect(res.data!.adminUsers.nodes[0]).toMatchObject({
      email: investor.email,
      username: 'zquarr_77',
      fullname: 'Zebediah Quarrington',
      regId: investor.user.reg_id,
      frozen: false,
    });
    // LIKE's own characters are taken literally.
    expect(ids(await search({ search: '%' }))).toEqual([]);
    expect(ids(await search({ search: 'zquarr%77' }))).toEqual([]);
  });

  it('pages newest first with opaque cursors and no repeats', async () => {
    for (let i = 0; i < 5; i++) await createInvestor(t);
    const all = ids(await search({ first: 100 }));
    const { rows } = await t.db.query(`SELECT id FROM users ORDER BY created_at DESC, id DESC`);
    expect(all).toEqual(rows.map((row: { id: string }) => row.id));
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await search({ first: 2, after });
      expect(res.errors).toBeUndefined();
      seen.push(...ids(res));
      if (!res.data!.adminUsers.pageInfo.hasNextPage) break;
      after = res.data!.adminUsers.pageInfo.endCursor;
      expect(after).not.toContain('-');
    }
    expect(seen).toEqual(all);
  });

  it('refuses investors, bad page sizes, cursors and ids with 4xx', async () => {
    const investor = await createInvestor(t);
    expectGqlError(await search({}, investor.client), 'FORBIDDEN');
    expectGqlError(await investor.client.gql(DETAIL, { id: investor.user.id }), 'FORBIDDEN');
    for (const first of [0, 101, -1]) {
      const res = await search({ first });
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reason).toBe('USERS_INVALID_PAGE_SIZE');
    }
    for (const after of [
      'nonsense',
      Buffer.from('users:not-a-uuid').toString('base64url'),
      Buffer.from('users:00000000-0000-4000-8000-000000000000').toString('base64url'),
    ]) {
      const res = await search({ after });
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reason).toBe('USERS_INVALID_CURSOR');
    }
    expectGqlError(await search({ search: 'x'.repeat(101) }), 'BAD_USER_INPUT');
    const malformed = await admin.gql(DETAIL, { id: 'not-a-uuid' });
    expectGqlError(malformed, 'BAD_USER_INPUT');
    expectGqlError(await admin.gql(DETAIL, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
  });

  it("shows a user's balances after a deposit approval, with transactions, sessions, activity and referrals", async () => {
    const referrer = await createInvestor(t);
    const investor = await createInvestor(t, { referralId: referrer.user.referral_id });
    const deposit = await submitDeposit(t, investor.client, '600.00');
    expect((await approveDeposit(admin, deposit.id)).errors).toBeUndefined();
    const res = await admin.gql<{ adminUser: Record<string, unknown> }>(DETAIL, { id: investor.user.id });
    expect(res.errors).toBeUndefined();
    const detail = res.data!.adminUser as {
      user: { id: string; kycStatus: string };
      balances: Record<string, string>;
      transactions: { id: string; kind: string; status: string; amount: string }[];
      transactionCount: number;
      sessions: unknown[];
      activity: { kind: string }[];
      referralsCount: number;
    };
    expect(detail.user).toMatchObject({ id: investor.user.id, kycStatus: 'NONE' });
    expect(detail.balances).toEqual({ main: '600.00', profit: '0.00', withdrawable: '600.00' });
    expect(detail.transactions).toContainEqual(expect.objectContaining({ id: deposit.id, kind: 'DEPOSIT', status: 'COMPLETED', amount: '600.00' }));
    expect(detail.transactionCount).toBeGreaterThanOrEqual(1);
    expect(detail.sessions.length).toBe(1);
    expect(detail.activity.length).toBeGreaterThan(0);
    expect(detail.referralsCount).toBe(0);
    const ofReferrer = await admin.gql<{ adminUser: { referralsCount: number } }>(DETAIL, { id: referrer.user.id });
    expect(ofReferrer.data!.adminUser.referralsCount).toBe(1);
  });

  it("answers a search from the trigram index of the statement's own expression", async () => {
    const client = await t.db.connect();
    try {
      // A handful of rows: the planner would rather walk the newest-first index; at 100,000 users it chooses the trigram index by itself.
      await client.query(`SET enable_seqscan = off`);
      await client.query(`SET enable_indexscan = off`);
      const statement = directoryStatement('quarrington', 50, null);
      const plan = await client.query(`EXPLAIN ${statement.text}`, statement.params);
      expect(JSON.stringify(plan.rows)).toContain('users_search_trgm_idx');
    } finally {
      await client.query(`RESET enable_seqscan`);
      await client.query(`RESET enable_indexscan`);
      client.release();
    }
  });
});
