import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin can freeze an account (issue 14): while `frozen_at` is set the user cannot sign in or
 * move money. The reason and the admin are kept beside it; all three are set or cleared together.
 */
export class UserFreeze1764021000000 implements MigrationInterface {
  name = 'UserFreeze1764021000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "frozen_at" timestamptz,
        ADD COLUMN "frozen_reason" text,
        ADD COLUMN "frozen_by" uuid REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`
      ALTER TABLE "users" ADD CONSTRAINT "users_frozen_reason_check"
        CHECK (("frozen_at" IS NULL) = ("frozen_reason" IS NULL) AND ("frozen_reason" IS NULL OR char_length("frozen_reason") BETWEEN 1 AND 500))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_frozen_reason_check"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "frozen_by", DROP COLUMN "frozen_reason", DROP COLUMN "frozen_at"`);
  }
}
