import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { DemoSeeder } from '../../database/seed/demo-seeder';
import { AuthService } from '../auth/auth.service';
import { UsersService } from '../users/users.service';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient, createAdmin, createInvestor } from '../../../test/factories/users';
import { newTxnId, screenshotPng } from '../../../test/factories/money';
import { DepositQuoteService } from './deposit-quote.service';

const USDT_ETHEREUM = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const MINUTE = 60_000;

const PAYMENT_FIELDS = `payment { payAmount payAsset network address rate rateSource quotedAt expiresAt paymentUri qrSvg watched state
  confirmations requiredConfirmations receivedAmount missingAmount creditedAmount transfers { txHash amount confirmations blockNumber removed } }`;
const DRAFT = `query($ref: String!) { depositDraft(referenceId: $ref) { referenceId status walletAddress ${PAYMENT_FIELDS} } }`;
const HISTORY = `{ transactions(kind: DEPOSIT, first: 20) { edges { node { id referenceId status ${PAYMENT_FIELDS} } } } }`;
const WALLETS = `{ depositWallets { id walletName network asset networkName addressKind } }`;
const SAVE = `mutation($input: SaveDepositWalletInput!) { saveDepositWallet(input: $input) { id walletName network chain asset networkName addressKind } }`;

type Wallet = { id: string; walletName: string; network: string; asset: string; networkName: string };
type Reference = { reference_id: string; status: string; wallet_address: string; network: string } & Record<string, unknown>;

describe('deposit quotes: the asset amount, its rate and expiry, the payment URI (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let investor: ApiClient;
  let wallets: Record<string, Wallet>;

  const setManualRate = (asset: string, rate: string) =>
    admin.gql(`mutation($input: SetManualRateInput!) { setManualRate(input: $input) { asset } }`, { input: { asset, rate, reason: 'test' } });
  const clearManualRate = (asset: string) =>
    admin.gql(`mutation($input: ClearManualRateInput!) { clearManualRate(input: $input) { asset } }`, { input: { asset, reason: 'test' } });

  async function start(client: ApiClient): Promise<string> {
    const res = await client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    return res.body.reference_id;
  }
  const track = (client: ApiClient, ref: string, walletId: string, amount: string) =>
    client.post('/api/update/deposit_track', { reference_id: ref, amount, wallet_id: walletId });
  const reference = async (client: ApiClient, ref: string) =>
    (await client.get<{ data: Reference }>(`/api/fetch/deposit_reference?reference_id=${ref}`)).body.data;
  async function submit(client: ApiClient, ref: string) {
    const form = new FormData();
    form.set('reference_id', ref);
    form.set('tnx_id', newTxnId());
    form.set('screenshot_file', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
    return client.post<{ code?: string; message?: string }>('/api/insert/new_deposit', form);
  }

  beforeAll(async () => {
    // TRON is watched (an RPC URL, nothing listens there: no payment is seen); Ethereum and Bitcoin are not.
    t = await bootApp({ env: { EVM_RPC_URL_TRON: 'http://127.0.0.1:9/jsonrpc', CHAIN_POLL_SECONDS: '3600' } });
    admin = (await createAdmin(t)).client;
    investor = (await createInvestor(t)).client;
    await new DemoSeeder({ ...t.config, demoSeed: true }, t.app.get(UsersService), t.app.get(AuthService), t.app.get(DataSource)).seedDemo();
    const list = await investor.gql<{ depositWallets: Wallet[] }>(WALLETS);
    wallets = Object.fromEntries(list.data!.depositWallets.map((w) => [`${w.asset}/${w.networkName}`, w]));
  });
  afterAll(() => t.close());

  it('offers the five demo wallets with their asset and network (GraphQL and REST)', async () => {
    expect(Object.keys(wallets).sort()).toEqual(['BTC/bitcoin', 'ETH/ethereum', 'LTC/litecoin', 'USDT/ethereum', 'USDT/tron']);
    expect(wallets['USDT/ethereum']).toMatchObject({ walletName: 'Tether USDT', network: 'ERC20', addressKind: 'DERIVED' });
    const rest = await investor.get<{ data: Array<Record<string, string>> }>('/api/fetch/wallets');
    expect(rest.body.data.map((w) => `${w.asset}/${w.network_name}/${w.network}`).sort()).toEqual([
      'BTC/bitcoin/BTC',
      'ETH/ethereum/ERC20',
      'LTC/litecoin/LTC',
      'USDT/ethereum/ERC20',
      'USDT/tron/TRC20',
    ]);
  });

  it('quotes USDT on Ethereum at par: 6000 USDT, an EIP-681 transfer of the token, 30 minutes (REST and GraphQL)', async () => {
    const ref = await start(investor);
    const before = Date.now();
    expect((await track(investor, ref, wallets['USDT/ethereum'].id, '6000.00')).status).toBe(200);
    const data = await reference(investor, ref);
    const address = data.wallet_address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(data).toMatchObject({
      status: 'draft',
      amount: '6000.00',
      pay_amount: '6000',
      pay_asset: 'USDT',
      network: 'ethereum',
      rate: '1.00',
      rate_source: 'fixed',
      payment_uri: `ethereum:${USDT_ETHEREUM}@1/transfer?address=${address}&uint256=6000000000`,
      confirmations: 0,
      required_confirmations: 12,
      received_amount: '0',
    });
    const expires = new Date(data.expires_at as string).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * MINUTE - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * MINUTE + 1000);

    const draft = await investor.gql<{ depositDraft: { payment: Record<string, unknown> } }>(DRAFT, { ref });
    expect(draft.errors).toBeUndefined();
    expect(draft.data!.depositDraft.payment).toMatchObject({
      payAmount: '6000',
      payAsset: 'USDT',
      network: 'ethereum',
      address,
      rate: '1.00',
      rateSource: 'fixed',
      paymentUri: data.payment_uri,
      watched: false,
      state: 'AWAITING_PAYMENT',
      confirmations: 0,
      requiredConfirmations: 12,
      receivedAmount: '0',
      missingAmount: null,
      creditedAmount: null,
      transfers: [],
    });
    expect(draft.data!.depositDraft.payment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The wallet's own USDT account: not an address of the ETH wallet's key.
    const eth = await t.db.query(
      `SELECT count(*)::int AS n FROM deposit_addresses a JOIN deposit_wallets w ON w.id = a.wallet_id WHERE w.asset = 'ETH' AND a.address = $1`,
      [address],
    );
    expect(eth.rows[0].n).toBe(0);
  });

  it("quotes ETH at an admin's manual rate, rounded up to the wei, and BTC at a fresh provider rate, rounded up to the satoshi", async () => {
    expect((await setManualRate('ETH', '3012.45')).errors).toBeUndefined();
    const ethRef = await start(investor);
    expect((await track(investor, ethRef, wallets['ETH/ethereum'].id, '6000.00')).status).toBe(200);
    const eth = await reference(investor, ethRef);
    expect(eth).toMatchObject({
      pay_amount: '1.991734302644027287',
      pay_asset: 'ETH',
      network: 'ethereum',
      rate: '3012.45',
      rate_source: 'manual',
      payment_uri: `ethereum:${eth.wallet_address}@1?value=1991734302644027287`,
      required_confirmations: 12,
    });
    const row = await t.db.query(
      `SELECT pay_amount::text, pay_amount_base_units::text, decimals, watched, state FROM deposit_invoices i JOIN transactions t ON t.id = i.transaction_id WHERE t.reference_id = $1`,
      [ethRef],
    );
    expect(row.rows[0]).toEqual({
      pay_amount: '1.991734302644027287',
      pay_amount_base_units: '1991734302644027287',
      decimals: 18,
      watched: false,
      state: 'awaiting_payment',
    });

    await t.db.query(
      `INSERT INTO asset_rates (asset, rate, source, fetched_at) VALUES ('BTC', 60000, 'kraken', now())
       ON CONFLICT (asset) DO UPDATE SET rate = 60000, source = 'kraken', fetched_at = now(), manual_rate = NULL, manual_set_at = NULL`,
    );
    const btcRef = await start(investor);
    expect((await track(investor, btcRef, wallets['BTC/bitcoin'].id, '500.00')).status).toBe(200);
    const btc = await reference(investor, btcRef);
    expect(btc).toMatchObject({
      pay_amount: '0.00833334',
      pay_asset: 'BTC',
      network: 'bitcoin',
      rate: '60000.00',
      rate_source: 'kraken',
      payment_uri: `bitcoin:${btc.wallet_address}?amount=0.00833334`,
      required_confirmations: 2,
      received_amount: '0',
    });

    // LTC (issue 27): the demo wallet's first ltc1 address of the test mnemonic's m/84'/2'/0', 6 confirmations, not watched without LITECOIN_RPC_URL
    expect((await setManualRate('LTC', '85.00')).errors).toBeUndefined();
    const ltcRef = await start(investor);
    expect((await track(investor, ltcRef, wallets['LTC/litecoin'].id, '500.00')).status).toBe(200);
    const ltc = await reference(investor, ltcRef);
    expect(ltc.wallet_address).toMatch(/^ltc1q[02-9ac-hj-np-z]{38}$/);
    expect(ltc).toMatchObject({
      pay_amount: '5.88235295',
      pay_asset: 'LTC',
      network: 'litecoin',
      rate: '85.00',
      rate_source: 'manual',
      payment_uri: `litecoin:${ltc.wallet_address}?amount=5.88235295`,
      required_confirmations: 6,
    });
  });

  it('refuses a deposit in an asset without a fresh rate (RATE_UNAVAILABLE) and writes nothing', async () => {
    await clearManualRate('ETH');
    await t.db.query(`UPDATE asset_rates SET rate = 3000, source = 'kraken', fetched_at = now() - interval '6 minutes' WHERE asset = 'ETH'`);
    const ref = await start(investor);
    const index = await t.db.query(`SELECT next_index FROM deposit_wallets WHERE id = $1`, [wallets['ETH/ethereum'].id]);
    const res = await track(investor, ref, wallets['ETH/ethereum'].id, '700.00');
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'RATE_UNAVAILABLE', message: 'No current USD rate for ETH; deposits in ETH are paused. Try again in a few minutes.' },
    });
    const row = await t.db.query(
      `SELECT t.amount, t.wallet_address, (SELECT count(*)::int FROM deposit_invoices i WHERE i.transaction_id = t.id) AS invoices,
              (SELECT count(*)::int FROM deposit_addresses a WHERE a.transaction_id = t.id) AS addresses
         FROM transactions t WHERE t.reference_id = $1`,
      [ref],
    );
    expect(row.rows[0]).toEqual({ amount: null, wallet_address: null, invoices: 0, addresses: 0 });
    expect((await t.db.query(`SELECT next_index FROM deposit_wallets WHERE id = $1`, [wallets['ETH/ethereum'].id])).rows[0]).toEqual(index.rows[0]);
    const gql = await investor.gql(`mutation($input: TrackDepositInput!) { trackDeposit(input: $input) { referenceId } }`, {
      input: { referenceId: ref, amount: '700.00', walletId: wallets['ETH/ethereum'].id },
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'RATE_UNAVAILABLE' });
  });

  it("refuses an unknown or inactive wallet (400) and another user's reference (404)", async () => {
    const ref = await start(investor);
    expect((await track(investor, ref, randomUUID(), '600.00')).body).toMatchObject({ code: 'UNKNOWN_DEPOSIT_WALLET' });
    expect((await track(investor, ref, 'not-a-uuid', '600.00')).status).toBe(400);
    const inactive = await admin.gql<{ saveDepositWallet: { id: string } }>(SAVE, {
      input: {
        walletName: 'Old BTC',
        network: 'BTC',
        asset: 'BTC',
        networkName: 'bitcoin',
        addressKind: 'STATIC',
        walletAddress: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
        active: false,
      },
    });
    expect(inactive.errors).toBeUndefined();
    expect(await track(investor, ref, inactive.data!.saveDepositWallet.id, '600.00')).toMatchObject({ status: 400, body: { code: 'UNKNOWN_DEPOSIT_WALLET' } });

    const other = (await createInvestor(t)).client;
    expect(await track(other, ref, wallets['USDT/ethereum'].id, '600.00')).toMatchObject({ status: 404, body: { code: 'DEPOSIT_REFERENCE_NOT_FOUND' } });
    expect((await other.get(`/api/fetch/deposit_reference?reference_id=${ref}`)).status).toBe(404);
    const draft = await other.gql(DRAFT, { ref });
    expect(draft.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('saves a wallet with its asset and network, and refuses an asset on a network that does not carry it', async () => {
    const ok = await admin.gql<{ saveDepositWallet: Record<string, string> }>(SAVE, {
      input: {
        walletName: 'Treasury',
        network: 'ERC-20',
        asset: 'USDT',
        networkName: 'ethereum',
        addressKind: 'STATIC',
        walletAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.saveDepositWallet).toMatchObject({ network: 'ERC-20', asset: 'USDT', networkName: 'ethereum', chain: 'ethereum' });
    for (const [asset, networkName] of [
      ['ETH', 'tron'],
      ['BTC', 'ethereum'],
      ['USDT', 'bitcoin'],
      ['DOGE', 'ethereum'],
      ['ETH', 'solana'],
    ]) {
      const res = await admin.gql(SAVE, {
        input: { walletName: 'Wrong', network: 'X', asset, networkName, addressKind: 'STATIC', walletAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
      });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WALLET_ASSET_INVALID' });
    }
    // A label no network is read from, without networkName: refused (every wallet has its network).
    const unknown = await admin.gql(SAVE, {
      input: { walletName: 'Mystery', network: 'BEP20', addressKind: 'STATIC', walletAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
    });
    expect(unknown.errors?.[0].extensions).toMatchObject({ reason: 'WALLET_ASSET_INVALID' });
  });

  it('makes a watched deposit (TRON) pending at once, in the history as awaiting_payment, and refuses its manual submit', async () => {
    const ref = await start(investor);
    expect((await track(investor, ref, wallets['USDT/tron'].id, '750.00')).status).toBe(200);
    const data = await reference(investor, ref);
    expect(data).toMatchObject({
      status: 'pending',
      pay_amount: '750',
      pay_asset: 'USDT',
      network: 'tron',
      rate: '1.00',
      payment_uri: `tron:${data.wallet_address}?amount=750&token=${USDT_TRON}`,
      required_confirmations: 20,
    });
    const history = await investor.get<{ data: Array<{ reference_id: string; status: string }> }>('/api/fetch/deposit_transactions');
    expect(history.body.data.find((row) => row.reference_id === ref)).toMatchObject({ status: 'awaiting_payment', amount: '750.00' });
    // A manual deposit in the same list keeps its own status.
    const gql = await investor.gql<{
      transactions: { edges: Array<{ node: { referenceId: string; status: string; payment: Record<string, unknown> | null } }> };
    }>(HISTORY);
    const node = gql.data!.transactions.edges.find((e) => e.node.referenceId === ref)!.node;
    expect(node).toMatchObject({
      status: 'PENDING',
      payment: { watched: true, state: 'AWAITING_PAYMENT', payAmount: '750', network: 'tron', requiredConfirmations: 20 },
    });

    const refused = await submit(investor, ref);
    expect(refused).toMatchObject({ status: 409, body: { code: 'DEPOSIT_WATCHED' } });
    expect((await t.db.query(`SELECT status, txn_id, screenshot FROM transactions WHERE reference_id = $1`, [ref])).rows[0]).toEqual({
      status: 'pending',
      txn_id: null,
      screenshot: null,
    });
  });

  it('refuses the manual submit of an expired quote (QUOTE_EXPIRED); tracking the draft again quotes it anew', async () => {
    const clock = t.app.get(Clock);
    const ref = await start(investor);
    expect((await track(investor, ref, wallets['USDT/ethereum'].id, '800.00')).status).toBe(200);
    const first = await reference(investor, ref);
    clock.setOffset(clock.offset + 31 * MINUTE);
    try {
      const refused = await submit(investor, ref);
      expect(refused).toMatchObject({ status: 409, body: { code: 'QUOTE_EXPIRED' } });
      expect((await t.db.query(`SELECT status, txn_id FROM transactions WHERE reference_id = $1`, [ref])).rows[0]).toEqual({ status: 'draft', txn_id: null });

      expect((await track(investor, ref, wallets['USDT/ethereum'].id, '900.00')).status).toBe(200);
      const again = await reference(investor, ref);
      expect(again).toMatchObject({ pay_amount: '900', wallet_address: first.wallet_address });
      expect(new Date(again.expires_at as string).getTime()).toBeGreaterThan(new Date(first.expires_at as string).getTime() + 30 * MINUTE);
      expect(
        (await t.db.query(`SELECT count(*)::int AS n FROM deposit_invoices i JOIN transactions t ON t.id = i.transaction_id WHERE t.reference_id = $1`, [ref]))
          .rows[0].n,
      ).toBe(1);
      expect((await submit(investor, ref)).status).toBe(200);
    } finally {
      clock.setOffset(clock.offset - 31 * MINUTE);
    }
  });

  it('shows the console a page of deposits with their quotes and the transfers the watcher recorded, in one batch per page', async () => {
    const ref = await start(investor);
    expect((await track(investor, ref, wallets['USDT/tron'].id, '1000.00')).status).toBe(200);
    const address = (await reference(investor, ref)).wallet_address;
    const txHash = `0x${'ab'.repeat(32)}`;
    await t.db.query(
      `INSERT INTO chain_payments (network, tx_hash, log_index, asset, address, from_address, token_contract, amount_base_units, decimals, amount, block_number, block_hash)
       VALUES ('tron', $1, 3, 'USDT', $2, 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', $3, 400000000, 6, 400, 100, $4)`,
      [txHash, address, USDT_TRON, `0x${'cd'.repeat(32)}`],
    );
    await t.db.query(
      `INSERT INTO chain_cursors (network, block_number, block_hash, head_number) VALUES ('tron', 104, $1, 104)
       ON CONFLICT (network) DO UPDATE SET head_number = 104`,
      [`0x${'ef'.repeat(32)}`],
    );
    const quotes = t.app.get(DepositQuoteService);
    const spy = jest.spyOn(quotes, 'paymentsFor');
    const page = await admin.gql<{ adminDeposits: { nodes: Array<{ referenceId: string; payment: { address: string; transfers: unknown[] } | null }> } }>(
      `{ adminDeposits(first: 50) { nodes { referenceId walletAddress payment { address payAmount state transfers { txHash amount confirmations blockNumber removed } } } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    const quoted = page.data!.adminDeposits.nodes.filter((n) => n.payment);
    expect(quoted.length).toBeGreaterThan(1);
    expect(page.data!.adminDeposits.nodes.find((n) => n.referenceId === ref)!.payment).toEqual({
      address,
      payAmount: '1000',
      state: 'AWAITING_PAYMENT',
      transfers: [{ txHash, amount: '400', confirmations: 5, blockNumber: '100', removed: false }],
    });
  });
});
