import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dual approval of large withdrawals: the first of two admins is recorded on the pending request
 * (`first_approved_by`, `first_approved_at`); the second, different admin completes it. The table
 * itself refuses a first approver who requested the withdrawal, or who is also the one who completed
 * it (a rejection by the first approver stays allowed: rejecting moves nothing to anyone's benefit).
 */
export class WithdrawalDualApproval1764022000000 implements MigrationInterface {
  name = 'WithdrawalDualApproval1764022000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transactions" ADD COLUMN "first_approved_by" uuid REFERENCES "users"("id"), ADD COLUMN "first_approved_at" timestamptz`);
    await q.query(`
      ALTER TABLE "transactions" ADD CONSTRAINT "transactions_first_approval_check" CHECK (
        "first_approved_by" IS NULL OR (
          "kind" = 'withdrawal'
          AND "first_approved_at" IS NOT NULL
          AND "first_approved_by" <> "user_id"
          AND ("status" <> 'completed' OR "decided_by" IS DISTINCT FROM "first_approved_by")
        )
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transactions" DROP CONSTRAINT "transactions_first_approval_check"`);
    await q.query(`ALTER TABLE "transactions" DROP COLUMN "first_approved_at", DROP COLUMN "first_approved_by"`);
  }
}
