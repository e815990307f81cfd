import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { SmtpStub } from '../../../test/helpers/smtp-stub';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { submitDeposit } from '../../../test/factories/money';
import type { ApiClient } from '../../../test/helpers/api-client';
import { delivered } from '../../../test/helpers/outbox';
import { PasswordResetService } from '../auth/password-reset.service';

describe('money mails over SMTP (pg-boss queue, real Postgres)', () => {
  describe('a local SMTP stub: retried with backoff, never lost', () => {
    let t: TestApp;
    let smtp: SmtpStub;
    let admin: ApiClient;
    const flaky = new Set<string>();
    const refused = new Set<string>();
    const down = new Set<string>();
    beforeAll(async () => {
      smtp = await new SmtpStub((to, attempt) => {
        if (flaky.has(to) && attempt === 1) return '451 4.3.0 Temporary local problem, try again';
        if (refused.has(to)) return '550 5.1.1 Mailbox unavailable';
        if (down.has(to)) return '451 4.3.0 Still down';
        return undefined;
      }).start();
      t = await bootApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '1' } });
      admin = (await createAdmin(t)).client;
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    it('retries after an SMTP failure: the row shows 2 attempts and sent, and the server got the message once', async () => {
      const { client, email } = await createInvestor(t);
      flaky.add(email);
      await submitDeposit(t, client, '750.00');
      const [row] = await delivered(t, email, 1, ['sent', 'dead']);
      expect(row).toMatchObject({ event: 'deposit.received', status: 'sent', attempts: 2 });
      expect(row.last_error).toContain('451');
      expect(smtp.dataAttempts(email)).toBe(2);
      const got = smtp.received.filter((m) => m.to.includes(email));
      expect(got).toHaveLength(1);
      expect(got[0].data).toContain('Subject: Deposit received: 750.00 USD');
    });

    it('gives up at once on a permanent refusal (5xx) and after the last retry on a lasting one; admins see both with their attempts', async () => {
      const gone = await createInvestor(t);
      const flakyForever = await createInvestor(t);
      refused.add(gone.email);
      down.add(flakyForever.email);
      await submitDeposit(t, gone.client, '510.00');
      await submitDeposit(t, flakyForever.client, '520.00');
      const [dead] = await delivered(t, gone.email, 1, ['sent', 'dead']);
      expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
      expect(dead.last_error).toContain('550');
      const [exhausted] = await delivered(t, flakyForever.email, 1, ['sent', 'dead'], 30_000);
      expect(exhausted).toMatchObject({ status: 'dead', attempts: 3 }); // the first try and MAIL_RETRY_LIMIT=2 retries
      expect(exhausted.last_error).toContain('451');
      expect(smtp.received.filter((m) => m.to.includes(gone.email) || m.to.includes(flakyForever.email))).toHaveLength(0);

      const res = await admin.gql<{ mailOutbox: Array<{ to: string; status: string; attempts: number; lastError: string }> }>(
        `{ mailOutbox(first: 50) { to status attempts lastError } }`,
      );
      expect(res.data!.mailOutbox.find((m) => m.to === gone.email)).toMatchObject({ status: 'dead', attempts: 1 });
      expect(res.data!.mailOutbox.find((m) => m.to === flakyForever.email)).toMatchObject({ status: 'dead', attempts: 3 });
    });

    it('keeps the direct path of account mails (sent at once over SMTP, one attempt)', async () => {
      const { email } = await createInvestor(t);
      const visitor = t.client();
      await visitor.fetchCsrf();
      await visitor.post('/api/account/forgot_password', { email });
      // Forgot-password answers first (the same time for every address), then makes the token and sends the mail.
      await t.app.get(PasswordResetService).settled();
      const { rows } = await t.db.query(`SELECT status, attempts, event FROM mail_outbox WHERE "to" = $1 AND subject = 'Reset your password'`, [email]);
      expect(rows).toEqual([{ status: 'sent', attempts: 1, event: null }]);
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    });
  });
});
