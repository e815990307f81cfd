import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';
import { expectGqlError } from '../../../test/helpers/safe-error';

interface Entry {
  action: string;
  actorName: string | null;
  actorEmail: string | null;
  targetName: string | null;
  targetEmail: string | null;
  subjectUserId: string | null;
  transactionId: string | null;
}

const AUDIT = `query($action: String, $email: String) {
  auditLog(first: 100, action: $action, email: $email) { nodes { action actorName actorEmail targetName targetEmail subjectUserId transactionId } }
}`;

/** Issue 28: the audit log names who acted and whom it is about, filters by a user's email, and lists its actions for the picker. */
describe('audit log names, email filter and actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it("names the actor and the user an entry is about, filters by either's email (any case), and offers the actions it holds", async () => {
    const admin = await createAdmin(t);
    await t.db.query(`UPDATE users SET fullname = 'Ana Admin' WHERE id = $1`, [admin.user.id]);
    const investor = await createInvestor(t);
    await t.db.query(`UPDATE users SET fullname = 'John Investor' WHERE id = $1`, [investor.user.id]);
    const other = await createInvestor(t);
    const deposit = await submitDeposit(t, investor.client, '500.00');
    expect((await approveDeposit(admin.client, deposit.id)).errors).toBeUndefined();
    const otherDeposit = await submitDeposit(t, other.client, '600.00');

    const byInvestor = await admin.client.gql<{ auditLog: { nodes: Entry[] } }>(AUDIT, { email: investor.email.toUpperCase() });
    expect(byInvestor.errors).toBeUndefined();
    const nodes = byInvestor.data!.auditLog.nodes;
    const approved = nodes.find((entry) => entry.action === 'deposit.approved' && entry.transactionId === deposit.id);
    expect(approved).toMatchObject({ actorName: 'Ana Admin', actorEmail: admin.email, targetName: 'John Investor', targetEmail: investor.email });
    // Every entry is by or about the investor; the other investor's deposit is not among them.
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.every((entry) => entry.targetEmail === investor.email || entry.actorEmail === investor.email)).toBe(true);
    expect(nodes.some((entry) => entry.transactionId === otherDeposit.id)).toBe(false);

    // The admin's email finds what the admin did (the approval), with the action filter on top.
    const byAdmin = await admin.client.gql<{ auditLog: { nodes: Entry[] } }>(AUDIT, { email: ` ${admin.email} `, action: 'deposit.approved' });
    expect(byAdmin.data!.auditLog.nodes.map((entry) => entry.transactionId)).toEqual([deposit.id]);

    // An email no one has: an empty page, not an error; an overlong one is refused.
    const nobody = await admin.client.gql<{ auditLog: { nodes: Entry[] } }>(AUDIT, { email: 'nobody-here@example.com' });
    expect(nobody.errors).toBeUndefined();
    expect(nobody.data!.auditLog.nodes).toEqual([]);
    expectGqlError(await admin.client.gql(AUDIT, { email: `${'a'.repeat(250)}@example.com` }), 'BAD_USER_INPUT');

    const actions = await admin.client.gql<{ auditActions: string[] }>(`{ auditActions }`);
    expect(actions.errors).toBeUndefined();
    const names = actions.data!.auditActions;
    expect(names).toEqual(expect.arrayContaining(['deposit.approved', 'deposit.submitted']));
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    const fromDb = await t.db.query(`SELECT DISTINCT action FROM audit_log ORDER BY action`);
    expect(names).toEqual(fromDb.rows.map((row: { action: string }) => row.action));

    expectGqlError(await investor.client.gql(`{ auditActions }`), 'FORBIDDEN');
    expectGqlError(await investor.client.gql(AUDIT, { email: investor.email }), 'FORBIDDEN');
  });
});
