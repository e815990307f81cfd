import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { delivered } from '../../../test/helpers/outbox';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, creditProfit, submitDeposit } from '../../../test/factories/money';
import type { ApiClient } from '../../../test/helpers/api-client';
import { MoneyMailService } from './money-mail.service';

const DAY = 24 * 60 * 60 * 1000;
const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

function withdraw(client: ApiClient, amount: string) {
  return client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount });
}

describe('money mails (pg-boss queue, real Postgres)', () => {
  describe('without SMTP: stored in the outbox', () => {
    let t: TestApp;
    let admin: ApiClient;
    beforeAll(async () => {
      t = await bootApp();
      admin = (await createAdmin(t)).client;
    });
    afterAll(() => t.close());

    it('mails the depositor when a deposit is received, approved and rejected (with the reason)', async () => {
      const { client, email } = await createInvestor(t);
      const first = await submitDeposit(t, client, '1234.50');
      await approveDeposit(admin, first.id);
      const second = await submitDeposit(t, client, '700.00');
      const rejected = await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Payment not found on chain") { id } }`, {
        id: second.id,
      });
      expect(rejected.errors).toBeUndefined();

      const rows = await delivered(t, email, 4);
      expect(rows.map((r) => [r.event, r.transaction_id, r.subject, r.status, r.attempts])).toEqual([
        ['deposit.received', first.id, 'Deposit received: 1,234.50 USD', 'stored', 1],
        ['deposit.approved', first.id, 'Deposit approved: 1,234.50 USD', 'stored', 1],
        ['deposit.received', second.id, 'Deposit received: 700.00 USD', 'stored', 1],
        ['deposit.rejected', second.id, 'Deposit rejected: 700.00 USD', 'stored', 1],
      ]);
      expect(rows[0].text).toContain(first.referenceId);
      expect(rows[1].text).toContain('credited to your main balance');
      expect(rows[3].text).toContain('Reason: Payment not found on chain');
      expect(rows[3].text).toContain('/user/transaction/deposit');
    });

    it('mails the investor when a withdrawal is requested, paid (with the payout hash) and rejected (with the reason)', async () => {
      const { client, email, user } = await createInvestor(t);
      await creditProfit(t, user.id, '500.00');
      const paid = await withdraw(client, '120.55');
      const other = await withdraw(client, '80.00');
      expect([paid.status, other.status]).toEqual([200, 200]);
      const hash = '0x' + 'ab'.repeat(32);
      expect(
        (
          await admin.gql(`mutation($id: ID!, $hash: String) { approveWithdrawal(transactionId: $id, payoutTxHash: $hash) { status } }`, {
            id: paid.body.data.id,
            hash,
          })
        ).errors,
      ).toBeUndefined();
      expect(
        (
          await admin.gql(`mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Address is on a sanctions list") { status } }`, {
            id: other.body.data.id,
          })
        ).errors,
      ).toBeUndefined();

      const rows = await delivered(t, email, 4);
      const byEvent = (event: string, id: string) => rows.find((r) => r.event === event && r.transaction_id === id)!;
      expect(byEvent('withdrawal.requested', paid.body.data.id).subject).toBe('Withdrawal requested: 120.55 USD');
      expect(byEvent('withdrawal.requested', paid.body.data.id).text).toContain(TRON);
      expect(byEvent('withdrawal.paid', paid.body.data.id).subject).toBe('Withdrawal paid: 120.55 USD');
      expect(byEvent('withdrawal.paid', paid.body.data.id).text).toContain(`Payout transaction: ${hash}`);
      expect(byEvent('withdrawal.requested', other.body.data.id).subject).toBe('Withdrawal requested: 80.00 USD');
      expect(byEvent('withdrawal.rejected', other.body.data.id).subject).toBe('Withdrawal rejected: 80.00 USD');
      expect(byEvent('withdrawal.rejected', other.body.data.id).text).toContain('Reason: Address is on a sanctions list');
      expect(rows).toHaveLength(4);
    });

    it('mails when an investment starts and when it finishes with the capital back (from the accrual run)', async () => {
      const investor = await createInvestor(t);
      const other = await createInvestor(t);
      for (const who of [investor, other]) {
        const { id } = await submitDeposit(t, who.client, '1234.56');
        await approveDeposit(admin, id);
        await who.client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
        await who.client.post('/api/update/plan_selected', { amount: '1234.56', uniqId: 'BASIC' });
        expect((await who.client.post('/api/insert/finalize_investment', {})).status).toBe(200);
      }
      const started = (await delivered(t, investor.email, 3)).find((r) => r.event === 'investment.started')!;
      expect(started.subject).toBe('Investment started: 1,234.56 USD in BASIC');
      expect(started.text).toMatch(/Term: 14 days, ending \d{4}-\d{2}-\d{2} \(UTC\)\./);
      expect(started.text).toContain('Expected profit over the term: 691.35 USD.');

      await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: new Date(Date.now() + 30 * DAY).toISOString() });
      await admin.gql(`mutation { runAccrual }`);
      for (const who of [investor, other]) {
        const rows = await delivered(t, who.email, 4);
        const completed = rows.filter((r) => r.event === 'investment.completed');
        expect(completed).toHaveLength(1);
        expect(completed[0].subject).toBe('Investment finished: 1,234.56 USD capital returned');
        expect(completed[0].text).toContain('Profit earned over the term: 691.35 USD.');
        const {
          rows: [ret],
        } = await t.db.query(`SELECT kind, amount::text FROM transactions WHERE id = $1`, [completed[0].transaction_id]);
        expect(ret).toEqual({ kind: 'capital_return', amount: '1234.56' });
      }
      // A second run completes nothing and mails nothing more.
      await admin.gql(`mutation { runAccrual }`);
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE event = 'investment.completed' AND "to" = ANY($1)`, [
        [investor.email, other.email],
      ]);
      expect(rows[0].n).toBe(2);
    });

    it('mails nothing for a movement that rolls back: neither an outbox row nor a job', async () => {
      const { client } = await createInvestor(t);
      const { id } = await submitDeposit(t, client, '600.00');
      const count = async () =>
        (await t.db.query(`SELECT (SELECT count(*)::int FROM mail_outbox) AS mails, (SELECT count(*)::int FROM pgboss.job WHERE name = 'mail') AS jobs`))
          .rows[0];
      const before = await count();
      const moneyMail = t.app.get(MoneyMailService);
      await expect(
        t.app.get(DataSource).transaction(async (manager) => {
          await manager.query(`UPDATE transactions SET status = 'completed' WHERE id = $1`, [id]);
          await moneyMail.enqueue(manager, 'deposit.approved', id);
          throw new Error('the movement failed after its mail was queued');
        }),
      ).rejects.toThrow('the movement failed');
      expect(await count()).toEqual(before);
      const { rows } = await t.db.query(`SELECT status FROM transactions WHERE id = $1`, [id]);
      expect(rows[0].status).toBe('pending');
      // A refused decision (already decided) mails nothing either.
      await approveDeposit(admin, id);
      const again = await approveDeposit(admin, id);
      expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
      const { rows: approved } = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE event = 'deposit.approved' AND transaction_id = $1`, [id]);
      expect(approved[0].n).toBe(1);
      // Every queued money mail has its job, one for one.
      const { rows: pairs } = await t.db.query(
        `SELECT count(*)::int AS n FROM mail_outbox m LEFT JOIN pgboss.job j ON j.id = m.id AND j.name = 'mail' WHERE m.event IS NOT NULL AND j.id IS NULL`,
      );
      expect(pairs[0].n).toBe(0);
    });

    it('shows admins each message with its attempts and last error', async () => {
      const { email, client } = await createInvestor(t);
      await submitDeposit(t, client, '550.00');
      await delivered(t, email, 1);
      const res = await admin.gql<{ mailOutbox: Array<Record<string, unknown>> }>(`{ mailOutbox(first: 50) { to subject status attempts lastError event } }`);
      expect(res.data!.mailOutbox.find((m) => m.to === email)).toEqual({
        to: email,
        subject: 'Deposit received: 550.00 USD',
        status: 'stored',
        attempts: 1,
        lastError: null,
        event: 'deposit.received',
      });
    });
  });
});
