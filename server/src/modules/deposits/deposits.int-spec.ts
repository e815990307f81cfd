import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, firstWalletAddress, newTxnId, screenshotPng, submitDeposit } from '../../../test/factories/money';
import { DataSource } from 'typeorm';
import { verifyLedger } from '../ledger/ledger-verifier';

describe('deposits (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('walks a deposit to pending, and an approval credits main and pays the referrer 5% as Referral Bonus', async () => {
    const referrer = await createInvestor(t);
    const investor = await createInvestor(t, { referralId: referrer.user.referral_id });
    const { client: admin } = await createAdmin(t);
    const { id } = await submitDeposit(t, investor.client, '1000.50');

    const pending = await investor.client.get<{ data: Array<{ id: string; status: string; amount: string; title: string }> }>(
      '/api/fetch/deposit_transactions',
    );
    expect(pending.body.data).toEqual([expect.objectContaining({ id, status: 'pending', amount: '1000.50', title: 'Deposit' })]);
    expect((await investor.client.get('/api/check-auth')).body.data).toMatchObject({ balance: '0.00' });

    const approved = await approveDeposit(admin, id);
    expect(approved.data?.approveDeposit).toEqual({ id, status: 'COMPLETED' });
    expect((await investor.client.get('/api/check-auth')).body.data).toMatchObject({ balance: '1000.50', total_deposit: '1000.50' });
    const ref = (await referrer.client.get('/api/check-auth')).body.data as Record<string, string>;
    expect(ref).toMatchObject({ interest: '50.03', balance: '0.00', profits_7d: '50.03' });
    const bonus = await referrer.client.get<{ data: Array<{ title: string; amount: string }> }>('/api/fetch/all_transactions');
    expect(bonus.body.data[0]).toMatchObject({ title: 'Referral Bonus', amount: '50.03', status: 'completed' });

    const again = await approveDeposit(admin, id);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE transaction_id = $1 ORDER BY id`, [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['deposit.submitted', 'deposit.approved']);
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('enforces the minimum deposit, the wallet list, one use per blockchain txn id, and images only', async () => {
    const { client } = await createInvestor(t);
    const start = await client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    const ref = start.body.reference_id;
    const address = await firstWalletAddress(t);
    const low = await client.post('/api/update/deposit_track', { reference_id: ref, amount: '499.99', wallet_address: address });
    // The minimum also travels as a figure, for a client that words the refusal in another language.
    expect(low).toMatchObject({ status: 400, body: { message: 'The minimum deposit is 500.00 USD.', code: 'BELOW_MINIMUM', values: { amount: '500.00' } } });
    const wallet = await client.post('/api/update/deposit_track', { reference_id: ref, amount: '600', wallet_address: 'bc1notours' });
    expect(wallet.status).toBe(400);
    const empty = await client.post('/api/update/deposit_track', { reference_id: ref, amount: '', wallet_address: address });
    expect(empty.body.message).toBe('All fields are required to proceed');
    expect((await client.post('/api/update/deposit_track', { reference_id: ref, amount: '600', wallet_address: address })).status).toBe(200);

    const eligibility = await client.get<{ redirect: boolean; data: { amount: string } }>(`/api/fetch/check_deposit_eligibility?reference_id=${ref}`);
    expect(eligibility.body).toMatchObject({ status: 'success', redirect: false, data: { amount: '600.00' } });

    const notImage = new FormData();
    notImage.set('reference_id', ref);
    notImage.set('tnx_id', newTxnId());
    notImage.set('screenshot_file', new Blob(['<html>not an image</html>'], { type: 'image/png' }), 'proof.png');
    const refused = await client.post('/api/insert/new_deposit', notImage);
    expect(refused.status).toBe(400);
    const missing = new FormData();
    missing.set('reference_id', ref);
    missing.set('tnx_id', newTxnId());
    expect((await client.post('/api/insert/new_deposit', missing)).body.message).toBe('Payment proof image is missing. Upload the image file.');

    const taken = await submitDeposit(t, (await createInvestor(t)).client, '700');
    const { rows } = await t.db.query(`SELECT txn_id FROM transactions WHERE id = $1`, [taken.id]);
    const dup = new FormData();
    dup.set('reference_id', ref);
    dup.set('tnx_id', rows[0].txn_id.toUpperCase());
    dup.set('screenshot_file', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
    const conflict = await client.post('/api/insert/new_deposit', dup);
    expect(conflict).toMatchObject({ status: 409, body: { message: 'This blockchain transaction ID has already been used for a deposit.' } });
    const still = await t.db.query(`SELECT status FROM transactions WHERE reference_id = $1`, [ref]);
    expect(still.rows[0].status).toBe('draft');
  });

  it("answers another user's reference as not found, and cancels only before submission", async () => {
    const owner = await createInvestor(t);
    const other = await createInvestor(t);
    const start = await owner.client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    const ref = start.body.reference_id;
    expect((await other.client.get(`/api/fetch/deposit_reference?reference_id=${ref}`)).status).toBe(404);
    expect((await other.client.post('/api/delete/delete-transaction', { reference_id: ref })).status).toBe(404);
    const gql = await other.client.gql(`query($r: String!) { depositDraft(referenceId: $r) { referenceId } }`, { r: ref });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await owner.client.post('/api/delete/delete-transaction', { reference_id: ref })).status).toBe(200);
    expect((await owner.client.get(`/api/fetch/deposit_reference?reference_id=${ref}`)).status).toBe(404);

    const submitted = await submitDeposit(t, owner.client, '800');
    const late = await owner.client.post('/api/delete/delete-transaction', { reference_id: submitted.referenceId });
    expect(late.status).toBe(409);
  });

  it('submits over GraphQL with an upload, and a rejection moves nothing', async () => {
    const { client } = await createInvestor(t);
    const { client: admin } = await createAdmin(t);
    const draft = await client.gql<{ startDeposit: { referenceId: string } }>(`mutation { startDeposit(wallet: "Crypto Wallet") { referenceId status } }`);
    const referenceId = draft.data!.startDeposit.referenceId;
    await client.gql(`mutation($i: TrackDepositInput!) { trackDeposit(input: $i) { amount } }`, {
      i: { referenceId, amount: '1500.00', walletAddress: await firstWalletAddress(t) },
    });
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation($s: Upload!, $i: SubmitDepositInput!) { submitDeposit(input: $i, screenshot: $s) { id status amount } }`,
        variables: { s: null, i: { referenceId, txnId: newTxnId() } },
      }),
    );
    form.set('map', JSON.stringify({ '0': ['variables.s'] }));
    form.set('0', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
    const res = await client.raw('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    const body = (await res.json()) as { data: { submitDeposit: { id: string; status: string; amount: string } } };
    expect(body.data.submitDeposit).toMatchObject({ status: 'PENDING', amount: '1500.00' });
    const id = body.data.submitDeposit.id;

    const list = await admin.gql<{ adminDeposits: { nodes: Array<{ id: string; screenshotUrl: string; user: { email: string } }> } }>(
      `{ adminDeposits(status: PENDING) { nodes { id screenshotUrl user { email } } totalCount } }`,
    );
    const row = list.data!.adminDeposits.nodes.find((n) => n.id === id)!;
    expect(row.screenshotUrl).toMatch(/^\/api\/uploads\/screenshots\/.+\.webp$/);
    expect((await admin.raw(row.screenshotUrl)).status).toBe(200);
    expect((await client.raw(row.screenshotUrl)).status).toBe(403);

    const noReason = await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "  ") { id } }`, { id });
    expect(noReason.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rejected = await admin.gql<{ rejectDeposit: { status: string; reason: string } }>(
      `mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Payment not found on chain") { status reason } }`,
      { id },
    );
    expect(rejected.data?.rejectDeposit).toEqual({ status: 'REJECTED', reason: 'Payment not found on chain' });
    expect((await client.get('/api/check-auth')).body.data).toMatchObject({ balance: '0.00' });
    const investorTries = await client.gql(`mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id });
    expect(investorTries.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
