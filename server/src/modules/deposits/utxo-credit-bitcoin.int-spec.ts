import { randomBytes } from 'node:crypto';
import { type BitcoinCoreNode, startBitcoinCoreNode } from '../../../test/helpers/bitcoin-core-fixture';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { createInvestor } from '../../../test/factories/users';
import { nodeWalletName } from '../chains/utxo-scanner';
import { addressAt, parseAccountKey, receiveChain, receiveDescriptor } from './addresses/address-derivation';

/**
 * Bitcoin deposits through a Bitcoin Core ≥ 24 node's watch-only descriptor wallet (issue 27),
 * where no bitcoind exists: the real app (its UtxoRpc client, scanner, deposits and credit) talks
 * over HTTP to a fixture node answering with Bitcoin Core's recorded responses
 * (test/helpers/bitcoin-core-fixture.ts, test/fixtures/bitcoin-core/), which checks each request it
 * gets. The deposit wallet is BIP84's test vector account (mnemonic "abandon ×11 about",
 * m/84'/0'/0'), so the addresses are the BIP's own: its receive address 0 is the one the recorded
 * listsinceblock pays.
 */

/** BIP84's test vector: the account zpub of m/84'/0'/0' and its first two receive addresses. */
const BIP84_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_RECEIVE = ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g'];

const CONFIRMATIONS = 2;

async function until<T>(what: () => Promise<T | undefined | null | false>, ms = 30_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface InvoiceRow {
  state: string;
  received_amount: string;
  confirmations: number;
  credited_usd: string | null;
}

const env = (node: BitcoinCoreNode, network = 'mainnet') => ({
  BITCOIN_RPC_URL: node.url,
  BITCOIN_NETWORK: network,
  CONFIRMATIONS_BITCOIN: String(CONFIRMATIONS),
  CHAIN_POLL_SECONDS: '1',
});

/** The Bitcoin deposit wallet on the BIP84 vector's zpub (one per database). */
async function depositWallet(t: TestApp): Promise<string> {
  const found = await t.db.query(`SELECT id FROM deposit_wallets WHERE extended_public_key = $1 AND chain = 'bitcoin'`, [BIP84_ZPUB]);
  if (found.rows[0]) return found.rows[0].id as string;
  const { rows } = await t.db.query(
    `INSERT INTO deposit_wallets (wallet_name, network, chain, asset, address_kind, extended_public_key) VALUES ('Bitcoin', 'BTC', 'bitcoin', 'BTC', 'derived', $1) RETURNING id`,
    [BIP84_ZPUB],
  );
  return rows[0].id as string;
}

/** A pending watched deposit with its quote at the wallet's next address, as trackDeposit leaves it (rate: 100,000 USD per BTC). */
async function openInvoice(t: TestApp, userId: string, usd: string, pay: string): Promise<{ id: string; address: string; index: number }> {
  const walletId = await depositWallet(t);
  const { rows: next } = await t.db.query(`UPDATE deposit_wallets SET next_index = next_index + 1 WHERE id = $1 RETURNING next_index - 1 AS i`, [walletId]);
  const index = Number(next[0].i);
  const address = addressAt('bitcoin', receiveChain(parseAccountKey('bitcoin', BIP84_ZPUB, 'mainnet')), index, 'mainnet');
  const reference = `DEP${randomBytes(12).toString('hex').toUpperCase()}`;
  const { rows } = await t.db.query(
    `INSERT INTO transactions (user_id, kind, title, status, method, reference_id, amount, wallet_name, wallet_address, network)
     VALUES ($1, 'deposit', 'Deposit', 'pending', 'Crypto Wallet', $2, $3, 'Bitcoin', $4, 'BTC') RETURNING id`,
    [userId, reference, usd, address],
  );
  const id = rows[0].id as string;
  await t.db.query(`INSERT INTO deposit_addresses (wallet_id, derivation_index, address, transaction_id) VALUES ($1, $2, $3, $4)`, [
    walletId,
    index,
    address,
    id,
  ]);
  const [whole, frac = ''] = pay.split('.');
  await t.db.query(
    `INSERT INTO deposit_invoices (transaction_id, user_id, asset, network, address, usd_amount, pay_amount, pay_amount_base_units, decimals,
                                   rate, rate_source, expires_at, watch_until, watched, required_confirmations)
     VALUES ($1, $2, 'BTC', 'bitcoin', $3, $4, $5, $6, 8, '100000', 'manual', now() + interval '30 minutes', now() + interval '72 hours', true, $7)`,
    [id, userId, address, usd, pay, BigInt(whole + frac.padEnd(8, '0')).toString(), CONFIRMATIONS],
  );
  return { id, address, index };
}

const invoiceOf = async (t: TestApp, id: string): Promise<InvoiceRow> =>
  (await t.db.query(`SELECT state, received_amount::text, confirmations, credited_usd::text FROM deposit_invoices WHERE transaction_id = $1`, [id])).rows[0];
const waitState = (t: TestApp, id: string, state: string, extra: (row: InvoiceRow) => boolean = () => true) =>
  until(
    async () => {
      const row = await invoiceOf(t, id);
      return row.state === state && extra(row) ? row : undefined;
    },
    30_000,
    `deposit ${id} to be ${state}`,
  );
const depositEntries = async (t: TestApp, id: string) =>
  Number((await t.db.query(`SELECT count(*) FROM ledger_entries WHERE transaction_id = $1 AND kind = 'deposit'`, [id])).rows[0].count);
const mainBalance = async (t: TestApp, userId: string) =>
  (await t.db.query(`SELECT COALESCE(sum(balance), 0)::text AS b FROM ledger_accounts WHERE user_id = $1 AND kind = 'main'`, [userId])).rows[0].b;
/** Waits until the app has scanned the fixture node's tip. */
const scanned = (t: TestApp, node: BitcoinCoreNode) =>
  until(
    async () => (await t.db.query(`SELECT block_hash FROM chain_cursors WHERE network = 'bitcoin'`)).rows[0]?.block_hash === node.tip,
    30_000,
    `block ${node.height} scanned`,
  );

describe('Bitcoin deposits through Bitcoin Core (recorded RPC responses, BIP84 test vector)', () => {
  it("derives BIP84's test vector addresses; the descriptor sent to the node is the recorded one", () => {
    const receive = receiveChain(parseAccountKey('bitcoin', BIP84_ZPUB, 'mainnet'));
    expect([0, 1].map((i) => addressAt('bitcoin', receive, i, 'mainnet'))).toEqual(BIP84_RECEIVE);
    const descriptor = receiveDescriptor('bitcoin', BIP84_ZPUB, 'mainnet');
    expect(descriptor).toBe('wpkh(xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V/0/*)');
  });

  describe('one app watching a Bitcoin Core 24 node (descriptor wallet)', () => {
    let node: BitcoinCoreNode;
    let t: TestApp;

    beforeAll(async () => {
      node = await startBitcoinCoreNode('main');
      t = await bootApp({ env: env(node) });
    });
    afterAll(async () => {
      await t?.close();
      await node?.stop();
    });

    it('imports the receive branch with importdescriptors; a payment in listsinceblock goes confirming (mempool, 1) then completed at 2 confirmations, credited once', async () => {
      const { user } = await createInvestor(t);
      const { id, address } = await openInvoice(t, user.id, '1500.00', '0.015');
      const recorded = node.recordedPayment;
      expect(address).toBe(recorded.address);
      expect(address).toBe(BIP84_RECEIVE[0]);

      const name = nodeWalletName(receiveDescriptor('bitcoin', BIP84_ZPUB, 'mainnet'));
      await until(
        async () => (await t.db.query(`SELECT range_end FROM chain_node_wallets WHERE network = 'bitcoin' AND wallet_name = $1`, [name])).rows[0],
        30_000,
        'the watch-only wallet imported',
      );
      await scanned(t, node);
      // the wallet: loadwallet said it does not exist (-18), so a blank watch-only descriptor wallet was created and the branch imported
      expect(node.calls('loadwallet')[0].params).toEqual([name]);
      expect(node.calls('createwallet').map((c) => c.params)).toEqual([{ wallet_name: name, disable_private_keys: true, blank: true, load_on_startup: true }]);
      expect(node.calls('getwalletinfo').map((c) => c.wallet)).toEqual([name]);
      expect(node.calls('importdescriptors')).toEqual([
        { method: 'importdescriptors', wallet: name, params: [[{ desc: node.recordedDescriptor, timestamp: 'now', range: [0, 100], active: false }]] },
      ]);
      expect(node.calls('importmulti')).toEqual([]);

      node.pay(address, recorded.amount, 0, recorded.vout);
      expect(await waitState(t, id, 'confirming')).toMatchObject({ received_amount: '0.015', confirmations: 0, credited_usd: null });
      node.mine(1);
      expect(await waitState(t, id, 'confirming', (r) => r.confirmations === 1)).toMatchObject({ credited_usd: null });
      expect(await mainBalance(t, user.id)).toBe('0.00');
      node.mine(1);
      expect(await waitState(t, id, 'completed')).toMatchObject({ confirmations: 2, credited_usd: '1500.00' });
      node.mine(2);
      await scanned(t, node);
      expect(await depositEntries(t, id)).toBe(1);
      expect(await mainBalance(t, user.id)).toBe('1500.00');
      const payment = await t.db.query(`SELECT log_index, asset, amount::text, removed FROM chain_payments WHERE network = 'bitcoin' AND address = $1`, [
        address,
      ]);
      expect(payment.rows).toEqual([{ log_index: recorded.vout, asset: 'BTC', amount: '0.015', removed: false }]);

      // every listing after the first starts from the tip the node answered before the previous one (the stored cursor's block hash), never from a height
      await until(async () => node.calls('listsinceblock').some((c) => (c.params as unknown[])[0] === node.tip), 30_000, 'a listing from the tip');
      expect(node.calls('listsinceblock').length).toBeGreaterThan(3);
      let tipSeen = '';
      let nextSince: string | null = null;
      for (const call of node.requests) {
        if (call.method === 'getblockchaininfo') tipSeen = (call.result as { bestblockhash: string }).bestblockhash;
        if (call.method !== 'listsinceblock') continue;
        expect(call.wallet).toBe(name);
        expect(call.params).toEqual([expect.any(String), 1, true, true]);
        if (nextSince !== null) expect((call.params as unknown[])[0]).toBe(nextSince);
        nextSince = tipSeen;
      }
      expect(node.problems).toEqual([]);
    });

    it("a payment listed in listsinceblock's removed (its block replaced by a conflicting spend) goes back to awaiting_payment and is never credited", async () => {
      const { user } = await createInvestor(t);
      const { id, address, index } = await openInvoice(t, user.id, '500.00', '0.005');
      expect(address).toBe(BIP84_RECEIVE[1]);
      await scanned(t, node);
      node.pay(address, '0.00500000', index);
      node.mine(1);
      expect(await waitState(t, id, 'confirming', (r) => r.confirmations === 1)).toMatchObject({ received_amount: '0.005' });
      const before = node.calls('listsinceblock').length;
      const orphaned = node.tip;
      node.reorg(1);
      expect(await waitState(t, id, 'awaiting_payment')).toMatchObject({ received_amount: '0', credited_usd: null });
      // the scan after the reorg listed from the orphaned block's hash (the node answered with it among `removed`)
      expect(
        node
          .calls('listsinceblock')
          .slice(before)
          .some((c) => (c.params as unknown[])[0] === orphaned),
      ).toBe(true);
      const row = await t.db.query(`SELECT removed, block_number FROM chain_payments WHERE network = 'bitcoin' AND address = $1`, [address]);
      expect(row.rows).toEqual([{ removed: true, block_number: null }]);
      node.mine(CONFIRMATIONS + 1);
      await scanned(t, node);
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'awaiting_payment', credited_usd: null });
      expect(await depositEntries(t, id)).toBe(0);
      expect(await mainBalance(t, user.id)).toBe('0.00');
      expect(node.problems).toEqual([]);
    });

    it('a payment in the mempool double-spent by a mined transaction (no longer listed, not in the mempool) goes away and is never credited', async () => {
      const { user } = await createInvestor(t);
      const { id, address, index } = await openInvoice(t, user.id, '200.00', '0.002');
      await scanned(t, node);
      const txid = node.pay(address, '0.00200000', index);
      expect(await waitState(t, id, 'confirming')).toMatchObject({ received_amount: '0.002', confirmations: 0 });
      node.doubleSpend(txid);
      expect(await waitState(t, id, 'awaiting_payment')).toMatchObject({ received_amount: '0', credited_usd: null });
      expect(node.calls('getmempoolentry').some((c) => (c.params as unknown[])[0] === txid)).toBe(true);
      node.mine(CONFIRMATIONS);
      await scanned(t, node);
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'awaiting_payment', credited_usd: null });
      expect(await depositEntries(t, id)).toBe(0);
      expect(node.problems).toEqual([]);
    });
  });

  it('an importdescriptors answer with success false stops the step (nothing stored); the next import, accepted, goes on', async () => {
    const node = await startBitcoinCoreNode('main');
    node.failImport = true;
    const t = await bootApp({ env: env(node) });
    try {
      const { user } = await createInvestor(t);
      await openInvoice(t, user.id, '10.00', '0.0001');
      // the refused import fails the step (rolled back: no wallet row), and the loop tries again
      await until(async () => node.calls('importdescriptors').length >= 2, 30_000, 'the import tried again');
      expect((await t.db.query(`SELECT count(*)::int AS n FROM chain_node_wallets WHERE network = 'bitcoin'`)).rows[0].n).toBe(0);
      expect(node.calls('listsinceblock')).toEqual([]);
      node.failImport = false;
      const imported = await until(
        async () => (await t.db.query(`SELECT range_end FROM chain_node_wallets WHERE network = 'bitcoin'`)).rows[0],
        30_000,
        'the import accepted',
      );
      expect(imported).toEqual({ range_end: 100 });
      expect(node.problems).toEqual([]);
    } finally {
      await t.close();
      await node.stop();
    }
  });

  it('a node on main while BITCOIN_NETWORK is regtest is refused at start with one line', async () => {
    const node = await startBitcoinCoreNode('main');
    try {
      await expect(bootApp({ env: env(node, 'regtest') })).rejects.toThrow(
        /^bitcoin: the node at http:\/\/127\.0\.0\.1:\d+ is on main, but BITCOIN_NETWORK is regtest \(regtest\); [^\n]+$/,
      );
      expect(node.calls('getblockchaininfo').length).toBeGreaterThan(0);
      expect(node.calls('createwallet')).toEqual([]);
    } finally {
      await node.stop();
    }
  });
});
