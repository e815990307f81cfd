import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor, createSupport, uniqueEmail } from '../../../test/factories/users';
import { resetTokenFor } from '../../../test/helpers/mailbox';
import { forgotPassword, OLD, ONE, PAGE, requestEmailChange } from '../../../test/helpers/account-mail';

// Its own file: nestjs-pino keeps the first app's log destination for the whole process, and this
// app's production log (LOG_FILE) is what is checked.
describe('support staff and the production log (issue 24)', () => {
  let t: TestApp;
  const logFile = join(mkdtempSync(join(tmpdir(), 'invest-mail-log-')), 'app.log');
  beforeAll(async () => {
    t = await bootApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FILE: logFile } });
  });
  afterAll(() => t.close());

  it('refuses support every outbox read (403): a support user cannot read a colleague’s reset mail at all', async () => {
    const victim = await createAdmin(t);
    await forgotPassword(t, victim.email);
    const { client: support } = await createSupport(t);
    const id = (await t.db.query<{ id: string }>(`SELECT id FROM mail_outbox WHERE "to" = $1`, [victim.email])).rows[0].id;
    for (const [query, variables] of [
      [PAGE, { first: 10 }],
      [ONE, { id }],
      [OLD, {}],
    ] as const) {
      const res = await support.gql(query, variables);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(res.data ?? null).toBeNull();
    }
  });

  it('names recipient and redacted subject in the production log, never the link or the code', async () => {
    const { client, email } = await createInvestor(t);
    await forgotPassword(t, email);
    const token = await resetTokenFor(t, email);
    const next = uniqueEmail('moved');
    const code = await requestEmailChange(t, client, next);
    const linesAbout = () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes(next));
    for (let i = 0; i < 50 && linesAbout().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(logFile, 'utf8')).not.toContain(token);
    const about = linesAbout();
    expect(about.length).toBeGreaterThan(0);
    for (const line of about) expect(line).not.toContain(code);
  });
});
