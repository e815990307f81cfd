import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient, GqlResponse } from '../../../test/helpers/api-client';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { creditProfit } from '../../../test/factories/money';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const USER_FIELDS = 'id kycStatus kycRejectionReason';
const SUBMIT = `mutation($t: KycDocumentType!, $f: Upload!, $b: Upload, $s: Upload!) { submitKyc(documentType: $t, documentFront: $f, documentBack: $b, selfie: $s) { ${USER_FIELDS} } }`;
const LIST = `query($s: KycStatus) { adminKycRequests(status: $s) { id status documentType submittedAt reviewedAt rejectionReason documentFrontUrl documentBackUrl selfieUrl user { id email } } }`;
const APPROVE = `mutation($u: ID!) { approveKyc(userId: $u) { ${USER_FIELDS} } }`;
const REJECT = `mutation($u: ID!, $r: String!) { rejectKyc(userId: $u, reason: $r) { ${USER_FIELDS} } }`;

interface KycRequestView {
  id: string;
  status: string;
  documentType: string;
  rejectionReason: string | null;
  reviewedAt: string | null;
  documentFrontUrl: string;
  documentBackUrl: string | null;
  selfieUrl: string;
  user: { id: string; email: string };
}

let jpeg: Buffer;
let png: Buffer;

interface Part {
  field: string;
  bytes: Buffer | string;
  name?: string;
  type?: string;
}

/** The REST multipart form: document_type plus the files given. */
function kycForm(documentType: string | null, parts: Part[]): FormData {
  const form = new FormData();
  if (documentType !== null) form.set('document_type', documentType);
  for (const part of parts) form.set(part.field, new Blob([part.bytes], { type: part.type ?? 'image/jpeg' }), part.name ?? `${part.field}.jpg`);
  return form;
}

const fullSet = (): Part[] => [
  { field: 'document_front', bytes: jpeg },
  { field: 'document_back', bytes: png, type: 'image/png', name: 'back.png' },
  { field: 'selfie', bytes: jpeg },
];

function submitRest(client: ApiClient, documentType: string | null = 'passport', parts: Part[] = fullSet(), init: { csrf?: boolean } = {}) {
  return client.post('/api/kyc/submit', kycForm(documentType, parts), init);
}

/** A GraphQL multipart request binding files to variables. */
async function submitGql(
  client: ApiClient,
  documentType: string,
  files: { f?: Buffer | string; b?: Buffer | string; s?: Buffer | string },
  init: { csrf?: boolean } = {},
): Promise<GqlResponse<{ submitKyc: { id: string; kycStatus: string; kycRejectionReason: string | null } }>> {
  const form = new FormData();
  const bound = Object.entries(files).filter(([, bytes]) => bytes !== undefined);
  form.set('operations', JSON.stringify({ query: SUBMIT, variables: { t: documentType, f: null, b: null, s: null } }));
  form.set('map', JSON.stringify(Object.fromEntries(bound.map(([name], i) => [String(i), [`variables.${name}`]]))));
  bound.forEach(([name, bytes], i) => form.set(String(i), new Blob([bytes!], { type: 'image/jpeg' }), `${name}.jpg`));
  const res = await client.raw('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' }, csrf: init.csrf });
  const json = (await res.json()) as {
    data?: { submitKyc: { id: string; kycStatus: string; kycRejectionReason: string | null } };
    errors?: GqlResponse['errors'];
  };
  return { status: res.status, data: json.data ?? undefined, errors: json.errors };
}

describe('KYC (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  const kycFiles = () => {
    try {
      return readdirSync(join(t.config.uploadDir, 'kyc')).sort();
    } catch {
      return [];
    }
  };
  const requestsOf = async (userId: string) =>
    (await t.db.query(`SELECT status, rejection_reason, document_type, document_back FROM kyc_requests WHERE user_id = $1 ORDER BY submitted_at`, [userId]))
      .rows;
  const userKyc = async (userId: string) => (await t.db.query(`SELECT kyc_status, kyc_rejection_reason FROM users WHERE id = $1`, [userId])).rows[0];
  const pendingOf = async (userId: string): Promise<KycRequestView> => {
    const list = await admin.gql<{ adminKycRequests: KycRequestView[] }>(LIST, { s: 'PENDING' });
    return list.data!.adminKycRequests.find((r) => r.user.id === userId)!;
  };

  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
    jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('submits over REST: status pending everywhere, images re-encoded, audited, in the activity log; a second one while pending is refused', async () => {
    const me = await createInvestor(t);
    expect((await me.client.get('/api/check-auth')).body.data).toMatchObject({ kyc_status: 'none', kyc_rejection_reason: null });
    const before = kycFiles();

    const res = await submitRest(me.client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });

    expect((await me.client.get('/api/check-auth')).body.data).toMatchObject({ kyc_status: 'pending', kyc_rejection_reason: null });
    const me2 = await me.client.gql<{ me: { kycStatus: string; kycRejectionReason: string | null } }>(`{ me { kycStatus kycRejectionReason } }`);
    expect(me2.data!.me).toEqual({ kycStatus: 'PENDING', kycRejectionReason: null });
    expect(await requestsOf(me.user.id)).toEqual([expect.objectContaining({ status: 'pending', document_type: 'passport', rejection_reason: null })]);

    const added = kycFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(join(t.config.uploadDir, 'kyc', added[0])).metadata();
    expect(meta.format).toBe('webp');

    const audit = await t.db.query(`SELECT actor_id, actor_role, ip, details FROM audit_log WHERE action = 'kyc.submitted' AND actor_id = $1`, [me.user.id]);
    expect(audit.rows).toEqual([
      expect.objectContaining({
        actor_role: 'user',
        ip: expect.any(String),
        details: expect.objectContaining({ userId: me.user.id, documentType: 'passport', after: { status: 'pending' } }),
      }),
    ]);
    const activity = await me.client.gql<{ myActivity: Array<{ kind: string }> }>(`{ myActivity { kind } }`);
    expect(activity.data!.myActivity.map((e) => e.kind)).toContain('KYC_SUBMITTED');

    const again = await submitRest(me.client, 'national_id');
    expect(again).toMatchObject({
      status: 409,
      body: { status: 'error', code: 'KYC_PENDING', message: 'Your identity verification is already under review.' },
    });
    expect(await requestsOf(me.user.id)).toHaveLength(1);
    expect(kycFiles()).toHaveLength(before.length + 3);
  });

  it('submits over GraphQL with three uploads, or without the optional back', async () => {
    const one = await createInvestor(t);
    const res = await submitGql(one.client, 'DRIVING_LICENCE', { f: jpeg, b: png, s: jpeg });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitKyc).toEqual({ id: one.user.id, kycStatus: 'PENDING', kycRejectionReason: null });
    expect((await requestsOf(one.user.id))[0]).toMatchObject({ document_type: 'driving_licence', document_back: expect.stringMatching(/\.webp$/) });

    const two = await createInvestor(t);
    const noBack = await submitGql(two.client, 'NATIONAL_ID', { f: jpeg, s: png });
    expect(noBack.data!.submitKyc.kycStatus).toBe('PENDING');
    expect((await requestsOf(two.user.id))[0]).toMatchObject({ document_type: 'national_id', document_back: null });

    const dup = await submitGql(two.client, 'PASSPORT', { f: jpeg, s: jpeg });
    expect(dup.errors?.[0].extensions).toEqual({ code: 'CONFLICT', reason: 'KYC_PENDING' });
  });

  it('lets one of many parallel submissions through', async () => {
    const me = await createInvestor(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitRest(me.client)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await requestsOf(me.user.id)).toHaveLength(1);
  });

  it('refuses the signed out, calls without the CSRF token, and investors on admin operations', async () => {
    const me = await createInvestor(t);
    const before = kycFiles();

    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await submitRest(anonymous)).status).toBe(401);
    expect((await submitGql(anonymous, 'PASSPORT', { f: jpeg, s: jpeg })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const noCsrf = await submitRest(me.client, 'passport', fullSet(), { csrf: false });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF' } });
    const noCsrfGql = await submitGql(me.client, 'PASSPORT', { f: jpeg, s: jpeg }, { csrf: false });
    expect(noCsrfGql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF' });
    expect(await requestsOf(me.user.id)).toEqual([]);
    expect(kycFiles()).toEqual(before);

    // An investor acting on someone else's verification, or their own, through the admin operations.
    const other = await createInvestor(t);
    expect((await submitRest(other.client)).status).toBe(200);
    for (const res of [
      await me.client.gql(LIST, { s: 'PENDING' }),
      await me.client.gql(APPROVE, { u: other.user.id }),
      await me.client.gql(REJECT, { u: other.user.id, r: 'nope' }),
      await other.client.gql(APPROVE, { u: other.user.id }),
    ]) {
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await requestsOf(other.user.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await userKyc(other.user.id)).toEqual({ kyc_status: 'pending', kyc_rejection_reason: null });
  });

  it('serves the images to admins only, never through the public uploads path', async () => {
    const me = await createInvestor(t);
    expect((await submitRest(me.client)).status).toBe(200);
    const request = await pendingOf(me.user.id);
    expect(request).toMatchObject({
      status: 'PENDING',
      documentType: 'PASSPORT',
      user: { id: me.user.id, email: me.email },
      reviewedAt: null,
      rejectionReason: null,
    });
    for (const url of [request.documentFrontUrl, request.documentBackUrl!, request.selfieUrl]) {
      expect(url).toMatch(/^\/api\/kyc\/files\/[0-9a-f-]{36}\.webp$/);
      const res = await admin.raw(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    }
    const name = request.selfieUrl.split('/').pop()!;
    expect((await me.client.raw(request.selfieUrl)).status).toBe(403);
    expect((await t.client().raw(request.selfieUrl)).status).toBe(401);
    for (const path of [
      `/api/uploads/avatars/${name}`,
      `/api/uploads/screenshots/${name}`,
      `/api/uploads/kyc/${name}`,
      `/api/uploads/avatars/..%2Fkyc%2F${name}`,
    ]) {
      // Signed out: 404, or 401 on the admin-only screenshots path; never the file.
      expect([401, 404]).toContain((await t.client().raw(path)).status);
      expect((await admin.raw(path)).status).toBe(404);
    }
    expect((await admin.raw('/api/kyc/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('approves once: the status follows, the decision is audited, a second decision is refused, and no new submission is taken', async () => {
    const me = await createInvestor(t);
    expect((await submitRest(me.client)).status).toBe(200);
    const request = await pendingOf(me.user.id);

    const approved = await admin.gql<{ approveKyc: { id: string; kycStatus: string } }>(APPROVE, { u: me.user.id });
    expect(approved.data!.approveKyc).toEqual({ id: me.user.id, kycStatus: 'APPROVED', kycRejectionReason: null });
    expect((await me.client.get('/api/check-auth')).body.data).toMatchObject({ kyc_status: 'approved' });

    const again = await admin.gql(APPROVE, { u: me.user.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This identity verification is already approved.',
      extensions: { code: 'CONFLICT', reason: 'ALREADY_DECIDED' },
    });
    const rejectApproved = await admin.gql(REJECT, { u: me.user.id, r: 'Changed my mind' });
    expect(rejectApproved.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await userKyc(me.user.id)).toEqual({ kyc_status: 'approved', kyc_rejection_reason: null });

    const audit = await t.db.query(
      `SELECT actor_id, actor_role, ip, details FROM audit_log WHERE action LIKE 'kyc.%' AND details->>'userId' = $1 ORDER BY id`,
      [me.user.id],
    );
    expect(audit.rows).toHaveLength(2);
    const [adminRow] = (await t.db.query(`SELECT id FROM users WHERE is_admin LIMIT 1`)).rows;
    expect(audit.rows[1]).toEqual({
      actor_id: adminRow.id,
      actor_role: 'admin',
      ip: expect.any(String),
      details: {
        userId: me.user.id,
        requestId: request.id,
        before: { status: 'pending', rejectionReason: null },
        after: { status: 'approved', rejectionReason: null },
      },
    });

    const late = await submitRest(me.client);
    expect(late).toMatchObject({ status: 409, body: { code: 'KYC_ALREADY_APPROVED' } });
    const lateGql = await submitGql(me.client, 'PASSPORT', { f: jpeg, s: jpeg });
    expect(lateGql.errors?.[0].extensions?.reason).toBe('KYC_ALREADY_APPROVED');
    const approvedList = await admin.gql<{ adminKycRequests: KycRequestView[] }>(LIST, { s: 'APPROVED' });
    expect(approvedList.data!.adminKycRequests.find((r) => r.id === request.id)).toMatchObject({ status: 'APPROVED', reviewedAt: expect.any(String) });
  });

  it('rejects once with a checked reason; the user sees it and may submit again', async () => {
    const me = await createInvestor(t);
    expect((await submitRest(me.client)).status).toBe(200);

    for (const [reason, message] of [
      ['   ', 'A reason is required to reject an identity verification.'],
      ['x'.repeat(501), 'The reason must be at most 500 characters.'],
    ]) {
      const res = await admin.gql(REJECT, { u: me.user.id, r: reason });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await userKyc(me.user.id)).toEqual({ kyc_status: 'pending', kyc_rejection_reason: null });

    const rejected = await admin.gql<{ rejectKyc: { kycStatus: string; kycRejectionReason: string } }>(REJECT, {
      u: me.user.id,
      r: '  The selfie is blurred.  ',
    });
    expect(rejected.data!.rejectKyc).toEqual({ id: me.user.id, kycStatus: 'REJECTED', kycRejectionReason: 'The selfie is blurred.' });
    const seen = await me.client.gql<{ me: { kycStatus: string; kycRejectionReason: string } }>(`{ me { kycStatus kycRejectionReason } }`);
    expect(seen.data!.me).toEqual({ kycStatus: 'REJECTED', kycRejectionReason: 'The selfie is blurred.' });
    expect((await me.client.get('/api/check-auth')).body.data).toMatchObject({ kyc_status: 'rejected', kyc_rejection_reason: 'The selfie is blurred.' });

    expect((await admin.gql(REJECT, { u: me.user.id, r: 'again' })).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await admin.gql(APPROVE, { u: me.user.id })).errors?.[0].extensions?.code).toBe('CONFLICT');
    const audit = await t.db.query(`SELECT details FROM audit_log WHERE action = 'kyc.rejected' AND details->>'userId' = $1`, [me.user.id]);
    expect(audit.rows).toEqual([
      {
        details: expect.objectContaining({
          before: { status: 'pending', rejectionReason: null },
          after: { status: 'rejected', rejectionReason: 'The selfie is blurred.' },
        }),
      },
    ]);

    const retry = await submitGql(me.client, 'NATIONAL_ID', { f: jpeg, b: jpeg, s: jpeg });
    expect(retry.data!.submitKyc).toEqual({ id: me.user.id, kycStatus: 'PENDING', kycRejectionReason: null });
    expect((await requestsOf(me.user.id)).map((r) => r.status)).toEqual(['rejected', 'pending']);
    const history = await admin.gql<{ adminKycRequests: KycRequestView[] }>(LIST, { s: 'REJECTED' });
    expect(history.data!.adminKycRequests.filter((r) => r.user.id === me.user.id)).toEqual([
      expect.objectContaining({ rejectionReason: 'The selfie is blurred.' }),
    ]);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const me = await createInvestor(t);
    const before = kycFiles();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const cases: Array<[string, Promise<{ status: number; body: { message?: string; code?: string } }>, number, string]> = [
      [
        'not an image',
        submitRest(me.client, 'passport', [
          { field: 'document_front', bytes: '<html>not an image</html>' },
          { field: 'selfie', bytes: jpeg },
        ]),
        400,
        'The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.',
      ],
      [
        'a bad back',
        submitRest(me.client, 'passport', [
          { field: 'document_front', bytes: jpeg },
          { field: 'document_back', bytes: 'GIF89a broken' },
          { field: 'selfie', bytes: jpeg },
        ]),
        400,
        'The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.',
      ],
      [
        'too large',
        submitRest(me.client, 'passport', [
          { field: 'document_front', bytes: big },
          { field: 'selfie', bytes: jpeg },
        ]),
        413,
        'Each image must be at most 10 MB.',
      ],
      ['no front', submitRest(me.client, 'passport', [{ field: 'selfie', bytes: jpeg }]), 400, 'Please upload a photo of the front of your document.'],
      ['no selfie', submitRest(me.client, 'passport', [{ field: 'document_front', bytes: jpeg }]), 400, 'Please upload a selfie holding your document.'],
      ['no files at all', me.client.post('/api/kyc/submit', { document_type: 'passport' }), 400, 'Please upload a photo of the front of your document.'],
      ['unknown type', submitRest(me.client, 'birth_certificate'), 400, 'Please choose the document type: passport, national ID or driving licence.'],
      ['no type', submitRest(me.client, null), 400, 'Please choose the document type: passport, national ID or driving licence.'],
      [
        'unknown file field',
        submitRest(me.client, 'passport', [...fullSet(), { field: 'utility_bill', bytes: jpeg }]),
        400,
        'Only document_front, document_back and selfie files can be sent, one of each.',
      ],
      [
        'two fronts',
        (() => {
          const form = kycForm('passport', fullSet());
          form.append('document_front', new Blob([jpeg], { type: 'image/jpeg' }), 'again.jpg');
          return me.client.post('/api/kyc/submit', form);
        })(),
        400,
        'Only document_front, document_back and selfie files can be sent, one of each.',
      ],
    ];
    for (const [name, pending, status, message] of cases) {
      const res = await pending;
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status, message });
    }

    const gqlCases: Array<[string, Promise<GqlResponse>, string]> = [
      ['not an image', submitGql(me.client, 'PASSPORT', { f: jpeg, s: 'plain text' }), 'BAD_USER_INPUT'],
      ['too large', submitGql(me.client, 'PASSPORT', { f: big, s: jpeg }), 'PAYLOAD_TOO_LARGE'],
      ['unknown type', submitGql(me.client, 'BIRTH_CERTIFICATE', { f: jpeg, s: jpeg }), 'BAD_USER_INPUT'],
      ['no selfie', submitGql(me.client, 'PASSPORT', { f: jpeg }), 'BAD_USER_INPUT'],
    ];
    for (const [name, pending, code] of gqlCases) {
      const res = await pending;
      expect(res.status).toBeLessThan(500);
      expect({ name, code: res.errors?.[0].extensions?.code }).toEqual({ name, code });
    }

    for (const [query, variables, code] of [
      [APPROVE, { u: 'not-a-uuid' }, 'BAD_USER_INPUT'],
      [REJECT, { u: "1' OR '1'='1", r: 'why' }, 'BAD_USER_INPUT'],
      [APPROVE, { u: '00000000-0000-4000-8000-000000000000' }, 'NOT_FOUND'],
      [APPROVE, { u: me.user.id }, 'NOT_FOUND'],
      [LIST, { s: 'UNKNOWN' }, 'BAD_USER_INPUT'],
    ] as const) {
      const res = await admin.gql(query, variables);
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0].extensions?.code === code || res.errors?.[0].extensions?.code === 'GRAPHQL_VALIDATION_FAILED').toBe(true);
    }
    expect((await admin.gql(APPROVE, { u: 'not-a-uuid' })).errors?.[0].message).toBe('The user id is not valid.');

    expect(await requestsOf(me.user.id)).toEqual([]);
    expect(await userKyc(me.user.id)).toEqual({ kyc_status: 'none', kyc_rejection_reason: null });
    expect(kycFiles()).toEqual(before);
  });

  describe('withdrawals above KYC_REQUIRED_ABOVE_USD (default 1000.00)', () => {
    const withdraw = (client: ApiClient, amount: string) =>
      client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount });
    const profitOf = async (userId: string) =>
      (await t.db.query(`SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'profit'`, [userId])).rows[0].balance;
    const withdrawalsOf = async (userId: string) =>
      Number((await t.db.query(`SELECT count(*) FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [userId])).rows[0].count);

    it('needs an approved KYC above the threshold and nothing at or below it', async () => {
      const me = await createInvestor(t);
      await creditProfit(t, me.user.id, '5000.00');

      const above = await withdraw(me.client, '1000.01');
      expect(above).toMatchObject({
        status: 403,
        body: {
          status: 'error',
          code: 'KYC_REQUIRED',
          message: 'Withdrawals above 1000.00 USD need a verified identity. Complete KYC verification on the Security page first.',
        },
      });
      const aboveGql = await me.client.gql(`mutation($i: RequestWithdrawalInput!) { requestWithdrawal(input: $i) { id } }`, {
        i: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '2500.00' },
      });
      expect(aboveGql.errors?.[0].extensions).toEqual({ code: 'FORBIDDEN', reason: 'KYC_REQUIRED' });
      expect(await profitOf(me.user.id)).toBe('5000.00');
      expect(await withdrawalsOf(me.user.id)).toBe(0);

      expect((await withdraw(me.client, '1000.00')).status).toBe(200);
      expect((await withdraw(me.client, '0.01')).status).toBe(200);

      // Pending is not enough.
      expect((await submitRest(me.client)).status).toBe(200);
      expect((await withdraw(me.client, '1000.01')).body.code).toBe('KYC_REQUIRED');
      // Rejected is not enough either.
      await admin.gql(REJECT, { u: me.user.id, r: 'Document expired' });
      expect((await withdraw(me.client, '1000.01')).body.code).toBe('KYC_REQUIRED');
      expect(await profitOf(me.user.id)).toBe('3999.99');

      expect((await submitRest(me.client)).status).toBe(200);
      expect((await admin.gql(APPROVE, { u: me.user.id })).errors).toBeUndefined();
      expect((await withdraw(me.client, '1000.01')).status).toBe(200);
      expect(await profitOf(me.user.id)).toBe('2999.98');
    });

    it('follows the configured threshold', async () => {
      const other = await bootApp({ database: t.database, env: { KYC_REQUIRED_ABOVE_USD: '50.50' } });
      try {
        const me = await createInvestor(other);
        await creditProfit(other, me.user.id, '100.00');
        expect((await withdraw(me.client, '50.51')).body.code).toBe('KYC_REQUIRED');
        expect((await withdraw(me.client, '50.50')).status).toBe(200);
      } finally {
        await other.close();
      }
    });
  });
});
