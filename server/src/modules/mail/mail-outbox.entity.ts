import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every message the app sends; without SMTP_URL this table is the mailbox the demo and tests read. */
@Entity('mail_outbox')
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) to: string;
  @Column({ name: 'reply_to', type: 'text', nullable: true }) replyTo: string | null;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text', default: 'stored' }) status: 'stored' | 'sent' | 'failed';
  @Column({ type: 'text', nullable: true }) error: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
