import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';
import { expectGqlError } from '../../../test/helpers/safe-error';
import type { ApiClient } from '../../../test/helpers/api-client';
import { auditListStatement, encodeAuditCursor } from './audit.service';

interface Entry {
  id: string;
  at: string;
  actor: { id: string; email: string | null } | null;
  actorRole: string;
  action: string;
  transactionId: string | null;
  amount: string | null;
  details: string;
  ip: string | null;
  subjectUserId: string | null;
}
type Page = {
  auditLog: { nodes: Entry[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

const AUDIT = `query($first: Int, $after: String, $action: String, $actorId: ID, $userId: ID) {
  auditLog(first: $first, after: $after, action: $action, actorId: $actorId, userId: $userId) {
    nodes { id at actor { id email } actorRole action transactionId amount details ip subjectUserId }
    pageInfo { hasNextPage endCursor }
  }
}`;

const read = (client: ApiClient, variables: Record<string, unknown> = {}) => client.gql<Page>(AUDIT, variables);

// One app per file: passport keeps its (de)serializers in a process-wide instance.
describe('audit log (auditLog)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('shows a deposit approval newest first with actor, amount and subject; filters by action, actor and user; pages with cursors', async () => {
    const { client: admin, user: adminUser, email: adminEmail } = await createAdmin(t);
    const { client: investor, user } = await createInvestor(t);
    const { client: other, user: otherUser } = await createInvestor(t);
    const { id } = await submitDeposit(t, investor, '600');
    expect((await approveDeposit(admin, id)).data?.approveDeposit.status).toBe('COMPLETED');
    const { id: otherId } = await submitDeposit(t, other, '750.5');
    await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Blurry proof") { id } }`, { id: otherId });

    const all = await read(admin);
    expect(all.errors).toBeUndefined();
    const nodes = all.data!.auditLog.nodes;
    expect(nodes.map((n) => n.action)).toEqual(['deposit.rejected', 'deposit.submitted', 'deposit.approved', 'deposit.submitted']);
    expect(all.data!.auditLog.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    const approved = nodes[2];
    expect(approved).toMatchObject({
      actor: { id: adminUser.id, email: adminEmail },
      actorRole: 'admin',
      transactionId: id,
      amount: '600.00',
      subjectUserId: user.id,
      ip: expect.any(String),
    });
    expect(new Date(approved.at).getTime()).toBeLessThanOrEqual(new Date(nodes[0].at).getTime());
    expect(JSON.parse(nodes[0].details)).toEqual({ reason: 'Blurry proof' });
    expect(nodes[3]).toMatchObject({ actor: { id: user.id }, actorRole: 'user', subjectUserId: user.id, amount: '600.00' });

    // Filters: action, actor, the user the entry is about, and all three together.
    const byAction = await read(admin, { action: 'deposit.approved' });
    expect(byAction.data!.auditLog.nodes.map((n) => n.transactionId)).toEqual([id]);
    const byActor = await read(admin, { actorId: adminUser.id });
    expect(byActor.data!.auditLog.nodes.map((n) => n.action)).toEqual(['deposit.rejected', 'deposit.approved']);
    const bySubject = await read(admin, { userId: otherUser.id });
    expect(bySubject.data!.auditLog.nodes.map((n) => n.action)).toEqual(['deposit.rejected', 'deposit.submitted']);
    const combined = await read(admin, { action: ' deposit.submitted ', actorId: user.id, userId: user.id });
    expect(combined.data!.auditLog.nodes.map((n) => n.transactionId)).toEqual([id]);
    const none = await read(admin, { action: 'plan.deleted' });
    expect(none.data!.auditLog).toEqual({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });

    // Pages of one: the four entries, each once, in the same order, then the end.
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 4; i++) {
      const page: Page['auditLog'] = (await read(admin, { first: 1, after })).data!.auditLog;
      expect(page.nodes).toHaveLength(1);
      seen.push(page.nodes[0].id);
      expect(page.pageInfo.hasNextPage).toBe(i < 3);
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(nodes.map((n) => n.id));
    const filteredPage = (await read(admin, { first: 1, userId: otherUser.id })).data!.auditLog;
    const next = (await read(admin, { first: 1, userId: otherUser.id, after: filteredPage.pageInfo.endCursor })).data!.auditLog;
    expect(next.nodes.map((n) => n.action)).toEqual(['deposit.submitted']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('gives entries written in SQL (the accrual) the transaction user as subject', async () => {
    const { client: admin } = await createAdmin(t);
    const { client: investor, user } = await createInvestor(t);
    const { id } = await submitDeposit(t, investor, '500');
    await t.db.query(`INSERT INTO audit_log (actor_role, action, transaction_id, amount) VALUES ('system', 'investment.completed', $1, '500.00')`, [id]);
    const res = await read(admin, { userId: user.id, action: 'investment.completed' });
    expect(res.data!.auditLog.nodes).toEqual([
      expect.objectContaining({ actor: null, actorRole: 'system', transactionId: id, subjectUserId: user.id, details: '{}' }),
    ]);
  });

  it('is for admins only: investors get FORBIDDEN, strangers UNAUTHENTICATED', async () => {
    const { client: investor } = await createInvestor(t);
    expectGqlError(await read(investor), 'FORBIDDEN');
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expectGqlError(await read(anonymous), 'UNAUTHENTICATED');
  });

  it('refuses bad cursors, ids, page sizes and actions with a 400 and a clear message', async () => {
    const { client: admin } = await createAdmin(t);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ after: 'not-a-cursor' }, 'AUDIT_INVALID_CURSOR', /endCursor/],
      [{ after: Buffer.from('audit:abc').toString('base64url') }, 'AUDIT_INVALID_CURSOR', /endCursor/],
      [{ after: Buffer.from('audit:99999999999999999999999').toString('base64url') }, 'AUDIT_INVALID_CURSOR', /endCursor/],
      [{ after: '' }, 'AUDIT_INVALID_CURSOR', /endCursor/],
      [{ actorId: 'nobody' }, 'AUDIT_INVALID_ACTOR_ID', /actor id is not valid/],
      [{ userId: '123' }, 'AUDIT_INVALID_USER_ID', /user id is not valid/],
      [{ actorId: '00000000-0000-4000-8000-000000000000' }, 'AUDIT_UNKNOWN_ACTOR', /No user has this actor id/],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, 'AUDIT_UNKNOWN_USER', /No user has this user id/],
      [{ first: 0 }, 'AUDIT_INVALID_PAGE_SIZE', /between 1 and 100/],
      [{ first: 101 }, 'AUDIT_INVALID_PAGE_SIZE', /between 1 and 100/],
      [{ action: "x' OR 1=1 --" }, 'AUDIT_INVALID_ACTION', /action name/],
      [{ action: 'a'.repeat(101) }, 'AUDIT_INVALID_ACTION', /action name/],
    ];
    for (const [variables, code, message] of cases) {
      const res = await read(admin, variables);
      expectGqlError(res);
      const { code: kind, reason } = res.errors?.[0].extensions ?? {};
      expect({ variables, kind, reason }).toEqual({ variables, kind: 'BAD_USER_INPUT', reason: code });
      expect(res.errors?.[0].message).toMatch(message);
    }
    expect((await read(admin, { first: 100 })).errors).toBeUndefined();
  });

  it('serves each filter from its index at 200,000 entries', async () => {
    const { user } = await createInvestor(t);
    // 200,000 entries: one in 1,000 by (and about) the user, one in 2,000 a KYC approval, the rest four common actions.
    await t.db.query(
      `INSERT INTO audit_log (actor_id, actor_role, action, amount, details, subject_user_id, created_at)
       SELECT CASE WHEN g % 1000 = 0 THEN $1::uuid END, CASE WHEN g % 1000 = 0 THEN 'user' ELSE 'system' END,
              CASE WHEN g % 2000 = 1 THEN 'kyc.approved' ELSE (ARRAY['deposit.approved', 'deposit.submitted', 'withdrawal.requested', 'accrual.run'])[1 + g % 4] END,
              (g % 1000)::numeric, '{}', CASE WHEN g % 1000 = 0 THEN $1::uuid END, now() - make_interval(secs => 200000 - g)
         FROM generate_series(1, 200000) g`,
      [user.id],
    );
    await t.db.query(`ANALYZE audit_log`);
    const { rows: top } = await t.db.query<{ id: string }>(`SELECT (max(id) - 100000)::text AS id FROM audit_log`);
    const plans: string[] = [];
    const cursor = encodeAuditCursor({ id: top[0].id });
    // The service's own statement (a page of 50 and one more, to know whether another follows).
    for (const [filter, after, index] of [
      [{ userId: user.id }, null, 'audit_log_subject_user_idx'],
      [{ actorId: user.id }, null, 'audit_log_actor_idx'],
      [{ action: 'kyc.approved' }, null, 'audit_log_action_idx'],
      [{ action: 'kyc.approved' }, cursor, 'audit_log_action_idx'],
      [{ userId: user.id, action: 'kyc.approved' }, null, 'audit_log_'],
      // A common action: walking the primary key newest first finds 51 matches at once.
      [{ action: 'accrual.run' }, cursor, 'audit_log_pkey'],
      [{}, cursor, 'audit_log_pkey'],
    ] as const) {
      const statement = auditListStatement(filter, 50, after);
      const { rows } = await t.db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
      const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      plans.push(`-- ${JSON.stringify(filter)} after ${after}\n${plan}`);
      expect(plan).toContain(index);
      expect(plan).not.toContain('Seq Scan');
      expect(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1])).toBeLessThan(50);
    }
    // Newest first by number, across digit counts (the output id is text; the order is not).
    const { client: admin } = await createAdmin(t);
    const ids = (await read(admin, { first: 100 })).data!.auditLog.nodes.map((n) => BigInt(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    const afterTen = (await read(admin, { first: 3, after: encodeAuditCursor({ id: '11' }) })).data!.auditLog.nodes.map((n) => n.id);
    const below = await t.db.query<{ id: string }>(`SELECT id::text FROM audit_log WHERE id < 11 ORDER BY audit_log.id DESC LIMIT 3`);
    expect(afterTen).toEqual(below.rows.map((r) => r.id));
    expect(afterTen[0]).toBe('10');
    if (process.env.AUDIT_PLANS) console.log(plans.join('\n'));
  });
});
