import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ type: 'text' }) fullname: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'text', nullable: true }) ip: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** When an admin marked it handled, and who (null: not yet). */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true }) handledAt: Date | null;
  @Column({ name: 'handled_by', type: 'uuid', nullable: true }) handledBy: string | null;
}
