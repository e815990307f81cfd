import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { stepUp } from '../../../test/helpers/account-mail';

const PAGE = `query($first: Int, $after: String, $status: String) {
  mailOutboxMessages(first: $first, after: $after, status: $status) {
    nodes { id to subject status attempts lastError createdAt sentAt }
    pageInfo { hasNextPage endCursor }
  }
}`;
const ONE = `query($id: ID!) { mailOutboxMessage(id: $id) { id to replyTo subject text status attempts lastError event transactionId createdAt sentAt } }`;

interface PageData {
  mailOutboxMessages: {
    nodes: Array<{ id: string; to: string; subject: string; status: string }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const ROWS = 100_000;

describe('mail outbox pages (real Postgres, 100,000 rows)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
    // Older than anything the tests send: one row a second back from yesterday, every tenth failed.
    await t.db.query(
      `INSERT INTO mail_outbox ("to", subject, text, status, attempts, last_error, created_at, sent_at)
       SELECT 'bulk' || i || '@example.com', 'Bulk ' || i, 'Body ' || i,
              CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'sent' END, 1, CASE WHEN i % 10 = 0 THEN 'connection refused' END,
              now() - interval '1 day' - ($1::int - i) * interval '1 second', CASE WHEN i % 10 <> 0 THEN now() - interval '1 day' END
         FROM generate_series(1, $1::int) i`,
      [ROWS],
    );
    await t.db.query(`ANALYZE mail_outbox`);
  }, 120_000);
  afterAll(() => t.close());

  it('answers newest first in cursor pages; a page deep in 100,000 rows costs what the first does', async () => {
    const first = await admin.gql<PageData>(PAGE, { first: 100 });
    expect(first.errors).toBeUndefined();
    const nodes = first.data!.mailOutboxMessages.nodes;
    expect(nodes).toHaveLength(100);
    expect(nodes[0]).toMatchObject({ to: `bulk${ROWS}@example.com`, subject: `Bulk ${ROWS}` });
    expect(nodes[99].to).toBe(`bulk${ROWS - 99}@example.com`);

    // Walk 300 pages of 100 (30,000 rows) and time the deepest pages against the first ones.
    let after = first.data!.mailOutboxMessages.pageInfo.endCursor;
    const times: number[] = [];
    let last = '';
    for (let page = 1; page < 300; page++) {
      const started = performance.now();
      const res = await admin.gql<PageData>(PAGE, { first: 100, after });
      times.push(performance.now() - started);
      const connection = res.data!.mailOutboxMessages;
      expect(connection.nodes).toHaveLength(100);
      last = connection.nodes[99].to;
      after = connection.pageInfo.endCursor;
    }
    expect(last).toBe(`bulk${ROWS - 300 * 100 + 1}@example.com`);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const early = median(times.slice(0, 20));
    const deep = median(times.slice(-20));
    console.log(`outbox pages of 100: median ${early.toFixed(1)} ms early, ${deep.toFixed(1)} ms at row ~30,000`);
    expect(deep).toBeLessThan(Math.max(early * 3, 50));

    const plan = await t.db.query(
      `EXPLAIN (FORMAT JSON) SELECT o.id FROM mail_outbox o WHERE (o.created_at, o.id) < (SELECT c.created_at, c.id FROM mail_outbox c WHERE c.id = $1::uuid)
        ORDER BY o.created_at DESC, o.id DESC LIMIT 101`,
      [nodes[50].id],
    );
    const text = JSON.stringify(plan.rows[0]);
    expect(text).toContain('mail_outbox_page_idx');
    expect(text).not.toMatch(/Seq Scan|"Sort"|Incremental Sort/);
  });

  it('filters by status, and pages within it', async () => {
    const res = await admin.gql<PageData>(PAGE, { first: 5, status: 'failed' });
    expect(res.data!.mailOutboxMessages.nodes.map((n) => n.to)).toEqual([100000, 99990, 99980, 99970, 99960].map((i) => `bulk${i}@example.com`));
    const next = await admin.gql<PageData>(PAGE, { first: 2, status: 'failed', after: res.data!.mailOutboxMessages.pageInfo.endCursor });
    expect(next.data!.mailOutboxMessages.nodes.map((n) => n.to)).toEqual(['bulk99950@example.com', 'bulk99940@example.com']);
  });

  it('shows one message with its text, and keeps the old mailOutbox list working', async () => {
    const { email } = await createInvestor(t);
    const visitor = t.client();
    await visitor.fetchCsrf();
    await visitor.post('/api/account/forgot_password', { email });
    await lastMailTo(t, email);
    const newest = (await admin.gql<PageData>(PAGE, { first: 1 })).data!.mailOutboxMessages.nodes[0];
    expect(newest).toMatchObject({ to: email, subject: 'Reset your password', status: 'stored' });
    const one = await admin.gql<{ mailOutboxMessage: Record<string, unknown> }>(ONE, { id: newest.id });
    expect(one.errors).toBeUndefined();
    expect(one.data!.mailOutboxMessage).toMatchObject({ id: newest.id, to: email, replyTo: null, status: 'stored', attempts: 0, event: null });
    // The link is there, its token redacted: the outbox holds no usable secret.
    expect(one.data!.mailOutboxMessage.text).toContain('/account/reset_password?token=\u2022\u2022\u2022\u2022\n');
    const old = await admin.gql<{ mailOutbox: Array<{ id: string }> }>(`{ mailOutbox(first: 2) { id to } }`);
    expect(old.data!.mailOutbox[0].id).toBe(newest.id);
  });

  it.each([
    ['a malformed id', 'nope', 'BAD_USER_INPUT', 'MAIL_INVALID_MESSAGE_ID'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 'NOT_FOUND', 'MAIL_MESSAGE_NOT_FOUND'],
  ])('refuses one message by %s', async (_, id, code, reason) => {
    const res = await admin.gql(ONE, { id });
    expectGqlError(res, code);
    expect(res.errors![0].extensions?.reason).toBe(reason);
  });

  it.each([
    [{ after: 'xyz' }, 'MAIL_INVALID_CURSOR'],
    [{ after: Buffer.from('contact:00000000-0000-4000-8000-000000000000').toString('base64url') }, 'MAIL_INVALID_CURSOR'],
    [{ after: Buffer.from('outbox:00000000-0000-4000-8000-000000000000').toString('base64url') }, 'MAIL_INVALID_CURSOR'],
    [{ first: 0 }, 'MAIL_INVALID_PAGE_SIZE'],
    [{ first: 101 }, 'MAIL_INVALID_PAGE_SIZE'],
    [{ status: 'delivered' }, 'MAIL_INVALID_STATUS'],
  ])('refuses %j (400)', async (variables, reason) => {
    const res = await admin.gql(PAGE, variables);
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reason).toBe(reason);
  });

  it('refuses every outbox read to visitors, investors and support staff (403), aliased and batched too', async () => {
    const id = (await admin.gql<PageData>(PAGE, { first: 1 })).data!.mailOutboxMessages.nodes[0].id;
    const visitor = t.client();
    const { client: investor } = await createInvestor(t);
    for (const query of [PAGE, ONE, `{ mailOutbox { id } }`]) {
      expectGqlError(await visitor.gql(query, { id }), 'UNAUTHENTICATED');
      expectGqlError(await investor.gql(query, { id }), 'FORBIDDEN');
    }
    const { client: support } = await createSupport(t);
    for (const query of [PAGE, ONE, `{ mailOutbox { id } }`]) {
      const res = await support.gql(query, { id });
      expectGqlError(res, 'FORBIDDEN');
    }
    // Aliased: each alias is refused, none answers.
    const aliased = await support.gql<Record<string, unknown>>(
      `query($id: ID!) { a: mailOutboxMessage(id: $id) { text } b: mailOutboxMessages(first: 1) { nodes { text } } c: mailOutbox(first: 1) { text } me { id } }`,
      { id },
    );
    expect(aliased.errors!.length).toBeGreaterThan(0);
    for (const error of aliased.errors!) expect(error.extensions?.code).toBe('FORBIDDEN');
    expect(aliased.data?.a ?? null).toBeNull();
    expect(aliased.data?.b ?? null).toBeNull();
    expect(aliased.data?.c ?? null).toBeNull();
    // Batched: an array of operations in one request is refused as a whole (the server takes one operation a request).
    const batch = await support.raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: ONE, variables: { id } },
        { query: PAGE, variables: { first: 1 } },
      ]),
    });
    const answer = (await batch.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(FORBIDDEN|BAD_USER_INPUT)$/);
    expect(answer.data ?? null).toBeNull();
  });

  it('refuses the outbox to API tokens, an admin’s with admin scopes included: only a signed-in session reads it', async () => {
    await stepUp(admin);
    const created = await admin.gql<{ createApiToken: { token: string } }>(
      `mutation($name: String!, $scopes: [ApiScope!]!) { createApiToken(name: $name, scopes: $scopes) { token } }`,
      { name: 'outbox reader', scopes: ['READ', 'ADMIN_READ'] },
    );
    expect(created.errors).toBeUndefined();
    const headers = { authorization: `Bearer ${created.data!.createApiToken.token}` };
    const script = t.client();
    // The token does reach admin reads elsewhere…
    expect((await script.gql(`{ auditLog(first: 1) { nodes { id } } }`, {}, { headers })).errors).toBeUndefined();
    // …but not the mail.
    for (const query of [PAGE, ONE, `{ mailOutbox { id } }`]) {
      const res = await script.gql(query, { id: '00000000-0000-4000-8000-000000000000' }, { headers });
      expectGqlError(res, 'FORBIDDEN');
      expect(res.errors![0].extensions?.reason).toBe('SESSION_REQUIRED');
    }
  });
});
