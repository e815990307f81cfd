import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles (issue 14): `investor`, `admin`, and `support`, staff who read everything in the console
 * and change nothing. `is_admin` stays and keeps meaning "full admin": a trigger keeps the two in
 * step whichever one a statement writes (the old writers of `is_admin` keep working), and a CHECK
 * makes sure they never disagree. Existing admins become `admin`, everyone else `investor`.
 */
export class UserRoles1764030000000 implements MigrationInterface {
  name = 'UserRoles1764030000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD COLUMN "role" text NOT NULL DEFAULT 'investor' CHECK ("role" IN ('investor', 'admin', 'support'))`);
    await q.query(`UPDATE "users" SET "role" = 'admin' WHERE "is_admin"`);
    await q.query(`
      CREATE FUNCTION "users_sync_role"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.is_admin AND NEW.role = 'investor' THEN NEW.role := 'admin'; END IF;
          IF NEW.role = 'admin' THEN NEW.is_admin := true; END IF;
        ELSIF NEW.role IS DISTINCT FROM OLD.role THEN
          NEW.is_admin := NEW.role = 'admin';
        ELSIF NEW.is_admin IS DISTINCT FROM OLD.is_admin THEN
          NEW.role := CASE WHEN NEW.is_admin THEN 'admin' ELSE 'investor' END;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "users_sync_role" BEFORE INSERT OR UPDATE OF "role", "is_admin" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_sync_role"()`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_is_admin_check" CHECK ("is_admin" = ("role" = 'admin'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_is_admin_check"`);
    await q.query(`DROP TRIGGER "users_sync_role" ON "users"`);
    await q.query(`DROP FUNCTION "users_sync_role"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "role"`);
  }
}
