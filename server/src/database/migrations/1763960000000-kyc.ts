import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity verification (KYC): one row per submission in kyc_requests, and the user's current
 * status mirrored on users so the per-request user load needs no join. At most one open
 * submission (pending or approved) per user, whatever arrives at once.
 */
export class Kyc1763960000000 implements MigrationInterface {
  name = 'Kyc1763960000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "kyc_status" text NOT NULL DEFAULT 'none' CHECK ("kyc_status" IN ('none', 'pending', 'approved', 'rejected')),
        ADD COLUMN "kyc_rejection_reason" text`);
    await q.query(`
      CREATE TABLE "kyc_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "document_type" text NOT NULL CHECK ("document_type" IN ('passport', 'national_id', 'driving_licence')),
        "document_front" text NOT NULL,
        "document_back" text,
        "selfie" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
        "rejection_reason" text CHECK (length("rejection_reason") <= 500),
        "submitted_at" timestamptz NOT NULL DEFAULT now(),
        "reviewed_at" timestamptz,
        "reviewed_by" uuid REFERENCES "users"("id"),
        CHECK (("status" = 'rejected') = ("rejection_reason" IS NOT NULL)),
        CHECK (("status" = 'pending') = ("reviewed_at" IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX "kyc_requests_one_open_key" ON "kyc_requests" ("user_id") WHERE "status" IN ('pending', 'approved')`);
    await q.query(`CREATE INDEX "kyc_requests_user_idx" ON "kyc_requests" ("user_id", "submitted_at" DESC)`);
    await q.query(`CREATE INDEX "kyc_requests_status_idx" ON "kyc_requests" ("status", "submitted_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "kyc_requests"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "kyc_rejection_reason", DROP COLUMN "kyc_status"`);
  }
}
