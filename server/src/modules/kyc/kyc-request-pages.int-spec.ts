import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';

const PAGE = `query($status: KycStatus, $first: Int, $after: String) {
  kycRequests(status: $status, first: $first, after: $after) {
    nodes { id status submittedAt rejectionReason documentFrontUrl user { id email } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface PageData {
  kycRequests: {
    nodes: Array<{ id: string; status: string; submittedAt: string; user: { id: string; email: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const REJECTED_PER_USER = 400;

describe('kycRequests: the KYC queue in cursor pages (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  const users: Array<{ id: string; email: string }> = [];
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
    for (let i = 0; i < 3; i++) {
      const investor = await createInvestor(t);
      users.push({ id: investor.user.id, email: investor.email });
    }
    // Each user: many rejected submissions (one a minute, back from two days ago) and one pending.
    for (const [n, user] of users.entries()) {
      await t.db.query(
        `INSERT INTO kyc_requests (user_id, document_type, document_front, selfie, status, rejection_reason, submitted_at, reviewed_at)
         SELECT $1, 'passport', 'f.webp', 's.webp', 'rejected', 'blurred', now() - interval '2 days' + (i * 3 + $3) * interval '1 minute', now()
           FROM generate_series(1, $2::int) i`,
        [user.id, REJECTED_PER_USER, n],
      );
      await t.db.query(
        `INSERT INTO kyc_requests (user_id, document_type, document_front, selfie, submitted_at) VALUES ($1, 'national_id', 'f.webp', 's.webp', now() - $2 * interval '1 hour')`,
        [user.id, 3 - n],
      );
    }
  });
  afterAll(() => t.close());

  async function walk(status: string | null, first: number): Promise<PageData['kycRequests']['nodes']> {
    const all: PageData['kycRequests']['nodes'] = [];
    let after: string | null = null;
    for (;;) {
      const res: { data?: PageData; errors?: unknown } = await admin.gql<PageData>(PAGE, { status, first, after });
      expect(res.errors).toBeUndefined();
      all.push(...res.data!.kycRequests.nodes);
      if (!res.data!.kycRequests.pageInfo.hasNextPage) return all;
      after = res.data!.kycRequests.pageInfo.endCursor;
    }
  }

  it('pages the pending queue oldest first', async () => {
    const pending = await walk('PENDING', 2);
    expect(pending.map((n) => n.user.email)).toEqual(users.map((u) => u.email));
    expect(pending.every((n) => n.status === 'PENDING')).toBe(true);
  });

  it('pages the history newest first, every submission once, past the old 200-row cap', async () => {
    const rejected = await walk('REJECTED', 100);
    expect(rejected).toHaveLength(REJECTED_PER_USER * users.length);
    expect(new Set(rejected.map((n) => n.id)).size).toBe(rejected.length);
    const times = rejected.map((n) => Date.parse(n.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await walk(null, 100);
    expect(all).toHaveLength((REJECTED_PER_USER + 1) * users.length);
    expect(all[0].status).toBe('PENDING'); // the newest submissions are today's pending ones
  });

  it.each([
    [{ after: 'nonsense' }, 'KYC_INVALID_CURSOR'],
    [{ after: Buffer.from('kyc:00000000-0000-4000-8000-000000000000').toString('base64url') }, 'KYC_INVALID_CURSOR'],
    [{ after: Buffer.from('outbox:00000000-0000-4000-8000-000000000000').toString('base64url') }, 'KYC_INVALID_CURSOR'],
    [{ first: 0 }, 'KYC_INVALID_PAGE_SIZE'],
    [{ first: 101 }, 'KYC_INVALID_PAGE_SIZE'],
  ])('refuses %j (400)', async (variables, reason) => {
    const res = await admin.gql(PAGE, variables);
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reason).toBe(reason);
  });

  it('refuses an unknown status value at the schema (400)', async () => {
    const res = await admin.gql(PAGE, { status: 'LOST' });
    expect(res.status).toBe(400);
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('refuses visitors and investors; support staff read it', async () => {
    expectGqlError(await t.client().gql(PAGE, {}), 'UNAUTHENTICATED');
    expectGqlError(await (await createInvestor(t)).client.gql(PAGE, {}), 'FORBIDDEN');
    expect((await (await createSupport(t)).client.gql(PAGE, { first: 1 })).errors).toBeUndefined();
  });
});
