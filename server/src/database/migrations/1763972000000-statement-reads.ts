import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statements name a capital return after the investments it closed, found through the audit row
 * the accrual writes for each (by transaction id). Postings are read through the existing
 * (account_id, created_at) index; no index is added to ledger_postings, whose writes stay as fast.
 */
export class StatementReads1763972000000 implements MigrationInterface {
  name = 'StatementReads1763972000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "audit_log_transaction_idx" ON "audit_log" ("transaction_id") WHERE "transaction_id" IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "audit_log_transaction_idx"`);
  }
}
