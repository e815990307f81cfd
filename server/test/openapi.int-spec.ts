import { getMetadataStorage } from 'class-validator';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as ts from 'typescript';
import * as authInputs from '../src/modules/auth/dto/auth.inputs';
import * as contactInputs from '../src/modules/contact/dto/contact.input';
import * as depositInputs from '../src/modules/deposits/dto/deposit.inputs';
import * as investmentInputs from '../src/modules/investments/dto/investment.inputs';
import * as kycInputs from '../src/modules/kyc/dto/submit-kyc.body';
import * as addressInputs from '../src/modules/users/dto/update-address.input';
import * as profileInputs from '../src/modules/users/dto/update-profile.input';
import * as avatarForm from '../src/modules/users/dto/avatar.form';
import * as withdrawalInputs from '../src/modules/withdrawals/dto/withdrawal.inputs';
import { creditProfit, submitDeposit } from './factories/money';
import { createInvestor } from './factories/users';
import { stepUp } from './factories/step-up';
import { bootApp, TestApp } from './helpers/test-app';

/** OpenAPI: /api/docs-json describes every REST path well enough for a client generator (issue 15). */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
};
type Operation = {
  operationId: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema; example?: { message?: string }; examples?: Record<string, { value: { code: string } }> }> }
  >;
  security?: Array<Record<string, string[]>>;
  'x-public'?: boolean;
  'x-api-token-scope'?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, string>> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let doc: Doc;
const operations: Array<{ path: string; method: string; op: Operation }> = [];

const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]) : schema);

/** Checks a real answer against its documented schema: required fields present, no undocumented field, types right. */
function conformance(value: unknown, schema: Schema, at = '$'): string[] {
  const s = resolve(schema);
  if (s.allOf) return s.allOf.flatMap((part) => conformance(value, part, at));
  if (value === null) return s.nullable ? [] : [`${at} is null`];
  if (s.enum && !s.enum.includes(value)) return [`${at} = ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`];
  switch (s.type) {
    case 'string':
      return typeof value === 'string' ? [] : [`${at} is not a string`];
    case 'number':
    case 'integer':
      return typeof value === 'number' ? [] : [`${at} is not a number`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at} is not a boolean`];
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => conformance(item, s.items!, `${at}[${i}]`)) : [`${at} is not an array`];
  }
  if (!s.properties) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [`${at} is not an object`];
  const record = value as Record<string, unknown>;
  const problems = (s.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key} is missing`);
  for (const [key, item] of Object.entries(record)) {
    if (!s.properties[key]) problems.push(`${at}.${key} is not documented`);
    else if (item !== undefined) problems.push(...conformance(item, s.properties[key], `${at}.${key}`));
  }
  return problems;
}

function successSchema(path: string, method = 'get'): Schema {
  return doc.paths[path][method].responses['200'].content!['application/json'].schema;
}

beforeAll(async () => {
  t = await bootApp();
  const res = await fetch(`${t.baseUrl}/api/docs-json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) operations.push({ path, method, op: item[method] });
  }
});

afterAll(() => t?.close());

describe('the document', () => {
  it('is served as JSON and as the Swagger UI page', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const ui = await fetch(`${t.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('lays the Swagger UI page out for a phone: a viewport tag and narrow-screen rules', async () => {
    for (const path of ['/api/docs', '/api/docs/']) {
      const html = await (await fetch(`${t.baseUrl}${path}`)).text();
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('@media (max-width: 600px)');
    }
    // The assets beside it are served untouched.
    const css = await fetch(`${t.baseUrl}/api/docs/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).not.toContain('name="viewport"');
  });

  it('gives every operation a one-line summary', () => {
    const problems = operations
      .filter(({ op }) => !op.summary || /\n/.test(op.summary) || op.summary.length > 100 || !/^[A-Z].*\.$/.test(op.summary))
      .map(({ path, method, op }) => `${method} ${path}: ${JSON.stringify(op.summary)}`);
    expect(problems).toEqual([]);
    expect(doc.paths['/api/insert/new_withdrawal'].post.summary).toMatch(/withdrawal/i);
  });

  it("shows each operation's own success message as its example, never another call's", () => {
    const byMessage = new Map<string, string[]>();
    const missing: string[] = [];
    for (const { path, method, op } of operations) {
      const content = op.responses['200']?.content?.['application/json'];
      if (!content) continue;
      const ref = content.schema.$ref?.split('/').pop();
      const message = content.example?.message;
      if ((ref === 'SuccessMessage' || ref === 'SuccessCreated') && !message) missing.push(`${method} ${path}`);
      if (message) byMessage.set(message, [...(byMessage.get(message) ?? []), `${method} ${path}`]);
    }
    expect(missing).toEqual([]);
    expect([...byMessage].filter(([, ops]) => ops.length > 1)).toEqual([]);
    // The shared schema itself carries no message to copy (it once said "Your address has been updated" everywhere).
    expect(doc.components.schemas.SuccessMessage.properties!.message).not.toHaveProperty('example');
    expect(doc.paths['/api/insert/new_withdrawal'].post.responses['200'].content!['application/json'].example).toEqual({
      status: 'success',
      message: 'Withdrawal pending. Reviewing for security approval.',
      data: { id: expect.any(String) },
    });
    expect(byMessage.get('Your address has been updated successfully')).toEqual(['post /api/update/address']);
    expect(byMessage.size).toBeGreaterThanOrEqual(18);
  });

  it('declares the session cookie, the CSRF header and bearer tokens', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
  });

  it('gives every operation with a body a non-empty schema, and multipart bodies their files', () => {
    const empty: string[] = [];
    for (const { path, method, op } of operations) {
      if (!op.requestBody) continue;
      for (const [type, content] of Object.entries(op.requestBody.content)) {
        if (!Object.keys(resolve(content.schema).properties ?? {}).length) empty.push(`${method} ${path} (${type})`);
      }
    }
    expect(empty).toEqual([]);
    const bodies = operations.filter(({ op }) => op.requestBody).length;
    expect(bodies).toBeGreaterThanOrEqual(20);

    const files = (path: string) => {
      const schema = resolve(doc.paths[path].post.requestBody!.content['multipart/form-data'].schema);
      return Object.entries(schema.properties!)
        .filter(([, p]) => p.format === 'binary')
        .map(([name]) => name);
    };
    expect(files('/api/upload/avatar')).toEqual(['avatar']);
    expect(files('/api/insert/new_deposit')).toEqual(['screenshot_file']);
    expect(files('/api/kyc/submit').sort()).toEqual(['document_back', 'document_front', 'selfie']);
  });

  it('gives every operation a success schema and error responses in the one error shape', () => {
    const problems: string[] = [];
    for (const { path, method, op } of operations) {
      const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
      if (!success.length) problems.push(`${method} ${path}: no 2xx`);
      for (const [status, response] of success) {
        const contents = Object.values(response.content ?? {});
        if (!contents.length) problems.push(`${method} ${path} ${status}: no content`);
        for (const { schema } of contents) {
          const s = resolve(schema);
          if (!s.properties && s.format !== 'binary') problems.push(`${method} ${path} ${status}: empty schema`);
        }
      }
      const errors = Object.entries(op.responses).filter(([status]) => /^[45]/.test(status));
      if (!errors.length) problems.push(`${method} ${path}: no error response`);
      for (const [status, response] of errors) {
        const json = response.content?.['application/json'];
        if (!json) {
          problems.push(`${method} ${path} ${status}: no JSON error`);
          continue;
        }
        // The health checks answer 503 with their own shape; everything else is the ErrorBody with its codes.
        if (path.startsWith('/api/health')) continue;
        const codes = json.schema.allOf?.[1]?.properties?.code?.enum as string[] | undefined;
        if (json.schema.allOf?.[0]?.$ref !== '#/components/schemas/ErrorBody' || !codes?.length)
          problems.push(`${method} ${path} ${status}: not an ErrorBody with codes`);
        else if (
          Object.keys(json.examples ?? {})
            .sort()
            .join() !== [...codes].sort().join()
        )
          problems.push(`${method} ${path} ${status}: an example per code`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists each path's own error codes with their real statuses", () => {
    const codes = (path: string, method: string, status: string) =>
      doc.paths[path][method].responses[status]?.content?.['application/json'].schema.allOf?.[1].properties?.code.enum ?? [];
    expect(codes('/api/insert/new_withdrawal', 'post', '400')).toEqual(
      expect.arrayContaining(['WITHDRAWAL_FIELDS_REQUIRED', 'INVALID_AMOUNT', 'BAD_WALLET_ADDRESS', 'INSUFFICIENT_FUNDS', 'BAD_USER_INPUT']),
    );
    expect(codes('/api/insert/new_withdrawal', 'post', '403')).toEqual(expect.arrayContaining(['KYC_REQUIRED', 'ACCOUNT_FROZEN', 'CSRF']));
    expect(codes('/api/insert/new_withdrawal', 'post', '422')).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(codes('/api/insert/new_withdrawal', 'post', '409')).toEqual(['WITHDRAWAL_RETRY']);
    expect(codes('/api/account/login', 'post', '401')).toEqual(['INVALID_CREDENTIALS']);
    expect(codes('/api/account/login', 'post', '429')).toEqual(['SIGN_IN_LOCKED']);
    expect(codes('/api/check-auth', 'get', '401')).toEqual(expect.arrayContaining(['UNAUTHENTICATED']));
    expect(codes('/api/kyc/files/{name}', 'get', '403')).toEqual(['FORBIDDEN', 'INSUFFICIENT_SCOPE', 'ACCOUNT_FROZEN']);
    expect(codes('/api/kyc/submit', 'post', '413')).toEqual(expect.arrayContaining(['FILE_TOO_LARGE']));
  });

  it('documents the optional Idempotency-Key header of the money calls once', () => {
    for (const path of ['/api/insert/new_withdrawal', '/api/insert/new_deposit', '/api/insert/finalize_investment']) {
      const headers = (doc.paths[path].post.parameters ?? []).filter((p) => p.in === 'header');
      expect(headers).toEqual([expect.objectContaining({ name: 'idempotency-key', required: false })]);
    }
  });

  it('describes each request body by its DTO: the same fields the validation accepts', () => {
    const classes = new Map<string, new () => object>();
    for (const module of [authInputs, contactInputs, depositInputs, investmentInputs, kycInputs, addressInputs, profileInputs, avatarForm, withdrawalInputs]) {
      for (const value of Object.values(module)) if (typeof value === 'function') classes.set(value.name, value as new () => object);
    }
    const problems: string[] = [];
    let checked = 0;
    for (const { path, op } of operations) {
      for (const content of Object.values(op.requestBody?.content ?? {})) {
        const name = content.schema.$ref?.split('/').pop();
        const type = name && classes.get(name);
        if (!type) {
          problems.push(`${path}: body ${name ?? 'inline'} is not a DTO class`);
          continue;
        }
        const validated = new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(type, '', true, false)
            .map((m) => m.propertyName),
        );
        const properties = resolve(content.schema).properties!;
        const documented = new Set(Object.keys(properties).filter((key) => properties[key].format !== 'binary'));
        const missing = [...validated].filter((key) => !documented.has(key));
        const extra = [...documented].filter((key) => !validated.has(key));
        if (missing.length || extra.length) problems.push(`${name}: undocumented ${missing.join(',') || '-'}; not accepted ${extra.join(',') || '-'}`);
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('declares security on every operation, as the guard enforces it', async () => {
    const problems: string[] = [];
    for (const { path, method, op } of operations) {
      if (!Array.isArray(op.security)) {
        problems.push(`${method} ${path}: no security`);
        continue;
      }
      const isPublic = op['x-public'] === true;
      if (isPublic && op.security.some((requirement) => 'bearer' in requirement)) problems.push(`${method} ${path}: public but takes a token`);
      if (!isPublic && !op.security.length) problems.push(`${method} ${path}: protected but declares no scheme`);
      // Without a session a protected path answers 401 before it reads anything; a public one never does.
      const url = t.baseUrl + path.replace(/\{[^}]+\}/g, 'x');
      const res = await fetch(url, {
        method: method.toUpperCase(),
        headers: method === 'get' ? {} : { 'content-type': 'application/json' },
        body: method === 'get' ? undefined : '{}',
      });
      if (isPublic === (res.status === 401)) problems.push(`${method} ${path}: documented ${isPublic ? 'public' : 'protected'}, answered ${res.status}`);
      const changes = method !== 'get' || path === '/api/account/logout' || path === '/api/upload/delete-avatar';
      const session = op.security.find((requirement) => 'session' in requirement);
      if (session && changes !== 'csrf' in session) problems.push(`${method} ${path}: CSRF ${changes ? 'missing' : 'not needed'}`);
      const bearer = op.security.some((requirement) => 'bearer' in requirement);
      if (bearer && op['x-api-token-scope'] !== (changes ? 'write' : path.includes('{name}') && !path.includes('avatars') ? 'admin:read' : 'read')) {
        problems.push(`${method} ${path}: scope ${op['x-api-token-scope']}`);
      }
    }
    expect(problems).toEqual([]);
    expect(doc.paths['/api/account/login'].post.security).toEqual([{ session: [], csrf: [] }]);
    expect(doc.paths['/api/fetch/fetch_plans'].get.security).toEqual([]);
    expect(doc.paths['/api/insert/new_withdrawal'].post.security).toEqual([{ session: [], csrf: [] }, { bearer: [] }]);
    expect(doc.paths['/api/check-auth'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/insert/send_change_email_otp'].post.security).toEqual([{ session: [], csrf: [] }]);
  });

  it('matches what a real API token may do: the documented bearer paths take it, session-only paths refuse it', async () => {
    const { client } = await createInvestor(t);
    await stepUp(client);
    const created = await client.gql<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "docs", scopes: [READ, WRITE]) { token } }`);
    expect(created.errors).toBeUndefined();
    const token = created.data!.createApiToken.token;
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = await fetch(`${t.baseUrl}/api/check-auth`, { headers: bearer });
    expect(read.status).toBe(200);
    const address = await fetch(`${t.baseUrl}/api/update/address`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ address1: '1 Main St', state: 'Lagos', country: 'Nigeria' }),
    });
    expect(address.status).toBe(200);
    const emailChange = await fetch(`${t.baseUrl}/api/insert/send_change_email_otp`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ new_email: 'a@b.co', confirm_email: 'a@b.co' }),
    });
    const refusal = (await emailChange.json()) as { code: string };
    expect(emailChange.status).toBe(403);
    expect(doc.paths['/api/insert/send_change_email_otp'].post.responses['403'].content!['application/json'].schema.allOf![1].properties!.code.enum).toContain(
      refusal.code,
    );
  });
});

describe('real answers match their documented schemas', () => {
  it('signed out, signed in, the money calls and the errors', async () => {
    const problems: string[] = [];
    const check = (label: string, body: unknown, schema: Schema) => problems.push(...conformance(body, schema).map((p) => `${label}: ${p}`));
    const anonymous = t.client();
    check('csrf-token', (await anonymous.get('/api/middleware/csrf-token')).body, successSchema('/api/middleware/csrf-token'));
    check('session', (await anonymous.get('/api/session')).body, successSchema('/api/session'));
    check('captcha', (await anonymous.get('/api/account/captcha')).body, successSchema('/api/account/captcha'));
    check('site_content', (await anonymous.get('/api/site_content')).body, successSchema('/api/site_content'));
    check('fetch_plans', (await anonymous.get('/api/fetch/fetch_plans')).body, successSchema('/api/fetch/fetch_plans'));

    const { client, email, user } = await createInvestor(t);
    const login = await client.login(email);
    check('login', login.body, successSchema('/api/account/login', 'post'));
    check('check-auth', (await client.get('/api/check-auth')).body, successSchema('/api/check-auth'));
    check('wallets', (await client.get('/api/fetch/wallets')).body, successSchema('/api/fetch/wallets'));

    const deposit = await submitDeposit(t, client, '1500.00');
    check(
      'deposit_reference',
      (await client.get(`/api/fetch/deposit_reference?reference_id=${deposit.referenceId}`)).body,
      successSchema('/api/fetch/deposit_reference'),
    );
    check(
      'check_deposit_eligibility',
      (await client.get(`/api/fetch/check_deposit_eligibility?reference_id=${deposit.referenceId}`)).body,
      successSchema('/api/fetch/check_deposit_eligibility'),
    );
    check('all_transactions', (await client.get('/api/fetch/all_transactions')).body, successSchema('/api/fetch/all_transactions'));
    check(
      'fetch_instant_trasaction',
      (await client.get(`/api/fetch/fetch_instant_trasaction?transactionid=${deposit.id}`)).body,
      successSchema('/api/fetch/fetch_instant_trasaction'),
    );

    await creditProfit(t, user.id, '300.00');
    const withdrawal = await client.post('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      amount: '100.00',
    });
    expect(withdrawal.status).toBe(200);
    check('new_withdrawal', withdrawal.body, successSchema('/api/insert/new_withdrawal', 'post'));
    // The documented example says what the call really answers.
    const example = (path: string) => doc.paths[path].post.responses['200'].content!['application/json'].example;
    expect(example('/api/insert/new_withdrawal')?.message).toBe((withdrawal.body as { message: string }).message);
    const address = await client.post('/api/update/address', { address1: '1 Main St', state: 'Lagos', country: 'Nigeria' });
    expect(example('/api/update/address')?.message).toBe((address.body as { message: string }).message);

    // Errors: each answer's code is among the ones documented for its path and status.
    const errors: Array<[string, string, { status: number; body: { code?: string } }]> = [
      ['/api/insert/new_withdrawal', 'post', await client.post('/api/insert/new_withdrawal', { coin_name: 'USDT', wallet_address: 'x', amount: '' })],
      [
        '/api/insert/new_withdrawal',
        'post',
        await client.post('/api/insert/new_withdrawal', { coin_name: 'USDT', wallet_address: 'x', amount: '1' }, { csrf: false }),
      ],
      [
        '/api/fetch/fetch_instant_trasaction',
        'get',
        await client.get('/api/fetch/fetch_instant_trasaction?transactionid=00000000-0000-4000-8000-000000000000'),
      ],
      ['/api/account/login', 'post', await anonymous.post('/api/account/login', { email, password: 'wrong password here' })],
      ['/api/check-auth', 'get', await anonymous.get('/api/check-auth')],
    ];
    for (const [path, method, res] of errors) {
      const response = doc.paths[path][method].responses[String(res.status)];
      const codes = response?.content?.['application/json'].schema.allOf?.[1].properties?.code.enum ?? [];
      if (!codes.includes(res.body.code)) problems.push(`${method} ${path}: answered ${res.status} ${res.body.code}, documented ${JSON.stringify(codes)}`);
      check(`${path} ${res.status}`, res.body, { $ref: '#/components/schemas/ErrorBody' });
    }
    expect(problems).toEqual([]);
  });
});

describe('a client generated with openapi-typescript', () => {
  let dir: string;
  beforeAll(async () => {
    if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(doc, null, 1));
    dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    // The generator's own command line (it is an ES module), as an integrator would run it.
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');
    execFileSync(process.execPath, [cli, join(dir, 'openapi.json'), '-o', join(dir, 'api.d.ts')], { stdio: 'pipe' });
    expect(readFileSync(join(dir, 'api.d.ts'), 'utf8')).toContain('"/api/insert/new_withdrawal"');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Type-checks one file against the generated `paths` with openapi-fetch's typed client; the diagnostics' texts. */
  function typeCheck(source: string): string[] {
    const file = join(dir, `calls-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      paths: { 'openapi-fetch': [join(dirname(require.resolve('openapi-fetch')), 'index.d.mts')] },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  const calls = (login: string, withdrawal: string, read: string) => `
    import createClient from 'openapi-fetch';
    import type { paths } from './api';
    const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });
    export async function run(): Promise<string[]> {
      const signIn = await api.POST('/api/account/login', { body: ${login} });
      const status: 'success' | 'two_factor_required' | undefined = signIn.data?.status;
      const withdrawal = await api.POST('/api/insert/new_withdrawal', {
        params: { header: { 'idempotency-key': 'k-1' } },
        body: ${withdrawal},
      });
      const id: string | undefined = withdrawal.data?.data.id;
      const code: string | undefined = withdrawal.error?.code;
      const me = await api.GET('/api/check-auth');
      const balance: string | undefined = me.data?.data.${read};
      const kyc: 'none' | 'pending' | 'approved' | 'rejected' | undefined = me.data?.data.kyc_status;
      return [String(status), String(id), String(code), String(balance), String(kyc)];
    }
  `;

  it('type-checks calls to sign-in, a withdrawal request and the balance read', () => {
    const diagnostics = typeCheck(
      calls(
        `{ email: 'jane@example.com', password: 'correct horse battery' }`,
        `{ coin_name: 'USDT', network: 'TRC20', wallet_address: 'T9y', amount: '100.00' }`,
        'withdrawable',
      ),
    );
    expect(diagnostics).toEqual([]);
  });

  it('refuses a wrong field name, a missing required field and a wrong response field', () => {
    const wrongBody = typeCheck(
      calls(`{ emial: 'jane@example.com', password: 'x' }`, `{ coin_name: 'USDT', wallet_address: 'T9y', amount: '1.00' }`, 'balance'),
    );
    expect(wrongBody.join('\n')).toMatch(/emial/);
    const missing = typeCheck(calls(`{ email: 'a@b.c', password: 'x' }`, `{ coin_name: 'USDT', amount: '1.00' }`, 'balance'));
    expect(missing.join('\n')).toMatch(/wallet_address/);
    const wrongRead = typeCheck(calls(`{ email: 'a@b.c', password: 'x' }`, `{ coin_name: 'USDT', wallet_address: 'T9y', amount: '1.00' }`, 'balanse'));
    expect(wrongRead.join('\n')).toMatch(/balanse/);
  });
});
