import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { currentRequestId, REQUEST_ID_HEADER, withRequestId } from '../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlRows } from '../../database/sql';
import { MailOutboxEntity, OutboxStatus } from './mail-outbox.entity';

/** What storeMany answers of each row it stored. */
interface StoredMessageRow {
  to: string;
  subject: string;
  text: string;
  request_id: string | null;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * The one-time secrets written into subject or text (a reset token, an email-change code). The
   * recipient gets them; the outbox row, the console, the API, backups and the production log get
   * the message with each replaced by bullets (redactSecrets). Only the direct path (send) takes
   * them: a queued row is delivered from its stored text, which never holds a secret.
   */
  secrets?: string[];
}

/** What stands in for a secret where people other than the recipient read a message: a code keeps its length, a token shows four bullets. */
export function secretMask(secret: string): string {
  return '\u2022'.repeat(secret.length <= 8 ? secret.length : 4);
}

/** The message as stored and shown: every secret (longest first) replaced by its mask, and no secrets list. */
export function redactSecrets(message: MailMessage): MailMessage {
  const { secrets = [], ...rest } = message;
  const hide = (value: string) =>
    [...secrets]
      .filter((secret) => secret.length > 0)
      .sort((a, b) => b.length - a.length)
      .reduce((text, secret) => text.split(secret).join(secretMask(secret)), value);
  return { ...rest, subject: hide(rest.subject), text: hide(rest.text) };
}

/** What the development log shows of a message: recipient, subject and every link in it. */
export function consoleView(message: MailMessage): string {
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  return [`mail to=${message.to} subject="${message.subject}"`, ...links.map((link) => `  link: ${link}`)].join('\n');
}

@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
  ) {
    // A stalled server must not outlive the mail job's 5-minute expiry (pg-boss would start a
    // second attempt while the first may still deliver), nor keep a reset request waiting long.
    if (config.smtpUrl) this.transport = createTransport({ url: config.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  }

  latest(first: number): Promise<MailOutboxEntity[]> {
    return this.outbox.find({
      order: { createdAt: 'DESC' },
      take: Math.min(Math.max(first, 1), 100),
    });
  }

  /**
   * Stores the message, then sends it over SMTP when configured (one attempt, at once: the
   * contact form and account-security mails use this direct path; money mails go through the
   * retrying queue, see MailQueue). The outbox row keeps the message with its `secrets` redacted
   * (redactSecrets): the secrets exist only in this call's memory and in the mail handed to SMTP,
   * so nobody reading the outbox (console, API, a backup, a raw SELECT) can use them, and without
   * SMTP they reach nobody. Outside production the server log shows each message's recipient,
   * subject and links unredacted, as a console mail backend does (the demo's way to follow a reset
   * link: the developer's own terminal); in production logs name the recipient and the redacted
   * subject only.
   */
  async send(message: MailMessage): Promise<void> {
    const { secrets: _secrets, ...full } = message;
    const stored = redactSecrets(message);
    const row = await this.outbox.save(
      this.outbox.create({ to: stored.to, subject: stored.subject, text: stored.text, replyTo: stored.replyTo ?? null, requestId: currentRequestId() }),
    );
    this.logMessage(this.config.isProduction ? stored : full);
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...full });
      await this.outbox.update(row.id, { status: 'sent', attempts: 1, sentAt: new Date() });
    } catch (error) {
      this.logger.error(`mail to ${message.to} failed: ${(error as Error).message}`);
      await this.outbox.update(row.id, { status: 'failed', attempts: 1, lastError: errorText(error) });
    }
  }

  /**
   * One delivery attempt of a queued outbox row (the mail worker calls it after the row's
   * transaction committed). Without SMTP the row becomes `stored`. A failed attempt is counted
   * and its error kept (also once a retry succeeds): the row is `failed` and the caller gets the error to schedule a retry,
   * or `dead` when `lastTry` or when the server refused for good (SMTP 5xx). Rows already
   * delivered or given up are left alone, so a repeated job sends nothing twice.
   */
  async deliver(id: string, lastTry: boolean): Promise<{ status: OutboxStatus; error?: Error }> {
    const row = await this.outbox.findOneBy({ id });
    if (!row) return { status: 'dead' };
    if (row.status !== 'queued' && row.status !== 'failed') return { status: row.status };
    const attempts = row.attempts + 1;
    const message: MailMessage = { to: row.to, subject: row.subject, text: row.text, ...(row.replyTo ? { replyTo: row.replyTo } : {}) };
    // The request that queued it, in the mail's headers (so a bounce names it too).
    const headers = row.requestId ? { [REQUEST_ID_HEADER]: row.requestId } : undefined;
    if (!this.transport) {
      this.logMessage(message);
      await this.outbox.update(id, { status: 'stored', attempts });
      return { status: 'stored' };
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...message, headers });
      await this.outbox.update(id, { status: 'sent', attempts, sentAt: new Date() });
      this.logMessage(message);
      return { status: 'sent' };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const status: OutboxStatus = lastTry || (code !== undefined && code >= 500 && code < 600) ? 'dead' : 'failed';
      this.logger.error(`mail to ${row.to} attempt ${attempts} failed (${status === 'dead' ? 'giving up' : 'will retry'}): ${(error as Error).message}`);
      await this.outbox.update(id, { status, attempts, lastError: errorText(error) });
      return { status, error: error as Error };
    }
  }

  /** Whether messages go out over SMTP (SMTP_URL); without it the outbox is where they stay. */
  get sends(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Without SMTP, a batch of the worker's queued rows becomes `stored` in one statement (what
   * deliver does row by row, two statements each); rows already handled are left alone.
   */
  async storeMany(ids: string[]): Promise<void> {
    const rows = await sqlRows<StoredMessageRow>(
      this.outbox.manager,
      `UPDATE mail_outbox SET status = 'stored', attempts = attempts + 1
        WHERE id = ANY($1::uuid[]) AND status IN ('queued', 'failed')
       RETURNING "to", subject, text, request_id`,
      [ids],
    );
    for (const row of rows) withRequestId(row.request_id, () => this.logMessage(row));
  }

  private logMessage(message: MailMessage) {
    if (this.config.isProduction) {
      this.logger.log(`mail ${this.transport ? 'sending' : 'stored in outbox'}: to=${message.to} subject="${message.subject}"`);
    } else {
      this.logger.log(consoleView(message));
    }
  }
}

function errorText(error: unknown): string {
  return ((error as Error)?.message ?? String(error)).slice(0, 500);
}
