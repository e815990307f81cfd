import { randomBytes } from 'node:crypto';
import { bech32 } from '@scure/base';
import { DataSource } from 'typeorm';
import { concat, keccak256, parseEther, toBytes, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { type Anvil, startAnvil } from '../../../test/helpers/anvil';
import type { ApiClient } from '../../../test/helpers/api-client';
import { anvilClients, deployToken } from '../../../test/helpers/chain-fixture';
import { type Litecoind, litecoindAvailable, startLitecoind } from '../../../test/helpers/litecoind';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { TEST_TOKEN_ABI } from '../../../test/helpers/test-token';
import { stepUp } from '../../../test/factories/step-up';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';
import { hexToTron } from '../chains/tron-address';
import { LedgerService } from '../ledger/ledger.service';
import { signBip322P2wpkh } from './bip322';

const DECLARE = `mutation($input: DeclareReserveAddressInput!) {
  declareReserveAddress(input: $input) { id asset network address message signature verifiedAt balance balanceAt active }
}`;
const REMOVE = `mutation($id: ID!) { removeReserveAddress(id: $id) { id active removedAt } }`;
const MESSAGE = `query($network: String!, $address: String!) { reserveSigningMessage(network: $network, address: $address) }`;
const LIST = `{ reserveAddresses { id asset network address balance balanceAt active } }`;
const PUBLIC = `{ liabilitiesReserves {
  assets { asset total unreadAddresses totalAt rate rateSource rateAt usdValue addresses { network address balance balanceAt message signature } }
  totalUsd liabilitiesUsd liabilitiesSnapshot liabilitiesAt ratio at
} }`;

interface PublicAsset {
  asset: string;
  total: string | null;
  totalAt: string | null;
  rateAt: string | null;
  addresses: { balanceAt: string | null }[];
}
interface PublicView {
  assets: PublicAsset[];
  liabilitiesSnapshot: number | null;
  liabilitiesAt: string | null;
}

interface Declared {
  id: string;
  asset: string;
  network: string;
  address: string;
  balance: string | null;
  balanceAt: string | null;
  active: boolean;
}

const AVAILABLE = litecoindAvailable();
const describeNodes = AVAILABLE ? describe : describe.skip;
if (!AVAILABLE) console.warn('litecoind is not installed: the reserve tests on real nodes are SKIPPED');

const tronHash = (message: string): Hex => {
  const bytes = toBytes(message);
  return keccak256(concat([toBytes(`\x19TRON Signed Message:\n${bytes.length}`), bytes]));
};

describeNodes('proof of reserves (issue 30): declared addresses, their balances from anvil and litecoind, the public ratio', () => {
  let anvil: Anvil;
  let node: Litecoind;
  let token: Hex;
  let t: TestApp;
  let admin: ApiClient;

  const reserveKey = generatePrivateKey();
  const reserve = privateKeyToAccount(reserveKey);
  const ltcKey = randomBytes(32);
  const ltcAddress = () => bech32.encode('rltc', [0, ...bech32.toWords(signBip322P2wpkh(ltcKey, '').program)]);

  async function messageFor(network: string, address: string): Promise<string> {
    const res = await admin.gql<{ reserveSigningMessage: string }>(MESSAGE, { network, address });
    expect(res.errors).toBeUndefined();
    return res.data!.reserveSigningMessage;
  }

  async function declare(client: ApiClient, input: Record<string, string>) {
    return client.gql<{ declareReserveAddress: Declared }>(DECLARE, { input });
  }

  const refusal = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => ({
    code: res.errors?.[0]?.extensions?.code,
    field: res.errors?.[0]?.extensions?.field,
  });

  beforeAll(async () => {
    anvil = await startAnvil();
    token = await deployToken(anvil);
    node = await startLitecoind();
    await node.mine(101);
    const { wallet } = anvilClients(anvil);
    await wallet.sendTransaction({ to: reserve.address, value: parseEther('1.5') });
    await wallet.writeContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [reserve.address, 250_000_000n] });
    await anvil.mine();
    await node.send(ltcAddress(), '2.5');
    await node.mine(1);
    t = await bootApp({
      env: {
        EVM_RPC_URL_ETHEREUM: anvil.url,
        USDT_CONTRACT_ETHEREUM: token,
        CONFIRMATIONS_ETHEREUM: '1',
        LITECOIN_RPC_URL: node.url,
        LITECOIN_NETWORK: 'regtest',
        CONFIRMATIONS_LITECOIN: '1',
        BITCOIN_NETWORK: 'regtest',
        CHAIN_POLL_SECONDS: '3600',
      },
    });
    ({ client: admin } = await createAdmin(t));
    await stepUp(admin);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
    await anvil?.stop();
  }, 120_000);

  it('gives the text to sign: the host, the address in its normal form, the network, today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await messageFor('ethereum', reserve.address.toLowerCase())).toBe(
      `${new URL(t.config.publicUrl).host} reserves: I control ${reserve.address} (ethereum) as of ${today}`,
    );
    expect(refusal(await admin.gql(MESSAGE, { network: 'bitcoin', address: reserve.address }))).toEqual({ code: 'BAD_USER_INPUT', field: 'address' });
  });

  it('declares ETH and USDT on Ethereum with an EIP-191 signature and reads both balances from the node', async () => {
    const message = await messageFor('ethereum', reserve.address);
    const signature = await reserve.signMessage({ message });
    const eth = await declare(admin, { asset: 'ETH', network: 'ethereum', address: reserve.address.toLowerCase(), message, signature });
    expect(eth.errors).toBeUndefined();
    expect(eth.data!.declareReserveAddress).toMatchObject({ asset: 'ETH', network: 'ethereum', address: reserve.address, balance: '1.5', active: true });
    expect(eth.data!.declareReserveAddress.balanceAt).not.toBeNull();
    const usdt = await declare(admin, { asset: 'USDT', network: 'ethereum', address: reserve.address, message, signature });
    expect(usdt.data!.declareReserveAddress).toMatchObject({ asset: 'USDT', balance: '250' });
    // The same asset at the same address again.
    expect(refusal(await declare(admin, { asset: 'ETH', network: 'ethereum', address: reserve.address, message, signature }))).toEqual({
      code: 'CONFLICT',
      field: 'address',
    });
    const { rows } = await t.db.query(`SELECT details FROM audit_log WHERE action = 'reserves.address_declared' ORDER BY id`);
    expect(rows.map((row) => row.details.asset)).toEqual(['ETH', 'USDT']);
  });

  it("declares a TRON address with Ethereum's personal_sign prefix and with TRON's own; without a TRON node the balance is not read (null, never 0)", async () => {
    const tron = hexToTron(reserve.address);
    const message = await messageFor('tron', tron);
    const res = await declare(admin, { asset: 'USDT', network: 'tron', address: tron, message, signature: await reserve.signMessage({ message }) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.declareReserveAddress).toMatchObject({ network: 'tron', address: tron, balance: null, balanceAt: null });

    const other = privateKeyToAccount(generatePrivateKey());
    const otherTron = hexToTron(other.address);
    const otherMessage = await messageFor('tron', otherTron);
    const tronSigned = await declare(admin, {
      asset: 'USDT',
      network: 'tron',
      address: otherTron,
      message: otherMessage,
      signature: await other.sign({ hash: tronHash(otherMessage) }),
    });
    expect(tronSigned.errors).toBeUndefined();
  });

  it('declares a Litecoin regtest P2WPKH address with a BIP-322 signature and reads its balance from the watch-only wallet', async () => {
    const address = ltcAddress();
    const message = await messageFor('litecoin', address);
    const { signature } = signBip322P2wpkh(ltcKey, message);
    const res = await declare(admin, { asset: 'LTC', network: 'litecoin', address, message, signature });
    expect(res.errors).toBeUndefined();
    expect(res.data!.declareReserveAddress).toMatchObject({ asset: 'LTC', network: 'litecoin', address, balance: '2.5' });
    // A payment after the import is seen at the next read (after its confirmation).
    await node.send(address, '0.25');
    await node.mine(1);
    const bitcoinKey = randomBytes(32);
    const btc = bech32.encode('bcrt', [0, ...bech32.toWords(signBip322P2wpkh(bitcoinKey, '').program)]);
    const btcMessage = await messageFor('bitcoin', btc);
    const declared = await declare(admin, {
      asset: 'BTC',
      network: 'bitcoin',
      address: btc,
      message: btcMessage,
      signature: signBip322P2wpkh(bitcoinKey, btcMessage).signature,
    });
    expect(declared.data!.declareReserveAddress).toMatchObject({ network: 'bitcoin', balance: null });
  });

  it('refuses a wrong signer, a tampered message, an address of another network, a malformed signature, an asset the network does not hold', async () => {
    const message = await messageFor('ethereum', reserve.address);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const onNetwork = (prefix: string) => bech32.encode(prefix, [0, ...bech32.toWords(signBip322P2wpkh(ltcKey, '').program)]);
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM reserve_addresses`)).rows[0].n;
    const cases: [Record<string, string>, { code: string; field: string }][] = [
      // wrong signer
      [
        {
          asset: 'ETH',
          network: 'ethereum',
          address: stranger.address,
          message: await messageFor('ethereum', stranger.address),
          signature: await reserve.signMessage({ message }),
        },
        { code: 'BAD_USER_INPUT', field: 'signature' },
      ],
      // the platform's text, signed for another date: the signature no longer matches
      [
        {
          asset: 'USDT',
          network: 'tron',
          address: hexToTron(stranger.address),
          message: (await messageFor('tron', hexToTron(stranger.address))).replace(/\d{4}-\d{2}-\d{2}$/, '2000-01-01'),
          signature: await stranger.signMessage({ message: await messageFor('tron', hexToTron(stranger.address)) }),
        },
        { code: 'BAD_USER_INPUT', field: 'message' },
      ],
      [
        {
          asset: 'ETH',
          network: 'ethereum',
          address: stranger.address,
          message: (await messageFor('ethereum', stranger.address)).replace('I control', 'I own'),
          signature: await stranger.signMessage({ message: (await messageFor('ethereum', stranger.address)).replace('I control', 'I own') }),
        },
        { code: 'BAD_USER_INPUT', field: 'message' },
      ],
      // an address of another network
      [
        { asset: 'LTC', network: 'litecoin', address: onNetwork('ltc'), message: 'x', signature: 'x' },
        { code: 'BAD_USER_INPUT', field: 'address' },
      ],
      [
        { asset: 'BTC', network: 'bitcoin', address: onNetwork('bc'), message: 'x', signature: 'x' },
        { code: 'BAD_USER_INPUT', field: 'address' },
      ],
      [
        { asset: 'BTC', network: 'bitcoin', address: onNetwork('rltc'), message: 'x', signature: 'x' },
        { code: 'BAD_USER_INPUT', field: 'address' },
      ],
      [
        { asset: 'ETH', network: 'ethereum', address: hexToTron(stranger.address), message: 'x', signature: 'x' },
        { code: 'BAD_USER_INPUT', field: 'address' },
      ],
      [
        { asset: 'LTC', network: 'litecoin', address: stranger.address, message: 'x', signature: 'x' },
        { code: 'BAD_USER_INPUT', field: 'address' },
      ],
      // malformed base64, and a signature by another Litecoin key
      [
        { asset: 'LTC', network: 'litecoin', address: ltcAddress(), message: await messageFor('litecoin', ltcAddress()), signature: 'smp!!!not-base64' },
        { code: 'BAD_USER_INPUT', field: 'signature' },
      ],
      [
        {
          asset: 'LTC',
          network: 'litecoin',
          address: ltcAddress(),
          message: await messageFor('litecoin', ltcAddress()),
          signature: signBip322P2wpkh(randomBytes(32), await messageFor('litecoin', ltcAddress())).signature,
        },
        { code: 'BAD_USER_INPUT', field: 'signature' },
      ],
      [
        { asset: 'BTC', network: 'ethereum', address: reserve.address, message, signature: await reserve.signMessage({ message }) },
        { code: 'BAD_USER_INPUT', field: 'asset' },
      ],
      [
        { asset: 'ETH', network: 'solana', address: reserve.address, message, signature: '0x' },
        { code: 'BAD_USER_INPUT', field: 'network' },
      ],
    ];
    for (const [input, expected] of cases) {
      const res = await declare(admin, input);
      expect({ input, ...refusal(res) }).toEqual({ input, ...expected });
    }
    // The key signed the platform's text with one character changed: refused on the signature.
    const strangerMessage = await messageFor('ethereum', stranger.address);
    const changed = strangerMessage.replace(/ as of /, ' as at ');
    const tamperedRes = await declare(admin, {
      asset: 'ETH',
      network: 'ethereum',
      address: stranger.address,
      message: strangerMessage,
      signature: await stranger.signMessage({ message: changed }),
    });
    expect(refusal(tamperedRes)).toEqual({ code: 'BAD_USER_INPUT', field: 'signature' });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM reserve_addresses`)).rows[0].n).toBe(before);

    // Removing by an id that is not one (36 dashes had the old shape check's blessing; SQL) or is nobody's: not found.
    // A NUL byte is refused before any module sees it, naming the argument. Nothing changes.
    const activeBefore = (await t.db.query(`SELECT count(*)::int AS n FROM reserve_addresses WHERE active`)).rows[0].n;
    const removals: [string, string, RegExp][] = [
      ['-'.repeat(36), 'NOT_FOUND', /^[A-Z][^\n]*\.$/],
      ["' OR 1=1 --", 'NOT_FOUND', /^[A-Z][^\n]*\.$/],
      ['00000000-0000-4000-8000-000000000000', 'NOT_FOUND', /^[A-Z][^\n]*\.$/],
      ['a\u0000b', 'BAD_USER_INPUT', /^"id" contains a character that is not allowed/],
    ];
    for (const [id, code, message] of removals) {
      const res = await admin.gql(REMOVE, { id });
      expect({ id, code: res.errors?.[0].extensions?.code, message: res.errors?.[0].message }).toEqual({ id, code, message: expect.stringMatching(message) });
    }
    expect((await t.db.query(`SELECT count(*)::int AS n FROM reserve_addresses WHERE active`)).rows[0].n).toBe(activeBefore);
  });

  it('refuses an admin without a fresh step-up, support staff, investors and the signed out; support reads the list', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const message = await messageFor('ethereum', other.address);
    const input = { asset: 'ETH', network: 'ethereum', address: other.address, message, signature: await other.signMessage({ message }) };
    const { client: fresh } = await createAdmin(t);
    expect((await declare(fresh, input)).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'STEP_UP_REQUIRED' });
    const { client: support } = await createSupport(t);
    expect((await declare(support, input)).errors?.[0].extensions).toMatchObject({ reason: 'SUPPORT_READ_ONLY' });
    expect((await support.gql<{ reserveAddresses: Declared[] }>(LIST)).data?.reserveAddresses.length).toBeGreaterThan(0);
    const { client: investor } = await createInvestor(t);
    expect((await declare(investor, input)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await investor.gql(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await declare(t.client(), input)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM reserve_addresses WHERE address = $1`, [other.address]);
    expect(rows[0].n).toBe(0);
  });

  it('publishes reserves per asset with their times, the USD value at the current rate, and the ratio to the latest snapshot', async () => {
    const anonymous = t.client();
    let view = (await anonymous.gql<{ liabilitiesReserves: PublicView }>(PUBLIC)).data!.liabilitiesReserves;
    // Unread TRON and Bitcoin addresses and no snapshot: no total in USD, no ratio.
    expect(view).toMatchObject({ totalUsd: null, liabilitiesUsd: null, ratio: null });
    expect(view.assets.find((a) => a.asset === 'USDT')).toMatchObject({
      total: '250',
      unreadAddresses: 2,
      rate: '1.00',
      usdValue: '250.00',
    });

    // The unread ones out, rates for ETH and LTC, a snapshot of 1,000.00 owed.
    for (const row of (await admin.gql<{ reserveAddresses: Declared[] }>(LIST)).data!.reserveAddresses) {
      if (row.network === 'tron' || row.network === 'bitcoin') expect((await admin.gql(REMOVE, { id: row.id })).errors).toBeUndefined();
    }
    await t.db.query(
      `INSERT INTO asset_rates (asset, manual_rate, manual_reason, manual_set_at) VALUES ('ETH', 3000, 'test', now()), ('LTC', 85, 'test', now())
       ON CONFLICT (asset) DO UPDATE SET manual_rate = EXCLUDED.manual_rate, manual_reason = 'test', manual_set_at = now()`,
    );
    const { user } = await createInvestor(t);
    await t.app.get(DataSource).transaction((manager) =>
      t.app.get(LedgerService).post(manager, {
        kind: 'test_credit',
        postings: [
          { account: 'profit_expense', amount: '-1000.00' },
          { userId: user.id, account: 'main', amount: '1000.00' },
        ],
      }),
    );
    expect((await admin.gql(`mutation { createLiabilitiesSnapshot { snapshot } }`)).errors).toBeUndefined();
    const { ReservesService } = await import('./reserves.service');
    await t.app.get(ReservesService).refreshAllBalances();

    view = (await anonymous.gql<{ liabilitiesReserves: PublicView }>(PUBLIC)).data!.liabilitiesReserves;
    const byAsset = Object.fromEntries(view.assets.map((a) => [a.asset, a]));
    expect(Object.keys(byAsset)).toEqual(['USDT', 'ETH', 'LTC']);
    expect(byAsset.ETH).toMatchObject({ total: '1.5', rate: '3000.00', rateSource: 'manual', usdValue: '4500.00', unreadAddresses: 0 });
    expect(byAsset.LTC).toMatchObject({ total: '2.75', rate: '85.00', usdValue: '233.75' });
    expect(byAsset.USDT).toMatchObject({ total: '250', usdValue: '250.00' });
    for (const asset of view.assets) {
      expect(asset.totalAt).not.toBeNull();
      expect(asset.rateAt).not.toBeNull();
      for (const address of asset.addresses) expect(address.balanceAt).not.toBeNull();
    }
    expect(view).toMatchObject({ totalUsd: '4983.75', liabilitiesUsd: '1000.00', ratio: '4.9837' });
    expect(view.liabilitiesAt).not.toBeNull();

    const rest = await anonymous.get<Record<string, unknown>>('/api/liabilities/reserves');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ total_usd: '4983.75', liabilities_usd: '1000.00', ratio: '4.9837', liabilities_snapshot: view.liabilitiesSnapshot });
    expect((rest.body.assets as { asset: string; addresses: { balance_at: string }[] }[])[1]).toMatchObject({ asset: 'ETH', usd_value: '4500.00' });
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'reserves.address_removed'`);
    expect(rows[0].n).toBe(3);
  });
});
