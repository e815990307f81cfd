import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Role grants (issue 24), maker-checker: giving a user more power (investor → support or admin,
 * support → admin) is a request one admin makes and a different admin approves; a pending request
 * changes no role. It lapses after ROLE_GRANT_TTL_HOURS (the service's constant; `expires_at` is
 * stored). A user has at most one live pending request. The requester is never the user, the
 * approver never the requester nor the user. Decided rows never change again, none is deleted.
 */
export class RoleGrantRequests1764071000000 implements MigrationInterface {
  name = 'RoleGrantRequests1764071000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "role_grant_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "seq" bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "role" text NOT NULL CHECK ("role" IN ('support', 'admin')),
        "from_role" text NOT NULL CHECK ("from_role" IN ('investor', 'support')),
        "reason" text NOT NULL CHECK (char_length("reason") BETWEEN 1 AND 500),
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired')),
        "requested_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "decided_by" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
        "decided_at" timestamptz,
        "rejection_reason" text CHECK (char_length("rejection_reason") BETWEEN 1 AND 500),
        CONSTRAINT "role_grant_requests_grant_check" CHECK (("from_role", "role") IN (('investor', 'support'), ('investor', 'admin'), ('support', 'admin'))),
        CONSTRAINT "role_grant_requests_expiry_check" CHECK ("expires_at" > "requested_at"),
        CONSTRAINT "role_grant_requests_decided_check"
          CHECK (("status" IN ('approved', 'rejected')) = ("decided_by" IS NOT NULL) AND ("decided_by" IS NULL) = ("decided_at" IS NULL)),
        CONSTRAINT "role_grant_requests_rejection_check" CHECK (("status" = 'rejected') = ("rejection_reason" IS NOT NULL)),
        CONSTRAINT "role_grant_requests_maker_check" CHECK ("requested_by" <> "user_id"),
        CONSTRAINT "role_grant_requests_checker_check" CHECK ("status" <> 'approved' OR ("decided_by" <> "requested_by" AND "decided_by" <> "user_id"))
      )`);
    await q.query(`CREATE UNIQUE INDEX "role_grant_requests_one_pending_idx" ON "role_grant_requests" ("user_id") WHERE "status" = 'pending'`);
    await q.query(`CREATE INDEX "role_grant_requests_status_seq_idx" ON "role_grant_requests" ("status", "seq" DESC)`);
    await q.query(`CREATE INDEX "role_grant_requests_user_seq_idx" ON "role_grant_requests" ("user_id", "seq" DESC)`);
    // A decision is final: a decided row never changes, and no row is deleted.
    await q.query(`
      CREATE FUNCTION "role_grant_requests_final"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' OR OLD.status <> 'pending' THEN
          RAISE EXCEPTION 'role grant request % is % and cannot change', OLD.id, OLD.status USING ERRCODE = '42501';
        END IF;
        IF NEW.user_id <> OLD.user_id OR NEW.role <> OLD.role OR NEW.from_role <> OLD.from_role OR NEW.reason <> OLD.reason
           OR NEW.requested_by <> OLD.requested_by OR NEW.requested_at <> OLD.requested_at OR NEW.expires_at <> OLD.expires_at THEN
          RAISE EXCEPTION 'role grant request % can only be decided', OLD.id USING ERRCODE = '42501';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER "role_grant_requests_final" BEFORE UPDATE OR DELETE ON "role_grant_requests" FOR EACH ROW EXECUTE FUNCTION "role_grant_requests_final"()`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "role_grant_requests"`);
    await q.query(`DROP FUNCTION "role_grant_requests_final"`);
  }
}
