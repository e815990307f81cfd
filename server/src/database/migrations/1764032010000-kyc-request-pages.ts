import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's KYC queue in cursor pages: (submitted_at, id) in order, overall and per status, so
 * the pending queue (oldest first) and the history (newest first) page at the same cost at any depth.
 * The per-status index replaces `kyc_requests_status_idx` (status, submitted_at).
 */
export class KycRequestPages1764032010000 implements MigrationInterface {
  name = 'KycRequestPages1764032010000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "kyc_requests_page_idx" ON "kyc_requests" ("submitted_at", "id")`);
    await q.query(`CREATE INDEX "kyc_requests_status_page_idx" ON "kyc_requests" ("status", "submitted_at", "id")`);
    await q.query(`DROP INDEX "kyc_requests_status_idx"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "kyc_requests_status_idx" ON "kyc_requests" ("status", "submitted_at")`);
    await q.query(`DROP INDEX "kyc_requests_status_page_idx"`);
    await q.query(`DROP INDEX "kyc_requests_page_idx"`);
  }
}
