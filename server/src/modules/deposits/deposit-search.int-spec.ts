import { randomBytes } from 'node:crypto';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor, type ApiClient } from '../../../test/factories/users';

/**
 * The investor's history finds a quoted deposit by the hash of the chain payment that paid it
 * (issue 28): transactions/ asks deposits/ (which reads the watcher's payments through chains/),
 * someone else's deposit paid by the same hash stays theirs. The admin queue's payment-state
 * filter is answered by deposits/ too.
 */
const HISTORY = `query($search: String) { transactions(first: 50, search: $search) { totalCount edges { node { id } } } }`;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

describe('history search by a deposit’s chain hash', () => {
  let t: TestApp;
  let investor: { client: ApiClient; user: { id: string } };
  let other: { client: ApiClient; user: { id: string } };
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    investor = await createInvestor(t);
    other = await createInvestor(t);
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  /** A pending quoted USDT deposit on Ethereum with its invoice in `state`, as trackDeposit and the watcher leave it. */
  async function quotedDeposit(userId: string, state = 'confirming'): Promise<{ id: string; address: string }> {
    const address = `0x${hex(20)}`;
    const { rows } = await t.db.query(
      `INSERT INTO transactions (user_id, kind, title, status, method, reference_id, amount, wallet_name, wallet_address, network)
       VALUES ($1, 'deposit', 'Deposit', 'pending', 'Crypto Wallet', $2, '25.00', 'USDT (Ethereum)', $3, 'ERC-20') RETURNING id`,
      [userId, `DEP${hex(12).toUpperCase()}`, address],
    );
    const id = rows[0].id as string;
    await t.db.query(
      `INSERT INTO deposit_invoices (transaction_id, user_id, asset, network, address, usd_amount, pay_amount, pay_amount_base_units, decimals,
                                     rate, rate_source, expires_at, watch_until, watched, required_confirmations, state)
       VALUES ($1, $2, 'USDT', 'ethereum', $3, '25.00', '25.000000', '25000000', 6, '1.00', 'fixed', now() + interval '30 minutes',
               now() + interval '72 hours', true, 3, $4)`,
      [id, userId, address, state],
    );
    return { id, address };
  }

  async function paid(address: string, txHash: string, removed = false) {
    await t.db.query(
      `INSERT INTO chain_payments (network, tx_hash, log_index, asset, address, from_address, token_contract, amount_base_units, decimals, amount,
                                   block_number, block_hash, removed)
       VALUES ('ethereum', $1, 0, 'USDT', $2, $3, $4, 25000000, 6, 25, 10, $5, $6)`,
      [txHash, address, `0x${hex(20)}`, `0x${hex(20)}`, `0x${hex(32)}`, removed],
    );
  }

  const found = async (client: ApiClient, search: string) => {
    const res = await client.gql<{ transactions: { totalCount: number; edges: { node: { id: string } }[] } }>(HISTORY, { search });
    expect(res.errors).toBeUndefined();
    return res.data!.transactions.edges.map((edge) => edge.node.id);
  };

  it('finds the deposit by its payment’s full hash, a part of it, in capitals and without 0x; not another user’s, not a removed payment', async () => {
    const mine = await quotedDeposit(investor.user.id);
    const theirs = await quotedDeposit(other.user.id);
    const txHash = `0x${hex(32)}`;
    await paid(mine.address, txHash);
    await paid(
      theirs.address,
      txHash.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    );
    const dropped = await quotedDeposit(investor.user.id);
    const droppedHash = `0x${hex(32)}`;
    await paid(dropped.address, droppedHash, true);

    expect(await found(investor.client, txHash)).toEqual([mine.id]);
    expect(await found(investor.client, txHash.slice(2, 20).toUpperCase())).toEqual([mine.id]);
    expect(await found(investor.client, txHash.slice(30, 42))).toEqual([mine.id]);
    // The other user's payment shares all but the last digit: their deposit never shows in this history.
    expect(await found(investor.client, txHash.slice(0, 60))).toEqual([mine.id]);
    expect(await found(other.client, txHash.slice(0, 60))).toEqual([theirs.id]);
    expect(await found(investor.client, droppedHash)).toEqual([]);
    // Too short to be a hash: the ordinary columns only (nothing here has these digits).
    expect(await found(investor.client, txHash.slice(2, 6))).not.toContain(mine.id);
  });

  it('the admin queue’s PAID_LATE filter lists only late-paid deposits (answered by deposits/)', async () => {
    const late = await quotedDeposit(investor.user.id, 'paid_late');
    const confirming = await quotedDeposit(investor.user.id, 'confirming');
    const res = await admin.gql<{ adminDeposits: { totalCount: number; nodes: { id: string }[] } }>(
      `{ adminDeposits(status: PENDING, paymentState: PAID_LATE, first: 200) { totalCount nodes { id } } }`,
    );
    expect(res.errors).toBeUndefined();
    const ids = res.data!.adminDeposits.nodes.map((n) => n.id);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(confirming.id);
    expect(res.data!.adminDeposits.totalCount).toBe(ids.length);
  });
});
