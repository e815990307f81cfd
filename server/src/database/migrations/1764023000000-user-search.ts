import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's user search (`adminUsers`, issue 14) at 100,000 users and more: newest first in
 * cursor pages walks `users_created_idx`; a search term is a case-insensitive substring of the name,
 * email, username or account number, which one trigram index (pg_trgm, a trusted extension: the
 * database's owner may create it, no superuser) answers for terms of three characters and more.
 * The indexed expression is the one UserDirectoryService's statement writes (USER_SEARCH_TEXT);
 * chr(1) between the fields keeps a term from matching across two of them. Where the server lacks
 * pg_trgm the search still works, without the index (a sequential scan).
 */
export class UserSearch1764023000000 implements MigrationInterface {
  name = 'UserSearch1764023000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "users_created_idx" ON "users" ("created_at" DESC, "id" DESC)`);
    const available = (await q.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as unknown[];
    if (!available.length) return;
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE INDEX "users_search_trgm_idx" ON "users"
        USING gin (lower("fullname" || chr(1) || "email" || chr(1) || "username" || chr(1) || "reg_id") gin_trgm_ops)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "users_search_trgm_idx"`);
    await q.query(`DROP INDEX "users_created_idx"`);
  }
}
