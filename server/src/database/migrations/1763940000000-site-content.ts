import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site content operators edit without a release: one JSON value per key and language. The
 * initial content is not inserted here but on every start (`SiteContentSeeder`, insert-if-absent),
 * so a key or translation added later reaches existing databases without touching operator edits.
 */
export class SiteContent1763940000000 implements MigrationInterface {
  name = 'SiteContent1763940000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "site_content" (
        "key" text NOT NULL,
        "locale" text NOT NULL,
        "value" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        PRIMARY KEY ("key", "locale")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "site_content"`);
  }
}
