import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { MailOutboxEntity } from './mail-outbox.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
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
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  latest(first: number, to?: string): Promise<MailOutboxEntity[]> {
    return this.outbox.find({
      where: to ? { to: to.trim().toLowerCase() } : {},
      order: { createdAt: 'DESC' },
      take: Math.min(Math.max(first, 1), 100),
    });
  }

  /**
   * Stores the message, then sends it over SMTP when configured. Outside production the server
   * log shows each message's recipient, subject and links, as a console mail backend does (the
   * demo's way to follow a reset link); in production logs name the recipient and subject only,
   * as links and codes in mail are secrets.
   */
  async send(message: MailMessage): Promise<void> {
    const row = await this.outbox.save(
      this.outbox.create({ to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo ?? null }),
    );
    if (this.config.isProduction) {
      this.logger.log(`mail ${this.transport ? 'sending' : 'stored in outbox'}: to=${message.to} subject="${message.subject}"`);
    } else {
      this.logger.log(consoleView(message));
    }
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...message });
      await this.outbox.update(row.id, { status: 'sent', sentAt: new Date() });
    } catch (error) {
      this.logger.error(`mail to ${message.to} failed: ${(error as Error).message}`);
      await this.outbox.update(row.id, { status: 'failed', error: (error as Error).message.slice(0, 500) });
    }
  }
}
