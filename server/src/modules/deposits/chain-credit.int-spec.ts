import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { encodeFunctionData, getAddress, type Hex, parseEther } from 'viem';
import { type Anvil, startAnvil } from '../../../test/helpers/anvil';
import { anvilClients, deployToken } from '../../../test/helpers/chain-fixture';
import { bootApp, createTestDatabase, dropTestDatabase, type TestApp } from '../../../test/helpers/test-app';
import { TEST_TOKEN_ABI } from '../../../test/helpers/test-token';
import { startReceiver } from '../../../test/helpers/webhook-receiver';
import { createAdmin, createInvestor, createSupport, type ApiClient } from '../../../test/factories/users';
import { Decimal } from '../../common/money';
import { DemoSeeder } from '../../database/seed/demo-seeder';
import { AuthService } from '../auth/auth.service';
import { verifyLedger } from '../ledger/ledger-verifier';
import { UsersService } from '../users/users.service';
import { DepositInvoicesService } from './deposit-invoices.service';

/**
 * Deposits credited by the chain (issue 26) on a real anvil node through the real app: the watcher
 * scans every second, 3 confirmations complete a payment. Invoices are arranged as a quote leaves
 * them (a pending deposit and its deposit_invoices row at an address of its own); everything after
 * that is the app's: detection, states, the credit, the admin's late-payment actions.
 */

const CONFIRMATIONS = 3;

async function until<T>(what: () => Promise<T | undefined | null | false>, ms = 20_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const newAddress = () => getAddress(`0x${randomBytes(20).toString('hex')}`);

interface InvoiceRow {
  state: string;
  received_amount: string;
  confirmations: number;
  credited_usd: string | null;
}

interface Quote {
  asset?: 'USDT' | 'ETH';
  usd: string;
  /** USD per unit (USDT: 1.00). */
  rate?: string;
  /** Amount to pay in asset units (decimal), default usd / rate. */
  pay: string;
  expiresInMinutes?: number;
}

function baseUnits(amount: string, decimals: number): bigint {
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole + frac.padEnd(decimals, '0'));
}

/** A pending watched deposit of `userId` with its quote, as trackDeposit leaves it; answers its id and address. */
async function openInvoice(t: TestApp, userId: string, q: Quote): Promise<{ id: string; address: string }> {
  const asset = q.asset ?? 'USDT';
  const decimals = asset === 'USDT' ? 6 : 18;
  const address = newAddress();
  const reference = `DEP${randomBytes(12).toString('hex').toUpperCase()}`;
  const { rows } = await t.db.query(
    `INSERT INTO transactions (user_id, kind, title, status, method, reference_id, amount, wallet_name, wallet_address, network)
     VALUES ($1, 'deposit', 'Deposit', 'pending', 'Crypto Wallet', $2, $3, $4, $5, 'ERC-20') RETURNING id`,
    [userId, reference, q.usd, `${asset} (Ethereum)`, address],
  );
  const id = rows[0].id as string;
  await t.db.query(
    `INSERT INTO deposit_invoices (transaction_id, user_id, asset, network, address, usd_amount, pay_amount, pay_amount_base_units, decimals,
                                   rate, rate_source, expires_at, watch_until, watched, required_confirmations)
     VALUES ($1, $2, $3, 'ethereum', $4, $5, $6, $7, $8, $9, $10, now() + make_interval(mins => $11), now() + interval '72 hours', true, $12)`,
    [
      id,
      userId,
      asset,
      address,
      q.usd,
      q.pay,
      baseUnits(q.pay, decimals).toString(),
      decimals,
      q.rate ?? '1.00',
      asset === 'USDT' ? 'fixed' : 'manual',
      q.expiresInMinutes ?? 30,
      CONFIRMATIONS,
    ],
  );
  return { id, address };
}

describe('deposits credited by the chain (anvil)', () => {
  let anvil: Anvil;
  let token: Hex;
  let clients: ReturnType<typeof anvilClients>;

  beforeAll(async () => {
    anvil = await startAnvil();
    clients = anvilClients(anvil);
    token = await deployToken(anvil);
    await anvil.mine(3);
  });
  afterAll(() => anvil?.stop());

  const chainEnv = () => ({
    EVM_RPC_URL_ETHEREUM: anvil.url,
    USDT_CONTRACT_ETHEREUM: token,
    CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS),
    CHAIN_POLL_SECONDS: '1',
  });

  const sendUsdt = (to: string, amount: string) =>
    clients.wallet.writeContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [to as Hex, baseUnits(amount, 6)] });
  const sendEth = (to: string, amount: string) => clients.wallet.sendTransaction({ to: to as Hex, value: parseEther(amount) });

  const invoiceOf = async (t: TestApp, id: string): Promise<InvoiceRow> =>
    (await t.db.query(`SELECT state, received_amount::text, confirmations, credited_usd::text FROM deposit_invoices WHERE transaction_id = $1`, [id])).rows[0];
  const waitState = (t: TestApp, id: string, state: string, extra: (row: InvoiceRow) => boolean = () => true) =>
    until(
      async () => {
        const row = await invoiceOf(t, id);
        return row.state === state && extra(row) ? row : undefined;
      },
      20_000,
      `deposit ${id} to be ${state}`,
    );
  const statusOf = async (t: TestApp, id: string) => (await t.db.query(`SELECT status, amount::text FROM transactions WHERE id = $1`, [id])).rows[0];
  const mainBalance = async (t: TestApp, userId: string) =>
    (await t.db.query(`SELECT COALESCE(sum(balance), 0)::text AS b FROM ledger_accounts WHERE user_id = $1 AND kind = 'main'`, [userId])).rows[0].b;
  const depositEntries = async (t: TestApp, id: string) =>
    Number((await t.db.query(`SELECT count(*) FROM ledger_entries WHERE transaction_id = $1 AND kind = 'deposit'`, [id])).rows[0].count);
  /** Mines one block and waits until the app has scanned it. */
  const mineAndScan = async (t: TestApp, blocks = 1) => {
    await anvil.mine(blocks);
    const head = (await anvil.blockNumber()).toString();
    await until(
      async () => (await t.db.query(`SELECT block_number::text FROM chain_cursors WHERE network = 'ethereum'`)).rows[0]?.block_number === head,
      20_000,
      `block ${head} scanned`,
    );
  };

  describe('one app watching Ethereum', () => {
    let t: TestApp;
    let admin: ApiClient;
    let referrer: Awaited<ReturnType<typeof createInvestor>>;
    let investor: Awaited<ReturnType<typeof createInvestor>>;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;

    beforeAll(async () => {
      t = await bootApp({ env: chainEnv() });
      admin = (await createAdmin(t)).client;
      referrer = await createInvestor(t);
      investor = await createInvestor(t, { referralId: referrer.user.referral_id });
      receiver = await startReceiver();
      const hook = await admin.gql(`mutation($url: String!) { createWebhookEndpoint(url: $url, events: ["deposit.approved"]) { id } }`, {
        url: receiver.url(),
      });
      expect(hook.errors).toBeUndefined();
    });
    afterAll(async () => {
      await t?.close();
      await receiver?.close?.();
    });

    it('an exact USDT payment: confirming 1, 2 of 3, then completed and credited once, with the referral bonus, mail, webhook and audit row', async () => {
      const { id, address } = await openInvoice(t, investor.user.id, { usd: '250.00', pay: '250' });
      const hash = await sendUsdt(address, '250');
      await anvil.mine();
      const minedAt = Date.now();
      const confirming = await waitState(t, id, 'confirming');
      const latency = Date.now() - minedAt;
      expect(confirming).toMatchObject({ received_amount: '250', confirmations: 1, credited_usd: null });
      console.log(`detection latency (block mined → confirming, CHAIN_POLL_SECONDS=1): ${latency} ms`);

      await mineAndScan(t);
      expect(await waitState(t, id, 'confirming', (r) => r.confirmations === 2)).toMatchObject({ confirmations: 2 });
      expect(await statusOf(t, id)).toMatchObject({ status: 'pending' });
      expect(await mainBalance(t, investor.user.id)).toBe('0.00');

      await anvil.mine();
      expect(await waitState(t, id, 'completed')).toMatchObject({ confirmations: 3, credited_usd: '250.00' });
      await mineAndScan(t, 2);
      expect(await statusOf(t, id)).toEqual({ status: 'completed', amount: '250.00' });
      expect(await mainBalance(t, investor.user.id)).toBe('250.00');
      expect(await depositEntries(t, id)).toBe(1);
      const bonus = await t.db.query(`SELECT amount::text, status FROM transactions WHERE source_transaction_id = $1 AND kind = 'referral_bonus'`, [id]);
      expect(bonus.rows).toEqual([{ amount: '12.50', status: 'completed' }]);

      const audit = await t.db.query(
        `SELECT actor_id, actor_role, amount::text, details FROM audit_log WHERE transaction_id = $1 AND action = 'deposit.approved'`,
        [id],
      );
      expect(audit.rows).toEqual([
        { actor_id: null, actor_role: 'system', amount: '250.00', details: { creditedBy: 'chain watcher', txHash: hash, confirmations: 3 } },
      ]);
      const mail = await t.db.query(`SELECT event FROM mail_outbox WHERE transaction_id = $1`, [id]);
      expect(mail.rows).toEqual([{ event: 'deposit.approved' }]);
      const deliveries = await t.db.query(`SELECT body FROM webhook_deliveries WHERE event_type = 'deposit.approved'`);
      const bodies = deliveries.rows.map((r) => JSON.parse(r.body)).filter((b) => b.data.id === id);
      expect(bodies).toHaveLength(1);
      expect(bodies[0].data).toMatchObject({ id, amount: '250.00', tx_hash: hash, confirmations: 3 });
      expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
    });

    it('end to end: a quote from trackDeposit on the USDT (ERC-20) wallet, paid on the chain, is completed; REST shows the states', async () => {
      await new DemoSeeder({ ...t.config, demoSeed: true }, t.app.get(UsersService), t.app.get(AuthService), t.app.get(DataSource)).seedDemo();
      const wallets = await investor.client.gql<{ depositWallets: { id: string; asset: string; networkName: string }[] }>(
        `{ depositWallets { id asset networkName } }`,
      );
      const wallet = wallets.data!.depositWallets.find((w) => w.asset === 'USDT' && w.networkName === 'ethereum')!;
      const start = await investor.client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
      const ref = start.body.reference_id;
      const tracked = await investor.client.post('/api/update/deposit_track', { reference_id: ref, amount: '750.00', wallet_id: wallet.id });
      expect(tracked.body).toMatchObject({ status: 'success' });
      const reference = async () =>
        (await investor.client.get<{ data: Record<string, unknown> }>(`/api/fetch/deposit_reference?reference_id=${ref}`)).body.data;
      const quoted = await reference();
      expect(quoted).toMatchObject({ pay_amount: '750', pay_asset: 'USDT', network: 'ethereum', required_confirmations: CONFIRMATIONS });
      const status = async () => {
        const list = await investor.client.get<{ data: { reference_id: string; status: string }[] }>('/api/fetch/deposit_transactions');
        return list.body.data.find((d) => d.reference_id === ref)?.status;
      };
      expect(await status()).toBe('awaiting_payment');

      await sendUsdt(quoted.wallet_address as string, '750');
      await mineAndScan(t);
      await until(async () => (await status()) === 'confirming', 20_000, 'REST confirming');
      expect(await reference()).toMatchObject({ confirmations: 1, received_amount: '750' });
      await mineAndScan(t, CONFIRMATIONS - 1);
      await until(async () => (await status()) === 'completed', 20_000, 'REST completed');
      expect(await reference()).toMatchObject({ confirmations: CONFIRMATIONS, received_amount: '750' });
    });

    it('an ETH payment at a manual rate, overpaid: credits what arrived at the quoted rate, rounded down to cents', async () => {
      const rate = await admin.gql(`mutation { setManualRate(input: { asset: "ETH", rate: "2000", reason: "test rate" }) { asset } }`);
      expect(rate.errors).toBeUndefined();
      const { id, address } = await openInvoice(t, investor.user.id, { asset: 'ETH', usd: '100.00', rate: '2000', pay: '0.05' });
      const before = await mainBalance(t, investor.user.id);
      await sendEth(address, '0.0612345');
      await mineAndScan(t, CONFIRMATIONS);
      // 0.0612345 × 2000 = 122.469 → 122.46
      expect(await waitState(t, id, 'completed')).toMatchObject({ received_amount: '0.0612345', credited_usd: '122.46' });
      expect(await statusOf(t, id)).toEqual({ status: 'completed', amount: '122.46' });
      expect(await mainBalance(t, investor.user.id)).toBe(new Decimal(before).plus('122.46').toFixed(2));
    });

    it('a reorg before the confirmations takes the payment away: back to awaiting, not credited; credited once when mined again', async () => {
      const { id, address } = await openInvoice(t, investor.user.id, { usd: '40.00', pay: '40' });
      const request = await clients.wallet.prepareTransactionRequest({
        to: token,
        data: encodeFunctionData({ abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [address as Hex, 40_000_000n] }),
      });
      const raw = await clients.wallet.signTransaction(request);
      await clients.pub.sendRawTransaction({ serializedTransaction: raw });
      await mineAndScan(t, 2);
      await waitState(t, id, 'confirming', (r) => r.confirmations === 2);

      await anvil.reorg(2); // the payment's block and the next are replaced by two empty ones
      await mineAndScan(t);
      expect(await waitState(t, id, 'awaiting_payment')).toMatchObject({ received_amount: '0', confirmations: 0 });
      await mineAndScan(t, 2);
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'awaiting_payment', credited_usd: null });
      expect(await depositEntries(t, id)).toBe(0);

      await clients.pub.sendRawTransaction({ serializedTransaction: raw });
      await mineAndScan(t, CONFIRMATIONS);
      expect(await waitState(t, id, 'completed')).toMatchObject({ credited_usd: '40.00' });
      await mineAndScan(t, 2);
      expect(await depositEntries(t, id)).toBe(1);
    });

    it('an underpayment shows what is missing and keeps waiting; a top-up completes it', async () => {
      const { id, address } = await openInvoice(t, investor.user.id, { usd: '100.00', pay: '100' });
      await sendUsdt(address, '60');
      await mineAndScan(t, CONFIRMATIONS + 1);
      expect(await waitState(t, id, 'underpaid')).toMatchObject({ received_amount: '60', credited_usd: null });
      const payment = await investor.client.gql<{
        transactions: { edges: { node: { id: string; payment: { state: string; missingAmount: string | null } | null } }[] };
      }>(`{ transactions(first: 50) { edges { node { id payment { state missingAmount } } } } }`);
      const mine = payment.data?.transactions.edges.map((e) => e.node).find((n) => n.id === id);
      expect(payment.errors).toBeUndefined();
      expect(mine?.payment).toEqual({ state: 'UNDERPAID', missingAmount: '40' });

      await sendUsdt(address, '40');
      await mineAndScan(t);
      expect(await waitState(t, id, 'confirming')).toMatchObject({ received_amount: '100', confirmations: 1 });
      await mineAndScan(t, CONFIRMATIONS - 1);
      expect(await waitState(t, id, 'completed')).toMatchObject({ credited_usd: '100.00' });
    });

    it('two transfers to two deposits in one transaction credit each its own', async () => {
      const a = await openInvoice(t, investor.user.id, { usd: '10.00', pay: '10' });
      const b = await openInvoice(t, referrer.user.id, { usd: '20.00', pay: '20' });
      await clients.wallet.writeContract({
        address: token,
        abi: TEST_TOKEN_ABI,
        functionName: 'transferPairs',
        args: [[BigInt(a.address), 10_000_000n, BigInt(b.address), 20_000_000n]],
      });
      await mineAndScan(t, CONFIRMATIONS);
      expect(await waitState(t, a.id, 'completed')).toMatchObject({ credited_usd: '10.00' });
      expect(await waitState(t, b.id, 'completed')).toMatchObject({ credited_usd: '20.00' });
    });

    it('a quote expires with nothing paid although no block arrives: expired, the deposit cancelled', async () => {
      const { id } = await openInvoice(t, investor.user.id, { usd: '30.00', pay: '30' });
      await t.db.query(`UPDATE deposit_invoices SET expires_at = now() - interval '1 second' WHERE transaction_id = $1`, [id]);
      expect(await waitState(t, id, 'expired')).toMatchObject({ received_amount: '0' });
      expect(await statusOf(t, id)).toMatchObject({ status: 'cancelled' });
    });

    it('a payment after the expiry is paid_late; only creditLateDeposit credits it, at the current rate, once confirmed', async () => {
      await admin.gql(`mutation { setManualRate(input: { asset: "ETH", rate: "2000", reason: "test rate" }) { asset } }`);
      const { id, address } = await openInvoice(t, investor.user.id, { asset: 'ETH', usd: '100.00', rate: '2000', pay: '0.05' });
      await t.db.query(`UPDATE deposit_invoices SET expires_at = now() - interval '1 second' WHERE transaction_id = $1`, [id]);
      await waitState(t, id, 'expired');
      await sendEth(address, '0.05');
      await mineAndScan(t);
      expect(await waitState(t, id, 'paid_late')).toMatchObject({ received_amount: '0.05', credited_usd: null });
      expect(await statusOf(t, id)).toMatchObject({ status: 'pending' });
      // the admin's queue finds it
      const queue = await admin.gql<{ adminDeposits: { nodes: { id: string }[] } }>(
        `{ adminDeposits(status: PENDING, paymentState: PAID_LATE, first: 200) { nodes { id } } }`,
      );
      expect(queue.data!.adminDeposits.nodes.map((n) => n.id)).toEqual([id]);

      const credit = (client: ApiClient) =>
        client.gql<{ creditLateDeposit: { id: string; status: string } }>(`mutation($id: ID!) { creditLateDeposit(transactionId: $id) { id status } }`, { id });
      // not confirmed yet
      expect((await credit(admin)).errors?.[0].extensions?.reason).toBe('DEPOSIT_NOT_CONFIRMED');
      // the watched deposit is not the admin's to approve or reject
      const approve = await admin.gql(`mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id });
      expect(approve.errors?.[0].extensions?.reason).toBe('DEPOSIT_WATCHED');
      const reject = await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "no") { id } }`, { id });
      expect(reject.errors?.[0].extensions?.reason).toBe('DEPOSIT_WATCHED');
      await mineAndScan(t, CONFIRMATIONS);
      await waitState(t, id, 'paid_late', (r) => r.confirmations >= CONFIRMATIONS);
      // investors and support may not
      expect((await credit(investor.client)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await credit((await createSupport(t)).client)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

      await admin.gql(`mutation { setManualRate(input: { asset: "ETH", rate: "2500.5", reason: "rate moved" }) { asset } }`);
      const done = await credit(admin);
      expect(done.errors).toBeUndefined();
      expect(done.data!.creditLateDeposit).toEqual({ id, status: 'COMPLETED' });
      // 0.05 × 2500.5 = 125.025 → 125.02
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'completed', credited_usd: '125.02' });
      expect(await statusOf(t, id)).toEqual({ status: 'completed', amount: '125.02' });
      expect((await credit(admin)).errors?.[0].extensions?.reason).toBe('ALREADY_DECIDED');
      expect(await depositEntries(t, id)).toBe(1);
      const audit = await t.db.query(`SELECT actor_role, details FROM audit_log WHERE transaction_id = $1 AND action = 'deposit.approved'`, [id]);
      expect(audit.rows).toEqual([{ actor_role: 'admin', details: expect.objectContaining({ rate: '2500.50', rateSource: 'manual', confirmations: 4 }) }]);
    });

    it('an underpaid deposit whose quote expired is refunded by an admin: no money moves, audited', async () => {
      const { id, address } = await openInvoice(t, investor.user.id, { usd: '50.00', pay: '50' });
      await sendUsdt(address, '5');
      await mineAndScan(t);
      await waitState(t, id, 'underpaid');
      const refund = (hash: string) =>
        admin.gql(`mutation($id: ID!, $h: String!) { markDepositRefunded(transactionId: $id, refundTxHash: $h, reason: "sent back") { id status } }`, {
          id,
          h: hash,
        });
      expect((await refund(`0x${'ab'.repeat(32)}`)).errors?.[0].extensions?.reason).toBe('DEPOSIT_NOT_LATE');
      await t.db.query(`UPDATE deposit_invoices SET expires_at = now() - interval '1 second' WHERE transaction_id = $1`, [id]);
      expect((await refund('0x1234')).errors?.[0].extensions?.reason).toBe('REFUND_TX_HASH_INVALID');
      const balance = await mainBalance(t, investor.user.id);
      const done = await refund(`0x${'AB'.repeat(32)}`);
      expect(done.errors).toBeUndefined();
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'refunded', credited_usd: null });
      expect(await statusOf(t, id)).toMatchObject({ status: 'rejected' });
      expect(await mainBalance(t, investor.user.id)).toBe(balance);
      const audit = await t.db.query(`SELECT details FROM audit_log WHERE transaction_id = $1 AND action = 'deposit.refunded'`, [id]);
      expect(audit.rows[0].details).toMatchObject({ refundTxHash: `0x${'ab'.repeat(32)}`, reason: 'sent back', receivedAmount: '5' });
      await mineAndScan(t);
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'refunded' });
    });
  });

  describe('restarts and several instances', () => {
    it('payments made while the app is stopped are caught up; two instances watching at once credit once', async () => {
      const database = await createTestDatabase();
      let first: TestApp | undefined = await bootApp({ database, env: chainEnv() });
      let second: TestApp | undefined;
      try {
        const { user } = await createInvestor(first);
        await mineAndScan(first);
        const invoices = await Promise.all([1, 2, 3].map((i) => openInvoice(first!, user.id, { usd: `${i}0.00`, pay: `${i}0` })));
        await first.close();
        first = undefined;

        for (const [i, inv] of invoices.entries()) {
          await sendUsdt(inv.address, `${i + 1}0`);
          await anvil.mine(2);
        }
        await anvil.mine(CONFIRMATIONS);

        // two instances on one database come up at once
        [first, second] = await Promise.all([bootApp({ database, env: chainEnv() }), bootApp({ database, env: chainEnv() })]);
        for (const inv of invoices) await waitState(first, inv.id, 'completed');

        // both instances settle the same confirmed payment at once, beside their watchers
        // (it needs 100 confirmations until the moment of the race, so that no watcher credits it before)
        const racing = await openInvoice(first, user.id, { usd: '5.00', pay: '5' });
        await first.db.query(`UPDATE deposit_invoices SET required_confirmations = 100 WHERE transaction_id = $1`, [racing.id]);
        await sendUsdt(racing.address, '5');
        await mineAndScan(first, CONFIRMATIONS);
        await waitState(first, racing.id, 'confirming', (r) => r.confirmations === CONFIRMATIONS);
        await first.db.query(`UPDATE deposit_invoices SET required_confirmations = $2 WHERE transaction_id = $1`, [racing.id, CONFIRMATIONS]);
        const settle = (app: TestApp) => app.app.get(DepositInvoicesService).settle('ethereum');
        await Promise.all([settle(first), settle(second), settle(first), settle(second)]);
        await waitState(first, racing.id, 'completed');
        await mineAndScan(first, 3);
        for (const inv of [...invoices, racing]) expect(await depositEntries(first, inv.id)).toBe(1);
        expect(await mainBalance(first, user.id)).toBe('65.00');
        const audits = await first.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'deposit.approved' AND transaction_id = ANY($1::uuid[])`, [
          [...invoices, racing].map((i) => i.id),
        ]);
        expect(audits.rows[0].n).toBe(4);
        expect(await verifyLedger(first.app.get(DataSource))).toEqual({ ok: true, problems: [] });
      } finally {
        await second?.close();
        await first?.close();
        await dropTestDatabase(database);
      }
    });
  });
});
