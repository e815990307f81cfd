import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import type { KycDocumentType, KycStatus } from './kyc-status';

/**
 * One identity verification submission; never handed to clients (see toKycRequestModel). The
 * user's current status is mirrored on users.kyc_status in the same transaction, so loading the
 * signed-in user stays one query.
 */
@Entity('kyc_requests')
@Index('kyc_requests_one_open_key', { synchronize: false })
export class KycRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'document_type', type: 'text' })
  documentType: KycDocumentType;

  /** Stored file names under the upload dir's kyc/ folder (served to admins only). */
  @Column({ name: 'document_front', type: 'text' })
  documentFront: string;

  @Column({ name: 'document_back', type: 'text', nullable: true })
  documentBack: string | null;

  @Column({ type: 'text' })
  selfie: string;

  @Column({ type: 'text' })
  status: Exclude<KycStatus, KycStatus.NONE>;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;
}
