import { MigrationInterface, QueryRunner } from 'typeorm';

/** The app clock's offset outside production, shared by every instance (one row at most). */
export class AppClock1763946000000 implements MigrationInterface {
  name = 'AppClock1763946000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "app_clock" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "offset_ms" bigint NOT NULL,
        "set_at" timestamptz NOT NULL DEFAULT now(),
        "set_by" uuid REFERENCES "users"("id")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "app_clock"`);
  }
}
