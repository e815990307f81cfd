import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha2';
import { base58check, bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { DataSource } from 'typeorm';
import { DemoSeeder } from '../../../database/seed/demo-seeder';
import { AuthService } from '../../auth/auth.service';
import { UsersService } from '../../users/users.service';
import { bootApp, TestApp } from '../../../../test/helpers/test-app';
import { ApiClient, createAdmin, createInvestor } from '../../../../test/factories/users';
import { newTxnId, screenshotPng } from '../../../../test/factories/money';

// Published test keys (BIP39 mnemonic "abandon ×11 about"): BIP84 account zpub; m/44'/60'/0'; m/44'/195'/0'.
const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const ETH_XPUB = 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';
const TRON_XPUB = 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

const SAVE = `mutation($input: SaveDepositWalletInput!) { saveDepositWallet(input: $input) { id walletName network chain addressKind walletAddress extendedPublicKey nextIndex active } }`;
const DRAFT = `query($ref: String!) { depositDraft(referenceId: $ref) { referenceId walletName walletAddress network addressKind addressQrSvg } }`;

type Saved = { id: string; addressKind: string; nextIndex: number; walletAddress: string | null; chain: string | null };

/** Independent checks of each address format (not the code under test). */
function isBech32P2wpkh(address: string): boolean {
  const { prefix, words } = bech32.decode(address as `${string}1${string}`);
  return prefix === 'bc' && words[0] === 0 && bech32.fromWords(words.slice(1)).length === 20;
}
function isEip55(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const lower = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(Buffer.from(lower, 'ascii'))).toString('hex');
  return [...lower].every((c, i) => (/[a-f]/.test(c) ? (parseInt(hash[i], 16) >= 8 ? c.toUpperCase() : c) : c) === address[i + 2]);
}
function isTronBase58check(address: string): boolean {
  if (!address.startsWith('T')) return false;
  const payload = base58check(sha256).decode(address);
  return payload.length === 21 && payload[0] === 0x41;
}

describe('a fresh address for every deposit (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  const wallets: Record<string, Saved> = {};

  const save = (input: Record<string, unknown>) => admin.gql<{ saveDepositWallet: Saved }>(SAVE, { input });

  async function reference(client: ApiClient, walletId: string, amount = '600'): Promise<{ referenceId: string; address: string }> {
    const start = await client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    const referenceId = start.body.reference_id;
    const track = await client.post('/api/update/deposit_track', { reference_id: referenceId, amount, wallet_id: walletId });
    if (track.status !== 200) throw new Error(`deposit_track: ${JSON.stringify(track.body)}`);
    const fetched = await client.get<{ data: { wallet_address: string } }>(`/api/fetch/deposit_reference?reference_id=${referenceId}`);
    return { referenceId, address: fetched.body.data.wallet_address };
  }

  async function submit(client: ApiClient, referenceId: string, txnId: string) {
    const form = new FormData();
    form.set('reference_id', referenceId);
    form.set('tnx_id', txnId);
    form.set('screenshot_file', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
    return client.post('/api/insert/new_deposit', form);
  }

  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
    for (const [name, network, key] of [
      ['Bitcoin', 'BTC', ZPUB],
      ['Ethereum', 'ERC20', ETH_XPUB],
      ['Tether USDT', 'TRC20', TRON_XPUB],
    ]) {
      const res = await save({ walletName: name, network, addressKind: 'DERIVED', extendedPublicKey: key });
      expect(res.errors).toBeUndefined();
      wallets[network] = res.data!.saveDepositWallet;
    }
    const fixed = await save({
      walletName: 'Tether USDT (static)',
      network: 'TRC20',
      addressKind: 'STATIC',
      walletAddress: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    });
    expect(fixed.errors).toBeUndefined();
    wallets.STATIC = fixed.data!.saveDepositWallet;
    // Deposits are quoted (RATE_PROVIDER is off in tests): manual rates for the coins.
    for (const [asset, rate] of [
      ['BTC', '60000.00'],
      ['ETH', '3000.00'],
    ]) {
      const set = await admin.gql(`mutation($input: SetManualRateInput!) { setManualRate(input: $input) { asset } }`, {
        input: { asset, rate, reason: 'test' },
      });
      expect(set.errors).toBeUndefined();
    }
  });
  afterAll(() => t.close());

  it('gives 100 references on one wallet 100 distinct, valid addresses: the wallet key’s children 0…99', async () => {
    const { client } = await createInvestor(t);
    const addresses: string[] = [];
    for (let i = 0; i < 100; i++) addresses.push((await reference(client, wallets.BTC.id)).address);
    expect(new Set(addresses).size).toBe(100);
    expect(addresses.every(isBech32P2wpkh)).toBe(true);
    expect(addresses.slice(0, 2)).toEqual(['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g']);
    const { rows } = await t.db.query(`SELECT derivation_index, address FROM deposit_addresses WHERE wallet_id = $1 ORDER BY derivation_index`, [
      wallets.BTC.id,
    ]);
    expect(rows.map((r) => r.derivation_index)).toEqual([...Array(100).keys()]);
    expect(rows.map((r) => r.address)).toEqual(addresses);

    for (const [network, check] of [
      ['ERC20', isEip55],
      ['TRC20', isTronBase58check],
    ] as const) {
      const derived: string[] = [];
      for (let i = 0; i < 100; i++) derived.push((await reference(client, wallets[network].id)).address);
      expect(new Set(derived).size).toBe(100);
      expect(derived.filter((a) => !check(a))).toEqual([]);
    }
    // The first ones are the published test mnemonic's well-known addresses.
    const first = await t.db.query(
      `SELECT w.network, a.address FROM deposit_addresses a JOIN deposit_wallets w ON w.id = a.wallet_id WHERE a.derivation_index = 0 ORDER BY w.network`,
    );
    expect(first.rows).toEqual([
      { network: 'BTC', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
      { network: 'ERC20', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
      { network: 'TRC20', address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH' },
    ]);
  });

  it('never gives two parallel references the same index, and never reuses a cancelled one', async () => {
    const investors = await Promise.all([...Array(4)].map(() => createInvestor(t)));
    const before = (await t.db.query(`SELECT next_index FROM deposit_wallets WHERE id = $1`, [wallets.ERC20.id])).rows[0].next_index;
    const made = await Promise.all([...Array(40)].map((_, i) => reference(investors[i % 4].client, wallets.ERC20.id)));
    expect(new Set(made.map((m) => m.address)).size).toBe(40);
    const { rows } = await t.db.query(
      `SELECT a.derivation_index FROM deposit_addresses a JOIN transactions tx ON tx.id = a.transaction_id WHERE tx.reference_id = ANY($1) ORDER BY 1`,
      [made.map((m) => m.referenceId)],
    );
    expect(rows.map((r) => r.derivation_index)).toEqual([...Array(40).keys()].map((i) => i + before));

    // The same draft tracked again on the same wallet keeps its address; cancelled, its index stays taken.
    const { client } = investors[0];
    const { referenceId, address } = await reference(client, wallets.ERC20.id);
    expect((await client.post('/api/update/deposit_track', { reference_id: referenceId, amount: '900', wallet_id: wallets.ERC20.id })).status).toBe(200);
    expect((await client.get<{ data: { wallet_address: string } }>(`/api/fetch/deposit_reference?reference_id=${referenceId}`)).body.data.wallet_address).toBe(
      address,
    );
    expect((await client.post('/api/delete/delete-transaction', { reference_id: referenceId })).status).toBe(200);
    const next = await reference(client, wallets.ERC20.id);
    expect(next.address).not.toBe(address);
    const used = await t.db.query(`SELECT count(*)::int AS n, count(DISTINCT derivation_index)::int AS d FROM deposit_addresses WHERE wallet_id = $1`, [
      wallets.ERC20.id,
    ]);
    expect(used.rows[0].n).toBe(used.rows[0].d);
  });

  it('shows the deposit its own address in GraphQL, with its QR code; a static wallet still gives its one address', async () => {
    const { client } = await createInvestor(t);
    const own = await reference(client, wallets.TRC20.id);
    const draft = await client.gql<{ depositDraft: Record<string, string> }>(DRAFT, { ref: own.referenceId });
    expect(draft.data?.depositDraft).toMatchObject({ walletName: 'Tether USDT', network: 'TRC20', walletAddress: own.address, addressKind: 'DERIVED' });
    expect(draft.data?.depositDraft.addressQrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(draft.data?.depositDraft.addressQrSvg).not.toMatch(/<script|on\w+=/i);

    const listed = await client.gql<{ depositWallets: Array<{ id: string; walletAddress: string | null; addressKind: string }> }>(
      `{ depositWallets { id walletAddress addressKind } }`,
    );
    expect(listed.data?.depositWallets.find((w) => w.id === wallets.TRC20.id)).toEqual({ id: wallets.TRC20.id, walletAddress: null, addressKind: 'DERIVED' });

    // A static wallet, chosen by its address as before or by id: every deposit shows the one address.
    const start = await client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    expect(
      (
        await client.post('/api/update/deposit_track', {
          reference_id: start.body.reference_id,
          amount: '600',
          wallet_address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        })
      ).status,
    ).toBe(200);
    const byId = await reference(client, wallets.STATIC.id);
    expect(byId.address).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    const staticDraft = await client.gql<{ depositDraft: Record<string, string> }>(DRAFT, { ref: start.body.reference_id });
    expect(staticDraft.data?.depositDraft).toMatchObject({ walletAddress: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', addressKind: 'STATIC' });
    // A derived wallet has no one address to choose it by.
    const noAddress = await client.post('/api/update/deposit_track', { reference_id: start.body.reference_id, amount: '600', wallet_address: own.address });
    expect(noAddress).toMatchObject({ status: 400, body: { message: 'Please choose one of the listed deposit wallets.' } });
  });

  it('refuses the same payment written another way: 0x, case, spaces', async () => {
    const a = await createInvestor(t);
    const b = await createInvestor(t);
    const hash = newTxnId().slice(2);
    const first = await reference(a.client, wallets.BTC.id);
    expect((await submit(a.client, first.referenceId, hash)).status).toBe(200);
    for (const variant of [`0x${hash}`, hash.toUpperCase(), `0X${hash.toUpperCase()}`, ` ${hash} `]) {
      const other = await reference(b.client, wallets.BTC.id);
      const refused = await submit(b.client, other.referenceId, variant);
      expect({ variant, status: refused.status, message: refused.body.message }).toEqual({
        variant,
        status: 409,
        message: 'This blockchain transaction ID has already been used for a deposit.',
      });
      expect((await t.db.query(`SELECT status, txn_id FROM transactions WHERE reference_id = $1`, [other.referenceId])).rows[0]).toEqual({
        status: 'draft',
        txn_id: null,
      });
    }
    // and the other way round: 0x first, the bare hash after
    const hash2 = newTxnId();
    const second = await reference(a.client, wallets.BTC.id);
    expect((await submit(a.client, second.referenceId, hash2)).status).toBe(200);
    const third = await reference(b.client, wallets.BTC.id);
    expect((await submit(b.client, third.referenceId, hash2.slice(2))).status).toBe(409);
    // A different hash is of course taken.
    expect((await submit(b.client, third.referenceId, newTxnId())).status).toBe(200);
  });

  /** Submits over GraphQL, where a refusal names its field (extensions.field) for the form. */
  async function submitGql(client: ApiClient, referenceId: string, txnId: string) {
    return client.gqlUpload<{ submitDeposit: { id: string } }>(
      `mutation($s: Upload!) { submitDeposit(input: { referenceId: ${JSON.stringify(referenceId)}, txnId: ${JSON.stringify(txnId)} }, screenshot: $s) { id } }`,
      's',
      new Blob([await screenshotPng()], { type: 'image/png' }),
      'proof.png',
    );
  }

  it("stores a transaction hash in its network's one form, and refuses anything else on the txnId field", async () => {
    const { client } = await createInvestor(t);
    const hex = newTxnId().slice(2);
    const eth = await reference(client, wallets.ERC20.id);
    expect((await submitGql(client, eth.referenceId, ` ${hex.toUpperCase()}\n`)).errors).toBeUndefined();
    const btc = await reference(client, wallets.BTC.id);
    const btcHash = newTxnId().slice(2);
    expect((await submitGql(client, btc.referenceId, `0X${btcHash.toUpperCase()}`)).errors).toBeUndefined();
    const stored = async (referenceId: string) => (await t.db.query(`SELECT status, txn_id FROM transactions WHERE reference_id = $1`, [referenceId])).rows[0];
    expect(await stored(eth.referenceId)).toEqual({ status: 'pending', txn_id: `0x${hex}` });
    expect(await stored(btc.referenceId)).toEqual({ status: 'pending', txn_id: btcHash });

    // Not a hash: the same text in two cases once made two pending deposits.
    for (const notAHash of ['TXN-ABCDEFGHIJ', 'txn-abcdefghij', 'explorer:12345678', hex.slice(1), `0x${hex}00`, `${hex.slice(1)}g`]) {
      const draft = await reference(client, wallets.TRC20.id);
      const res = await submitGql(client, draft.referenceId, notAHash);
      expect({ notAHash, error: res.errors?.[0] }).toEqual({
        notAHash,
        error: expect.objectContaining({
          message: 'The transaction hash must be 64 hexadecimal characters (0-9, a-f), with 0x in front on Ethereum.',
          extensions: { code: 'BAD_USER_INPUT', reason: 'TXN_ID_INVALID', field: 'txnId' },
        }),
      });
      expect(await stored(draft.referenceId)).toEqual({ status: 'draft', txn_id: null });
    }
    // A hash taken already is refused on the same field.
    const again = await reference(client, wallets.ERC20.id);
    expect((await submitGql(client, again.referenceId, `0x${hex}`)).errors?.[0].extensions).toEqual({
      code: 'CONFLICT',
      reason: 'TXN_ID_TAKEN',
      field: 'txnId',
    });
  });

  it('ten submits racing with one hash written ten ways: exactly one deposit, the rest a clear 409', async () => {
    const hex = newTxnId().slice(2);
    const variants = [
      hex,
      hex.toUpperCase(),
      `0x${hex}`,
      `0X${hex.toUpperCase()}`,
      ` ${hex} `,
      `\t0x${hex}\n`,
      `${hex.slice(0, 32).toUpperCase()}${hex.slice(32)}`,
      `0x${hex.slice(0, 32)} ${hex.slice(32)}`,
      `${hex.slice(0, 10)}${hex.slice(10).toUpperCase()}`,
      `0x${hex.toUpperCase()} `,
    ];
    const investors = await Promise.all(variants.map(() => createInvestor(t)));
    const drafts = await Promise.all(investors.map(({ client }) => reference(client, wallets.BTC.id)));
    const answers = await Promise.all(variants.map((variant, i) => submit(investors[i].client, drafts[i].referenceId, variant)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: 'TXN_ID_TAKEN' });
    const { rows } = await t.db.query(`SELECT txn_id FROM transactions WHERE reference_id = ANY($1) AND status = 'pending'`, [
      drafts.map((d) => d.referenceId),
    ]);
    expect(rows).toEqual([{ txn_id: hex }]);
  });

  it('ten submits racing with one non-hash in upper and lower case: none becomes a deposit', async () => {
    const word = `Payment-${newTxnId().slice(2, 14)}`;
    const investors = await Promise.all(Array.from({ length: 10 }, () => createInvestor(t)));
    const drafts = await Promise.all(investors.map(({ client }) => reference(client, wallets.BTC.id)));
    const answers = await Promise.all(
      drafts.map((draft, i) => submit(investors[i].client, draft.referenceId, i % 2 ? word.toUpperCase() : word.toLowerCase())),
    );
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(10).fill([400, 'TXN_ID_INVALID']));
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE reference_id = ANY($1) AND status = 'pending'`, [
      drafts.map((d) => d.referenceId),
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a malformed key, a key of another network and a bad static address when the operator saves them', async () => {
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM deposit_wallets`)).rows[0].n;
    const before = await count();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ network: 'ERC20', addressKind: 'DERIVED', extendedPublicKey: ZPUB }, /zpub is a Bitcoin key; Ethereum needs the account's xpub/],
      [{ network: 'BTC', addressKind: 'DERIVED', extendedPublicKey: ETH_XPUB }, /native SegWit \(BIP84.*zpub/],
      [{ network: 'BTC', addressKind: 'DERIVED', extendedPublicKey: ZPUB.slice(0, -2) + 'ab' }, /not a valid extended public key/],
      [{ network: 'TRC20', addressKind: 'DERIVED', extendedPublicKey: 'xpub-what' }, /not a valid extended public key/],
      [{ network: 'TRC20', addressKind: 'DERIVED', extendedPublicKey: HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).privateExtendedKey }, /private key/],
      [{ network: 'BEP20', addressKind: 'DERIVED', extendedPublicKey: ETH_XPUB }, /static address instead/],
      [{ network: 'ERC20', addressKind: 'STATIC', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, /EIP-55/],
      [{ network: 'BTC', addressKind: 'STATIC', walletAddress: 'bc1qdemo0wallet0for0testing0only0xyz7q9m2k' }, /not a valid Bitcoin address/],
    ];
    for (const [input, message] of cases) {
      const res = await save({ walletName: 'Bad', ...input });
      expect(res.status).toBe(200);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(message);
    }
    // Changing the key of a wallet that has given out addresses would break "never reused": refused.
    const otherZpub = HDKey.fromMasterSeed(new Uint8Array(32).fill(9), { private: 0x04b2430c, public: 0x04b24746 }).derive("m/84'/0'/0'").publicExtendedKey;
    const change = await save({ id: wallets.BTC.id, walletName: 'Bitcoin', network: 'BTC', addressKind: 'DERIVED', extendedPublicKey: otherZpub });
    expect(change.errors?.[0]).toMatchObject({ message: expect.stringMatching(/already given out addresses/), extensions: { code: 'CONFLICT' } });
    // The same xpub on a second wallet would hand out the same addresses: refused.
    const twice = await save({ walletName: 'Ethereum again', network: 'ERC20', addressKind: 'DERIVED', extendedPublicKey: ETH_XPUB });
    expect(twice.errors?.[0]).toMatchObject({ message: 'Another wallet already uses this extended public key.', extensions: { code: 'CONFLICT' } });
    const malformed = await save({
      id: 'not-a-uuid',
      walletName: 'X',
      network: 'BTC',
      addressKind: 'STATIC',
      walletAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    });
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await save({
      id: '00000000-0000-4000-8000-000000000000',
      walletName: 'X',
      network: 'BTC',
      addressKind: 'STATIC',
      walletAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const badId = await admin.post('/api/update/deposit_track', { reference_id: 'DEP0', amount: '600', wallet_id: "1'; --" });
    expect(badId.status).toBe(400);
    expect(await count()).toBe(before);
    const { client } = await createInvestor(t);
    const notAdmin = await client.gql(SAVE, { input: { walletName: 'Mine', network: 'BTC', addressKind: 'DERIVED', extendedPublicKey: ZPUB } });
    expect(notAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const listed = await admin.gql<{ adminDepositWallets: Saved[] }>(`{ adminDepositWallets { id addressKind nextIndex chain } }`);
    expect(listed.data?.adminDepositWallets.find((w) => w.id === wallets.BTC.id)).toMatchObject({ addressKind: 'DERIVED', chain: 'bitcoin' });
    expect(listed.data!.adminDepositWallets.find((w) => w.id === wallets.BTC.id)!.nextIndex).toBeGreaterThanOrEqual(100);
  });
});

describe('the demo seed (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it("gives an older demo install's shared demo addresses the published test keys, so its deposits get their own", async () => {
    await t.db.query(`INSERT INTO deposit_wallets (wallet_name, wallet_address, network, chain, asset) VALUES
      ('Bitcoin', 'bc1qdemo0wallet0for0testing0only0xyz7q9m2k', 'BTC', 'bitcoin', 'BTC'),
      ('Tether USDT', 'TDemoWa11etForTestingOn1yXyz7q9m2kLp', 'TRC20', 'tron', 'USDT'),
      ('Ethereum', '0x00000000000000000000000000000000DeM0a1E7', 'ERC20', 'ethereum', 'ETH'),
      ('Operator wallet', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', 'TRC20', 'tron', 'USDT')`);
    const seeder = new DemoSeeder({ ...t.config, demoSeed: true }, t.app.get(UsersService), t.app.get(AuthService), t.app.get(DataSource));
    await seeder.seedDemo();
    await seeder.seedDemo(); // a second start changes nothing
    const { rows } = await t.db.query(`SELECT wallet_name, address_kind, wallet_address, chain, asset FROM deposit_wallets ORDER BY wallet_name, network`);
    // It also gains the demo wallets added since (USDT on Ethereum, LTC on Litecoin), on their own accounts of the test mnemonic.
    expect(rows).toEqual([
      { wallet_name: 'Bitcoin', address_kind: 'derived', wallet_address: null, chain: 'bitcoin', asset: 'BTC' },
      { wallet_name: 'Ethereum', address_kind: 'derived', wallet_address: null, chain: 'ethereum', asset: 'ETH' },
      { wallet_name: 'Litecoin', address_kind: 'derived', wallet_address: null, chain: 'litecoin', asset: 'LTC' },
      { wallet_name: 'Operator wallet', address_kind: 'static', wallet_address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', chain: 'tron', asset: 'USDT' },
      { wallet_name: 'Tether USDT', address_kind: 'derived', wallet_address: null, chain: 'ethereum', asset: 'USDT' },
      { wallet_name: 'Tether USDT', address_kind: 'derived', wallet_address: null, chain: 'tron', asset: 'USDT' },
    ]);
    const keys = await t.db.query(`SELECT extended_public_key FROM deposit_wallets WHERE extended_public_key IS NOT NULL`);
    expect(new Set(keys.rows.map((r) => r.extended_public_key)).size).toBe(5);
  });
});
