import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { sqlExec } from '../../database/sql';

export interface AuditRecord {
  actorId: string | null;
  actorRole: 'user' | 'admin' | 'system';
  action: string;
  transactionId?: string | null;
  amount?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Who did what to money and when; the table refuses updates and deletes. The only writer of `audit_log`. */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, record: AuditRecord): Promise<void> {
    await sqlExec(
      manager,
      `INSERT INTO audit_log (actor_id, actor_role, action, transaction_id, amount, details, ip) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [record.actorId, record.actorRole, record.action, record.transactionId ?? null, record.amount ?? null, JSON.stringify(record.details ?? {}), record.ip ?? null],
    );
  }
}
