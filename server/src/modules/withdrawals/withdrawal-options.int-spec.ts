import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient } from '../../../test/helpers/api-client';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, creditProfit, submitDeposit } from '../../../test/factories/money';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const REQUEST = `mutation($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id status } }`;

describe('withdrawal options, owned balances and history search (issue 28, real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  it('offers the payout options, minimum, fee and payout days (the FAQ answer in the asked language) over GraphQL and REST', async () => {
    const { client } = await createInvestor(t);
    const query = `query($lang: String) { withdrawalOptions(lang: $lang) { options { coinName network networkName } minimum fee payoutSchedule } }`;
    const en = await client.gql<{ withdrawalOptions: Record<string, unknown> }>(query, {});
    expect(en.errors).toBeUndefined();
    expect(en.data!.withdrawalOptions).toMatchObject({
      minimum: '0.01',
      fee: '0.00',
      options: expect.arrayContaining([{ coinName: 'USDT', network: 'TRC20', networkName: 'Tron' }]),
    });
    expect(en.data!.withdrawalOptions.payoutSchedule).toMatch(/Friday to Sunday/);
    const de = await client.gql<{ withdrawalOptions: { payoutSchedule: string } }>(query, { lang: 'de' });
    expect(de.data!.withdrawalOptions.payoutSchedule).toMatch(/Freitag/);

    const rest = await client.get<{ status: string; data: Record<string, unknown> }>('/api/fetch/withdrawal_options');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'success', data: { minimum: '0.01', fee: '0.00' } });
    expect(rest.body.data.options).toContainEqual({ coin_name: 'USDT', network: 'TRC20', network_name: 'Tron' });

    // Each offered option takes an address of its own network: the checker knows every one.
    expect((await t.client().get('/api/fetch/withdrawal_options')).status).toBe(401);
  });

  it('refuses an amount below the minimum and names the field of each refusal (extensions.field)', async () => {
    const { client, user } = await createInvestor(t);
    await creditProfit(t, user.id, '50.00');
    const ask = (input: Record<string, string>) =>
      client.gql(REQUEST, { input: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10.00', ...input } });

    const small = await ask({ amount: '0.00' });
    expect(small.errors?.[0]).toMatchObject({ extensions: { field: 'amount' } });
    expect((await ask({ walletAddress: ERC20 })).errors?.[0].extensions).toMatchObject({ field: 'walletAddress' });
    expect((await ask({ walletAddress: '' })).errors?.[0].extensions).toMatchObject({ field: 'walletAddress' });
    expect((await ask({ coinName: '' })).errors?.[0].extensions).toMatchObject({ field: 'coinName' });
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id]);
    expect(rows[0].n).toBe(0);
    // The minimum itself is taken.
    expect((await ask({ amount: '0.01' })).errors).toBeUndefined();
  });

  it('names what the investor owns: main, profit, invested and withdrawals on hold, and their total', async () => {
    const { client, user } = await createInvestor(t);
    const { id } = await submitDeposit(t, client, '3000');
    expect((await approveDeposit(admin, id)).errors).toBeUndefined();
    await creditProfit(t, user.id, '200.00');
    await client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await client.post('/api/update/plan_selected', { amount: '2500', planId: 'BASIC', uniqId: 'BASIC' });
    expect((await client.post('/api/insert/finalize_investment', { uniqId: 'BASIC' })).body).toMatchObject({ status: 'success' });
    expect((await client.gql(REQUEST, { input: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '150.00' } })).errors).toBeUndefined();

    const me = await client.gql<{ me: Record<string, string> }>(`{ me { balance interest withdrawable invested onHold owned } }`);
    expect(me.data!.me).toEqual({ balance: '500.00', interest: '50.00', withdrawable: '550.00', invested: '2500.00', onHold: '150.00', owned: '3200.00' });
  });

  it('finds a withdrawal in the history by its network, its destination address and its payout hash', async () => {
    const { client, user } = await createInvestor(t);
    await creditProfit(t, user.id, '100.00');
    const tron = await client.gql<{ requestWithdrawal: { id: string } }>(REQUEST, {
      input: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10.00' },
    });
    const eth = await client.gql<{ requestWithdrawal: { id: string } }>(REQUEST, {
      input: { coinName: 'ETH', network: 'ERC20', walletAddress: ERC20, amount: '20.00' },
    });
    const hash = 'f1e2d3c4b5a697887766554433221100ffeeddccbbaa99887766554433221100';
    const paid = await admin.gql(`mutation($id: ID!, $h: String) { approveWithdrawal(transactionId: $id, payoutTxHash: $h) { status } }`, {
      id: eth.data!.requestWithdrawal.id,
      h: hash,
    });
    expect(paid.errors).toBeUndefined();

    const search = async (text: string) => {
      const res = await client.gql<{ transactions: { edges: Array<{ node: { id: string } }> } }>(
        `query($s: String) { transactions(kind: WITHDRAWAL, search: $s, first: 20) { edges { node { id } } } }`,
        { s: text },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.transactions.edges.map((edge) => edge.node.id);
    };
    expect(await search('trc2')).toEqual([tron.data!.requestWithdrawal.id]);
    expect(await search(TRON.slice(5, 20).toLowerCase())).toEqual([tron.data!.requestWithdrawal.id]);
    expect(await search(hash.slice(10, 30))).toEqual([eth.data!.requestWithdrawal.id]);
    expect(await search('no such thing')).toEqual([]);
  });
});
