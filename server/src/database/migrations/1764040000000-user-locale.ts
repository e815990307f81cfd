import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's language (issue 18): the client follows it on every device, and mails and
 * statements are written in it. One of the ten languages of the client; English for the
 * accounts that existed before.
 */
export class UserLocale1764040000000 implements MigrationInterface {
  name = 'UserLocale1764040000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users" ADD COLUMN "locale" text NOT NULL DEFAULT 'en'
        CONSTRAINT "users_locale_check" CHECK ("locale" IN ('en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "locale"`);
  }
}
