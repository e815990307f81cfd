import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * queued: waiting for the mail worker; stored: kept here only (no SMTP_URL); sent; failed: an
 * attempt failed and a retry is scheduled; dead: given up after the last retry or a permanent refusal.
 */
export type OutboxStatus = 'queued' | 'stored' | 'sent' | 'failed' | 'dead';

/** Every message the app sends; without SMTP_URL this table is the mailbox the demo and tests read. */
@Entity('mail_outbox')
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) to: string;
  @Column({ name: 'reply_to', type: 'text', nullable: true }) replyTo: string | null;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text', default: 'stored' }) status: OutboxStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  /** Money mails: the event (e.g. deposit.approved) and its transaction; null for other mail. */
  @Column({ type: 'text', nullable: true }) event: string | null;
  @Column({ name: 'transaction_id', type: 'uuid', nullable: true }) transactionId: string | null;
  /** The HTTP request that wrote the mail (X-Request-Id); null for background work. */
  @Column({ name: 'request_id', type: 'text', nullable: true }) requestId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
