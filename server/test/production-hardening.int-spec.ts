import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bootApp, TestApp } from './helpers/test-app';
import { resetTokenFor } from './helpers/mailbox';
import { getIntrospectionQuery } from 'graphql';
import { createAdmin, createInvestor, DEFAULT_PASSWORD, uniqueEmail } from './factories/users';

const STANDARD_INTROSPECTION = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true });

/** The app as it runs in production: JSON request logs without secrets, introspection for admins only. */
describe('production mode', () => {
  let t: TestApp;
  const logFile = join(mkdtempSync(join(tmpdir(), 'invest-logs-')), 'app.log');

  beforeAll(async () => {
    t = await bootApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FILE: logFile, DEMO_SEED: 'false' } });
  });
  afterAll(() => t.close());

  it('writes one JSON line per request and never a password, session id, CSRF token, reset token or mail body', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const csrf = await client.fetchCsrf();
    await client.register({ email, password: DEFAULT_PASSWORD });
    await client.login(email, DEFAULT_PASSWORD);
    const sid = client.cookies.get('sid')!;
    await client.get('/api/check-auth');
    const captcha = await client.get<{ question: string }>('/api/account/captcha');
    const [, a, b] = /What is (\d) \+ (\d)\?/.exec(captcha.body.question)!;
    const secretMessage = 'my private message body 4242';
    await client.post('/api/contact_us', { fullname: 'Ann', email, subject: 'Enquiry', message: secretMessage, captcha: String(+a + +b) });
    await client.post('/api/account/forgot_password', { email });
    const resetToken = await resetTokenFor(t, email);
    await client.post('/api/account/reset_password', { token: resetToken, password: 'another passphrase here' });

    const lines = readFileSync(logFile, 'utf8').trim().split('\n');
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const entry of requests) expect(entry).toMatchObject({ level: expect.any(Number), req: { method: expect.any(String), url: expect.any(String) } });
    const text = lines.join('\n');
    for (const secret of [DEFAULT_PASSWORD, 'another passphrase here', decodeURIComponent(sid), sid.split('.')[0], csrf, resetToken, secretMessage]) {
      expect(text).not.toContain(secret);
    }
  });

  it('lets only admins introspect the schema', async () => {
    const investor = t.client();
    await investor.fetchCsrf();
    const refused = await investor.gql(`{ __schema { queryType { name } } }`);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Schema introspection is available to console staff (admins and support) only.',
      extensions: { code: 'FORBIDDEN' },
    });
    const { client: admin } = await createAdmin(t);
    const allowed = await admin.gql<{ __schema: { queryType: { name: string } } }>(`{ __schema { queryType { name } } }`);
    expect(allowed.data?.__schema.queryType.name).toBe('Query');
  });

  it('answers the standard introspection query (what GraphiQL, Postman, Altair and codegen send) to admins only', async () => {
    const { client: admin } = await createAdmin(t);
    const schema = await admin.gql<{ __schema: { queryType: { name: string }; types: Array<{ name: string }> } }>(STANDARD_INTROSPECTION);
    expect(schema.errors).toBeUndefined();
    expect(schema.data?.__schema.types.map((type) => type.name)).toEqual(expect.arrayContaining(['User', 'Transaction', 'Money']));

    const { client: investor } = await createInvestor(t);
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    for (const client of [investor, anonymous]) {
      const refused = await client.gql(STANDARD_INTROSPECTION);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Schema introspection is available to console staff (admins and support) only.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('has no demo mailbox', async () => {
    const res = await t.client().get('/api/dev/mail');
    expect(res.status).toBe(404);
  });

  it('answers health with the database state', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', database: 'up' });
  });

  it('shows the configured support address on the site', async () => {
    const res = await t.client().get<{ company: { email: string } }>('/api/site_content');
    expect(res.body.company.email).toBe(t.config.supportEmail);
    expect(res.body.company.email).not.toMatch(/@localhost$/);
  });
});

/** A production start whose support address reaches no one stops before it opens anything, with one line saying why. */
describe('a production start without a real support address', () => {
  const start = (supportEmail?: string) => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      TS_NODE_SWC: 'true',
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-session-secret-0123456789-abcdefgh',
      TWO_FACTOR_KEY: '5a'.repeat(32),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'invest-support-')),
      PORT: '0',
    };
    if (supportEmail !== undefined) env.SUPPORT_EMAIL = supportEmail;
    return spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
      cwd: resolve(__dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
  };

  it.each([
    [undefined, 'Invalid configuration: SUPPORT_EMAIL is required in production (the support address shown on the site and where contact messages go)'],
    ['support@localhost', 'Invalid configuration: SUPPORT_EMAIL cannot be a localhost address in production, got "support@localhost"'],
  ])(
    'SUPPORT_EMAIL=%p: exits 1 with one line',
    (supportEmail, line) => {
      const run = start(supportEmail);
      expect({ status: run.status, stderr: run.stderr.trim().split('\n') }).toEqual({ status: 1, stderr: [line] });
    },
    90_000,
  );
});
