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

  /** Stores the message, then sends it over SMTP when configured. Logs name the recipient and subject only. */
  async send(message: MailMessage): Promise<void> {
    const row = await this.outbox.save(
      this.outbox.create({ to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo ?? null }),
    );
    if (!this.transport) {
      this.logger.log(`mail stored in outbox: to=${message.to} subject="${message.subject}"`);
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...message });
      await this.outbox.update(row.id, { status: 'sent', sentAt: new Date() });
    } catch (error) {
      this.logger.error(`mail to ${message.to} failed: ${(error as Error).message}`);
      await this.outbox.update(row.id, { status: 'failed', error: (error as Error).message.slice(0, 500) });
    }
  }
}
