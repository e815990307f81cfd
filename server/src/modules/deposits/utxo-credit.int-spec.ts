import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { DataSource } from 'typeorm';
import { type Litecoind, litecoindAvailable, startLitecoind } from '../../../test/helpers/litecoind';
import { bootApp, createTestDatabase, dropTestDatabase, type TestApp } from '../../../test/helpers/test-app';
import { createInvestor } from '../../../test/factories/users';
import { verifyLedger } from '../ledger/ledger-verifier';
import { coinToBaseUnits, nodeWalletName, UTXO_GAP } from '../chains/utxo-scanner';
import { addressAt, receiveChain, receiveDescriptor, parseAccountKey } from './addresses/address-derivation';

/**
 * Bitcoin and Litecoin deposits credited through a node's watch-only wallet (issue 27), on a real
 * litecoind in regtest through the real app: the watcher scans every second, 3 confirmations
 * complete a payment (CONFIRMATIONS_LITECOIN). Invoices are arranged as a quote leaves them (a
 * pending deposit, its deposit_invoices row at an address derived from the deposit wallet's vpub, the
 * wallet's next index moved past it); detection, states and the credit are the app's.
 */

const AVAILABLE = litecoindAvailable();
if (!AVAILABLE) {
  console.warn(
    '\n################################################################\n' +
      '#  SKIPPED: the Litecoin deposit tests need litecoind on the PATH #\n' +
      '#  (apt-get install -y litecoind); nothing of them ran.           #\n' +
      '################################################################\n',
  );
}

const CONFIRMATIONS = 3;

async function until<T>(what: () => Promise<T | undefined | null | false>, ms = 30_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A fresh BIP84 regtest account (vpub) per test file: nobody else's payments reach its addresses. */
function testAccountKey(): string {
  const root = HDKey.fromMasterSeed(randomBytes(32), { private: 0x045f18bc, public: 0x045f1cf6 });
  return root.derive("m/84'/1'/0'").publicExtendedKey;
}

interface InvoiceRow {
  state: string;
  received_amount: string;
  confirmations: number;
  credited_usd: string | null;
}

(AVAILABLE ? describe : describe.skip)('Litecoin deposits credited through the node (litecoind regtest)', () => {
  let node: Litecoind;
  const vpub = testAccountKey();
  const receive = receiveChain(parseAccountKey('litecoin', vpub, 'regtest'));
  let walletId: string | undefined;

  beforeAll(async () => {
    node = await startLitecoind();
  }, 90_000);
  afterAll(() => node?.stop());

  const env = () => ({ LITECOIN_RPC_URL: node.url, LITECOIN_NETWORK: 'regtest', CONFIRMATIONS_LITECOIN: String(CONFIRMATIONS), CHAIN_POLL_SECONDS: '1' });

  /** The deposit wallet (one per database): the test vpub on litecoin. */
  async function depositWallet(t: TestApp): Promise<string> {
    const found = await t.db.query(`SELECT id FROM deposit_wallets WHERE extended_public_key = $1`, [vpub]);
    if (found.rows[0]) return found.rows[0].id as string;
    const { rows } = await t.db.query(
      `INSERT INTO deposit_wallets (wallet_name, network, chain, asset, address_kind, extended_public_key) VALUES ('Litecoin', 'LTC', 'litecoin', 'LTC', 'derived', $1) RETURNING id`,
      [vpub],
    );
    return rows[0].id as string;
  }

  /** A pending watched deposit with its quote at the wallet's next address, as trackDeposit leaves it (rate: 100 USD per LTC). */
  async function openInvoice(t: TestApp, userId: string, usd: string, pay: string): Promise<{ id: string; address: string }> {
    walletId = await depositWallet(t);
    const { rows: next } = await t.db.query(`UPDATE deposit_wallets SET next_index = next_index + 1 WHERE id = $1 RETURNING next_index - 1 AS i`, [walletId]);
    const index = Number(next[0].i);
    const address = addressAt('litecoin', receive, index, 'regtest');
    const reference = `DEP${randomBytes(12).toString('hex').toUpperCase()}`;
    const { rows } = await t.db.query(
      `INSERT INTO transactions (user_id, kind, title, status, method, reference_id, amount, wallet_name, wallet_address, network)
       VALUES ($1, 'deposit', 'Deposit', 'pending', 'Crypto Wallet', $2, $3, 'Litecoin', $4, 'LTC') RETURNING id`,
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
       VALUES ($1, $2, 'LTC', 'litecoin', $3, $4, $5, $6, 8, '100', 'manual', now() + interval '30 minutes', now() + interval '72 hours', true, $7)`,
      [id, userId, address, usd, pay, BigInt(whole + frac.padEnd(8, '0')).toString(), CONFIRMATIONS],
    );
    return { id, address };
  }

  const invoiceOf = async (t: TestApp, id: string): Promise<InvoiceRow> =>
    (await t.db.query(`SELECT state, received_amount::text, confirmations, credited_usd::text FROM deposit_invoices WHERE transaction_id = $1`, [id])).rows[0];
  const waitState = (t: TestApp, id: string, state: string, extra: (row: InvoiceRow) => boolean = () => true, ms = 30_000) =>
    until(
      async () => {
        const row = await invoiceOf(t, id);
        return row.state === state && extra(row) ? row : undefined;
      },
      ms,
      `deposit ${id} to be ${state}`,
    );
  const mainBalance = async (t: TestApp, userId: string) =>
    (await t.db.query(`SELECT COALESCE(sum(balance), 0)::text AS b FROM ledger_accounts WHERE user_id = $1 AND kind = 'main'`, [userId])).rows[0].b;
  const depositEntries = async (t: TestApp, id: string) =>
    Number((await t.db.query(`SELECT count(*) FROM ledger_entries WHERE transaction_id = $1 AND kind = 'deposit'`, [id])).rows[0].count);
  /** Waits until the app has scanned the node's tip. */
  const scanned = async (t: TestApp) => {
    const height = String(await node.height());
    await until(
      async () => (await t.db.query(`SELECT block_number::text FROM chain_cursors WHERE network = 'litecoin'`)).rows[0]?.block_number === height,
      30_000,
      `block ${height} scanned`,
    );
  };

  /**
   * Waits until the node's watch-only wallet covers every address given out (the import runs in the
   * app's next scan step; a payment sent to an address before its import is seen once mined).
   */
  const watching = async (t: TestApp) => {
    const name = nodeWalletName(receiveDescriptor('litecoin', vpub, 'regtest'));
    await until(
      async () =>
        (
          await t.db.query(
            `SELECT 1 FROM chain_node_wallets w, deposit_wallets d WHERE w.network = 'litecoin' AND w.wallet_name = $1 AND d.extended_public_key = $2 AND w.range_end >= d.next_index`,
            [name, vpub],
          )
        ).rows[0],
      30_000,
      'the watch-only wallet imported',
    );
    await scanned(t);
  };

  describe('one app watching Litecoin', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await bootApp({ env: env() });
    });
    afterAll(() => t?.close());

    it("derives the same addresses as the node from the wallet's descriptor", async () => {
      const descriptor = receiveDescriptor('litecoin', vpub, 'regtest');
      const { descriptor: withChecksum } = await node.rpc.call<{ descriptor: string }>('getdescriptorinfo', [descriptor]);
      const fromNode = await node.rpc.call<string[]>('deriveaddresses', [withChecksum, [0, 4]]);
      expect(fromNode).toEqual([0, 1, 2, 3, 4].map((i) => addressAt('litecoin', receive, i, 'regtest')));
    });

    it('an exact payment: seen in the mempool (confirming, 0), then 1, 2 of 3 confirmations, then completed and credited once', async () => {
      const { user } = await createInvestor(t);
      const { id, address } = await openInvoice(t, user.id, '150.00', '1.5');
      await watching(t);
      const sentAt = Date.now();
      const txid = await node.send(address, '1.5');
      expect(await waitState(t, id, 'confirming')).toMatchObject({ received_amount: '1.5', confirmations: 0, credited_usd: null });
      console.log(`detection latency (transaction sent → confirming with 0 confirmations, CHAIN_POLL_SECONDS=1): ${Date.now() - sentAt} ms`);
      const payment = await t.db.query(
        `SELECT tx_hash, log_index, block_number, asset, amount::text FROM chain_payments WHERE network = 'litecoin' AND address = $1`,
        [address],
      );
      expect(payment.rows).toEqual([{ tx_hash: txid, log_index: expect.any(Number), block_number: null, asset: 'LTC', amount: '1.5' }]);

      const minedAt = Date.now();
      await node.mine(1);
      await waitState(t, id, 'confirming', (r) => r.confirmations === 1);
      console.log(`detection latency (block mined → 1 confirmation, CHAIN_POLL_SECONDS=1): ${Date.now() - minedAt} ms`);
      await node.mine(1);
      await waitState(t, id, 'confirming', (r) => r.confirmations === 2);
      expect(await mainBalance(t, user.id)).toBe('0.00');
      await node.mine(1);
      expect(await waitState(t, id, 'completed')).toMatchObject({ confirmations: 3, credited_usd: '150.00' });
      await node.mine(2);
      await scanned(t);
      expect(await mainBalance(t, user.id)).toBe('150.00');
      expect(await depositEntries(t, id)).toBe(1);
      const audit = await t.db.query(`SELECT details FROM audit_log WHERE transaction_id = $1 AND action = 'deposit.approved'`, [id]);
      expect(audit.rows).toEqual([{ details: { creditedBy: 'chain watcher', txHash: txid, confirmations: 3 } }]);
    });

    it('partial payments add up: underpaid, then topped up by two outputs of one transaction and one more transaction', async () => {
      const { user } = await createInvestor(t);
      const { id, address } = await openInvoice(t, user.id, '300.00', '3');
      const other = await openInvoice(t, user.id, '50.00', '0.5');
      await scanned(t);
      await node.send(address, '1');
      await node.mine(1);
      expect(await waitState(t, id, 'underpaid')).toMatchObject({ received_amount: '1' });
      // one transaction paying both invoices' addresses, and a second one topping the first up
      await node.sendMany({ [address]: '1.25', [other.address]: '0.5' });
      await node.send(address, '0.75');
      await node.mine(CONFIRMATIONS);
      expect(await waitState(t, id, 'completed')).toMatchObject({ received_amount: '3', credited_usd: '300.00' });
      expect(await waitState(t, other.id, 'completed')).toMatchObject({ received_amount: '0.5', credited_usd: '50.00' });
      expect(await mainBalance(t, user.id)).toBe('350.00');
      const outputs = await t.db.query(`SELECT count(*)::int AS n FROM chain_payments WHERE network = 'litecoin' AND address = $1`, [address]);
      expect(outputs.rows[0].n).toBe(3);
    });

    it('a reorg by invalidateblock takes a payment back to the mempool (0 confirmations); the block reconsidered brings it back, then it completes', async () => {
      const { user } = await createInvestor(t);
      const { id, address } = await openInvoice(t, user.id, '20.00', '0.2');
      await scanned(t);
      await node.send(address, '0.2');
      const [block] = await node.mine(1);
      await waitState(t, id, 'confirming', (r) => r.confirmations === 1);
      await node.rpc.call('invalidateblock', [block]);
      expect(await waitState(t, id, 'confirming', (r) => r.confirmations === 0)).toMatchObject({ received_amount: '0.2' });
      const moved = await t.db.query(`SELECT block_number, removed FROM chain_payments WHERE network = 'litecoin' AND address = $1`, [address]);
      expect(moved.rows).toEqual([{ block_number: null, removed: false }]);
      await node.rpc.call('reconsiderblock', [block]);
      await waitState(t, id, 'confirming', (r) => r.confirmations === 1);
      await node.mine(CONFIRMATIONS - 1);
      expect(await waitState(t, id, 'completed')).toMatchObject({ credited_usd: '20.00' });
      expect(await depositEntries(t, id)).toBe(1);
    });

    it('a payment double-spent by a conflicting transaction mined in the next block goes away: back to awaiting_payment, never credited', async () => {
      const { user } = await createInvestor(t);
      const { id, address } = await openInvoice(t, user.id, '40.00', '0.4');
      await watching(t);
      // the funder spends one of its coins to the invoice; a miner then mines a block holding another spend of the same coin
      // (Litecoin Core relays no replacement, -mempoolreplacement defaults to 0: the double spend reaches the chain through generateblock)
      const coins = await node.rpc.call<{ txid: string; vout: number; amount: string; spendable: boolean }[]>('listunspent', [1], 'funder');
      const coin = coins.find((c) => c.spendable && coinToBaseUnits(c.amount, 8) >= 100_000_000n)!;
      const units = coinToBaseUnits(coin.amount, 8);
      const ltc = (base: bigint) => `${base / 100_000_000n}.${(base % 100_000_000n).toString().padStart(8, '0')}`;
      const signed = async (outputs: Record<string, string>[]) => {
        const raw = await node.rpc.call<string>('createrawtransaction', [[{ txid: coin.txid, vout: coin.vout }], outputs]);
        const result = await node.rpc.call<{ hex: string; complete: boolean }>('signrawtransactionwithwallet', [raw], 'funder');
        expect(result.complete).toBe(true);
        return result.hex;
      };
      const change = await node.rpc.call<string>('getnewaddress', ['', 'bech32'], 'funder');
      const paying = await node.rpc.call<string>('sendrawtransaction', [
        await signed([{ [address]: '0.4' }, { [change]: ltc(units - 40_000_000n - 10_000n) }]),
      ]);
      expect(await waitState(t, id, 'confirming')).toMatchObject({ received_amount: '0.4', confirmations: 0 });

      const { hash } = await node.rpc.call<{ hash: string }>('generateblock', [change, [await signed([{ [change]: ltc(units - 100_000n) }])]]);
      expect(await node.rpc.call<string[]>('getrawmempool')).not.toContain(paying);
      expect(await waitState(t, id, 'awaiting_payment')).toMatchObject({ received_amount: '0', confirmations: 0, credited_usd: null });
      expect((await t.db.query(`SELECT tx_hash, removed FROM chain_payments WHERE network = 'litecoin' AND address = $1`, [address])).rows).toEqual([
        { tx_hash: paying, removed: true },
      ]);
      // the node's watch-only wallet sees it conflicted by the mined spend (negative confirmations; the spend itself is not the wallet's)
      const name = nodeWalletName(receiveDescriptor('litecoin', vpub, 'regtest'));
      expect(await node.rpc.call('gettransaction', [paying, true], name)).toMatchObject({ confirmations: -1 });

      await node.mine(CONFIRMATIONS + 1);
      await scanned(t);
      expect(await node.rpc.call<{ blockhash: string }>('getblockheader', [hash])).toMatchObject({ hash });
      expect(await invoiceOf(t, id)).toMatchObject({ state: 'awaiting_payment', received_amount: '0', credited_usd: null });
      expect(await depositEntries(t, id)).toBe(0);
      expect(await mainBalance(t, user.id)).toBe('0.00');
    });

    it("the node wallet's range is widened as addresses are given out: a payment to an address beyond the first import is found", async () => {
      const { user } = await createInvestor(t);
      await openInvoice(t, user.id, '1.00', '0.01');
      await watching(t);
      const name = nodeWalletName(receiveDescriptor('litecoin', vpub, 'regtest'));
      const rangeEnd = async () =>
        Number((await t.db.query(`SELECT range_end FROM chain_node_wallets WHERE network = 'litecoin' AND wallet_name = $1`, [name])).rows[0].range_end);
      const first = await rangeEnd();
      // many quotes given out since: the next index jumps past the imported range
      await t.db.query(`UPDATE deposit_wallets SET next_index = $2 WHERE extended_public_key = $1`, [vpub, first + 20]);
      const { id, address } = await openInvoice(t, user.id, '70.00', '0.7');
      const imports = await t.db.query(`SELECT derivation_index FROM deposit_addresses WHERE address = $1`, [address]);
      expect(Number(imports.rows[0].derivation_index)).toBe(first + 20);
      await watching(t);
      expect(await rangeEnd()).toBe(first + 20 + UTXO_GAP);
      // the node's wallet was given the wider range: it knows the new address as watch-only
      expect(await node.rpc.call('getaddressinfo', [address], name)).toMatchObject({ iswatchonly: true });
      await node.send(address, '0.7');
      expect(await waitState(t, id, 'confirming')).toMatchObject({ received_amount: '0.7', confirmations: 0 });
      await node.mine(CONFIRMATIONS);
      expect(await waitState(t, id, 'completed')).toMatchObject({ credited_usd: '70.00' });
      expect(await depositEntries(t, id)).toBe(1);
    });

    it('GET /api/health/chains includes litecoin at the node height', async () => {
      await scanned(t);
      const res = await fetch(`${t.baseUrl}/api/health/chains`);
      const body = (await res.json()) as { networks: { network: string; height: string; lagBlocks: string }[] };
      expect(res.status).toBe(200);
      expect(body.networks).toEqual([expect.objectContaining({ network: 'litecoin', height: String(await node.height()), lagBlocks: '0' })]);
    });
  });

  describe('start-up, restarts and several instances', () => {
    it('a node on another network than LITECOIN_NETWORK is refused at start with one line', async () => {
      await expect(bootApp({ env: { ...env(), LITECOIN_NETWORK: 'mainnet' } })).rejects.toThrow(
        /^litecoin: the node at http:\/\/127\.0\.0\.1:\d+ is on regtest, but LITECOIN_NETWORK is mainnet \(main\); [^\n]+$/,
      );
    });

    it('a node without wallet support is refused at start with one line', async () => {
      const walletless = await startLitecoind(['-disablewallet']);
      try {
        await expect(bootApp({ env: { ...env(), LITECOIN_RPC_URL: walletless.url } })).rejects.toThrow(
          /^litecoin: the node at http:\/\/127\.0\.0\.1:\d+ has no wallet support \(disablewallet, or built without it\); [^\n]+$/,
        );
      } finally {
        await walletless.stop();
      }
    });

    it("payments made while the app is stopped are caught up (also when the node lost the app's wallet); two instances credit once", async () => {
      const database = await createTestDatabase();
      let first: TestApp | undefined = await bootApp({ database, env: env() });
      let second: TestApp | undefined;
      try {
        const { user } = await createInvestor(first);
        const invoices = [];
        for (const i of [1, 2, 3]) invoices.push(await openInvoice(first, user.id, `${i}0.00`, `0.${i}`));
        // one paid and seen before the stop: the node's wallet recreated later must know it again (rescan from its birth height)
        const early = await openInvoice(first, user.id, '5.00', '0.05');
        await watching(first);
        const earlyTx = await node.send(early.address, '0.05');
        await node.mine(1);
        await scanned(first);
        await waitState(first, early.id, 'confirming', (r) => r.confirmations === 1);
        const name = nodeWalletName(receiveDescriptor('litecoin', vpub, 'regtest'));
        const kept = await first.db.query(`SELECT birth_height::text FROM chain_node_wallets WHERE network = 'litecoin' AND wallet_name = $1`, [name]);
        expect(kept.rows).toHaveLength(1);
        await first.close();
        first = undefined;

        // while the app is stopped: payments, blocks, and the node loses the app's watch-only wallet
        for (const [i, inv] of invoices.entries()) {
          await node.send(inv.address, `0.${i + 1}`);
          await node.mine(2);
        }
        await node.mine(CONFIRMATIONS);
        await node.rpc.call('unloadwallet', [name]);
        rmSync(join(node.dataDir, 'regtest', 'wallets', name), { recursive: true, force: true });

        // two instances on one database come up at once
        [first, second] = await Promise.all([bootApp({ database, env: env() }), bootApp({ database, env: env() })]);
        invoices.push(early);
        for (const inv of invoices) await waitState(first, inv.id, 'completed', undefined, 60_000);
        for (const inv of invoices) expect(await depositEntries(first, inv.id)).toBe(1);
        expect(await mainBalance(first, user.id)).toBe('65.00');
        // the recreated wallet was rescanned from its birth height: it knows the payment made before the stop
        expect(await node.rpc.call('gettransaction', [earlyTx, true], name)).toMatchObject({ txid: earlyTx });
        const audits = await first.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'deposit.approved' AND transaction_id = ANY($1::uuid[])`, [
          invoices.map((i) => i.id),
        ]);
        expect(audits.rows[0].n).toBe(4);
        expect(await verifyLedger(first.app.get(DataSource))).toEqual({ ok: true, problems: [] });
      } finally {
        await second?.close();
        await first?.close();
        await dropTestDatabase(database);
      }
    }, 120_000);
  });
});
