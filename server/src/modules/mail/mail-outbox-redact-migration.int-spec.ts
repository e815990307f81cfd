import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { MailOutboxRedactSecrets1764070000000 } from '../../database/migrations/1764070000000-mail-outbox-redact-secrets';

describe('migration MailOutboxRedactSecrets (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('redacts the reset tokens and email-change codes of rows written before, and leaves other mail alone', async () => {
    const token = 'AbC-dEf_0123456789abcdefghijklmnopqrstuvwxyz';
    const rows = [
      ['reset@example.com', null, null, 'Reset your password', `Hello,\n\nOpen this link:\n\nhttps://x.test/account/reset_password?token=${token}\n\nBye\n`],
      ['code@example.com', null, null, 'Ihr Bestätigungscode: 123456', 'Hallo,\n\nCode:\n\n    123456\n\nGültig 15 Minuten.\n'],
      ['contact@example.com', 'visitor@example.com', null, 'Enquiry 123456', 'My order 123456, see https://shop.test/?token=keepme\n    654321\n'],
      ['money@example.com', null, 'deposit.approved', 'Deposit approved', 'Amount 123456.00\n    123456\n'],
    ];
    for (const [to, replyTo, event, subject, text] of rows) {
      await t.db.query(`INSERT INTO mail_outbox ("to", reply_to, event, subject, text) VALUES ($1, $2, $3, $4, $5)`, [to, replyTo, event, subject, text]);
    }
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new MailOutboxRedactSecrets1764070000000().up(runner);
    } finally {
      await runner.release();
    }
    const after = async (to: string) =>
      (await t.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = $1`, [to])).rows[0];
    expect((await after('reset@example.com')).text).toContain('https://x.test/account/reset_password?token=\u2022\u2022\u2022\u2022\n');
    expect((await after('reset@example.com')).text).not.toContain(token);
    expect(await after('code@example.com')).toEqual({
      subject: 'Ihr Bestätigungscode: \u2022\u2022\u2022\u2022\u2022\u2022',
      text: 'Hallo,\n\nCode:\n\n    \u2022\u2022\u2022\u2022\u2022\u2022\n\nGültig 15 Minuten.\n',
    });
    expect(await after('contact@example.com')).toEqual({ subject: 'Enquiry 123456', text: rows[2][4] });
    expect(await after('money@example.com')).toEqual({ subject: 'Deposit approved', text: rows[3][4] });
  });
});
