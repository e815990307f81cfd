import type { INestApplication } from '@nestjs/common';
import { MailMessage, MailService } from '../../src/modules/mail/mail.service';

/**
 * The test's stand-in for the recipients' mailboxes: every message of the direct path (account
 * mails, the contact form) as MailService.send got it, links and codes unredacted, which the
 * outbox no longer holds. bootApp records each app's messages from its start.
 */
const received = new WeakMap<INestApplication, MailMessage[]>();

export function recordMail(app: INestApplication): void {
  const mail = app.get(MailService);
  const messages: MailMessage[] = [];
  received.set(app, messages);
  const send = mail.send.bind(mail);
  // Recorded once the outbox row is written (or the send failed), so a test that found the mail finds its row too.
  mail.send = async (message: MailMessage) => {
    try {
      return await send(message);
    } finally {
      messages.push(message);
    }
  };
}

/** Every message sent to `to` so far, oldest first. */
export function mailsTo(t: { app: INestApplication }, to: string): MailMessage[] {
  return (received.get(t.app) ?? []).filter((m) => m.to === to);
}

/** The newest message to `to` (waiting up to `timeoutMs` for one, as a mail may go out after the answer). */
export async function lastMailTo(t: { app: INestApplication }, to: string, timeoutMs = 10_000): Promise<MailMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(t, to);
    if (mails.length) return mails[mails.length - 1];
    if (Date.now() > until) throw new Error(`no mail to ${to} in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reset token of the newest reset link mailed to `to`. */
export async function resetTokenFor(t: { app: INestApplication }, to: string): Promise<string> {
  const token = /reset_password\?token=([A-Za-z0-9_-]+)/.exec((await lastMailTo(t, to)).text)?.[1];
  if (!token) throw new Error(`the newest mail to ${to} has no reset link`);
  return token;
}
