import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlOne, type TableRow } from '../../database/sql';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import type { ClientInfo } from '../../common/actor';
import { AuditService } from '../audit/audit.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { ImageRules, StorageService } from '../storage/storage.service';
import { UsersService } from '../users/users.service';
import { KycError, KycErrorCode, KYC_MAX_FILE_MB } from './kyc.errors';
import { KYC_DOCUMENT_TYPES, KycDocumentType, KycStatus } from './kyc-status';

/** Identity documents must stay legible: a larger side than avatars, the same size limit as screenshots. */
export const KYC_IMAGE_RULES: ImageRules = { maxBytes: KYC_MAX_FILE_MB * 1024 * 1024, maxSide: 2400 };

export interface KycFiles {
  front?: Buffer;
  back?: Buffer;
  selfie?: Buffer;
}

export function parseDocumentType(value: unknown): KycDocumentType {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!KYC_DOCUMENT_TYPES.includes(text)) throw new KycError(KycErrorCode.INVALID_DOCUMENT_TYPE);
  return text as KycDocumentType;
}

function isOneOpenViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === 'kyc_requests_one_open_key';
}

/** The investor's side of KYC: submitting documents, and the withdrawal threshold that needs an approved one. */
@Injectable()
export class KycService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly activity: ActivityService,
    private readonly webhooks: WebhookEvents,
  ) {}

  /** Withdrawals above this amount (USD) need an approved KYC. */
  get threshold(): Decimal {
    return new Decimal(this.config.kycRequiredAboveUsd);
  }

  /** How many submissions wait for an admin's decision (the console's overview). */
  async pendingCount(): Promise<number> {
    const row = await sqlOne<{ pending: number }>(this.db, `SELECT count(*)::int AS pending FROM kyc_requests WHERE status = 'pending'`);
    return row?.pending ?? 0;
  }

  /**
   * A new submission, pending until an admin decides. Refused while one is pending or after one
   * was approved; after a rejection the user may try again. Images are decoded and re-encoded
   * before anything is written, and removed again when the submission is refused.
   */
  async submit(userId: string, documentTypeInput: unknown, files: KycFiles, client: ClientInfo): Promise<void> {
    const documentType = parseDocumentType(documentTypeInput);
    if (!files.front?.length) throw new KycError(KycErrorCode.DOCUMENT_FRONT_MISSING);
    if (!files.selfie?.length) throw new KycError(KycErrorCode.SELFIE_MISSING);
    // Cheap check first, so a refused submission costs no image decoding.
    await this.assertCanSubmit(this.db.manager, userId);

    const stored: string[] = [];
    const save = async (bytes: Buffer) => {
      const name = await this.storage.saveImage('kyc', bytes, KYC_IMAGE_RULES);
      stored.push(name);
      return name;
    };
    try {
      const front = await save(files.front);
      const back = files.back?.length ? await save(files.back) : null;
      const selfie = await save(files.selfie);
      await this.db.transaction(async (manager) => {
        const row = await sqlOne<Pick<TableRow<'kyc_requests'>, 'id'>>(
          manager,
          `INSERT INTO kyc_requests (user_id, document_type, document_front, document_back, selfie) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [userId, documentType, front, back, selfie],
        );
        await this.users.setKycStatus(manager, userId, KycStatus.PENDING, null);
        await this.audit.record(manager, {
          actorId: userId,
          actorRole: 'user',
          action: 'kyc.submitted',
          details: { userId, requestId: row?.id, documentType, before: null, after: { status: KycStatus.PENDING } },
          ip: client.ip,
        });
        await this.activity.record(userId, ActivityKind.KYC_SUBMITTED, client, manager);
        await this.webhooks.emit(manager, 'kyc.submitted', { id: row?.id ?? null, userId, documentType });
      });
    } catch (error) {
      await Promise.all(stored.map((name) => this.storage.remove('kyc', name)));
      // Two submissions at once: the unique index lets one through; the other is told why.
      if (isOneOpenViolation(error)) await this.assertCanSubmit(this.db.manager, userId);
      if (isOneOpenViolation(error)) throw new KycError(KycErrorCode.KYC_PENDING);
      throw error;
    }
  }

  /** Throws KYC_REQUIRED when the amount is above the threshold and the user has no approved KYC. */
  async assertWithdrawalAllowed(userId: string, amount: Decimal): Promise<void> {
    if (amount.lte(this.threshold)) return;
    const approved = await sqlOne<{ one: number }>(this.db, `SELECT 1 AS one FROM kyc_requests WHERE user_id = $1 AND status = 'approved' LIMIT 1`, [userId]);
    if (approved) return;
    throw new KycError(
      KycErrorCode.KYC_REQUIRED,
      `Withdrawals above ${this.threshold.toFixed(2)} USD need a verified identity. Complete KYC verification on the Security page first.`,
    );
  }

  private async assertCanSubmit(manager: EntityManager, userId: string): Promise<void> {
    const open = await sqlOne<{ status: KycStatus }>(
      manager,
      `SELECT status FROM kyc_requests WHERE user_id = $1 AND status IN ('pending', 'approved') LIMIT 1`,
      [userId],
    );
    if (open?.status === KycStatus.APPROVED) throw new KycError(KycErrorCode.KYC_ALREADY_APPROVED);
    if (open) throw new KycError(KycErrorCode.KYC_PENDING);
  }
}
