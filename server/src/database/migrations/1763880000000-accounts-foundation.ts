import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsFoundation1763880000000 implements MigrationInterface {
  name = 'AccountsFoundation1763880000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "username" text NOT NULL,
        "fullname" text NOT NULL,
        "password_hash" text NOT NULL,
        "reg_id" text NOT NULL CHECK ("reg_id" ~ '^[0-9]+$'),
        "referral_id" text NOT NULL,
        "referred_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "avatar" text,
        "phone" text CHECK ("phone" ~ '^[0-9]+$'),
        "telegram" text,
        "gender" text CHECK ("gender" IN ('Male', 'Female', 'Others')),
        "date_of_birth" date,
        "country" text,
        "address1" text,
        "address2" text,
        "city" text,
        "state" text,
        "zipcode" text,
        "nationality" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);
    await q.query(`CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"))`);
    await q.query(`CREATE UNIQUE INDEX "users_reg_id_key" ON "users" ("reg_id")`);
    await q.query(`CREATE UNIQUE INDEX "users_referral_id_key" ON "users" ("referral_id")`);
    await q.query(`CREATE INDEX "users_referred_by_id_idx" ON "users" ("referred_by_id")`);

    // The table connect-pg-simple reads and writes; sessions live in Postgres so any instance serves any request.
    await q.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "sessions_expire_idx" ON "sessions" ("expire")`);

    await q.query(`
      CREATE TABLE "password_reset_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "token_hash" text NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" ("user_id")`);

    await q.query(`
      CREATE TABLE "contact_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "fullname" text NOT NULL,
        "email" text NOT NULL,
        "subject" text NOT NULL,
        "message" text NOT NULL,
        "ip" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE "mail_outbox" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "to" text NOT NULL,
        "reply_to" text,
        "subject" text NOT NULL,
        "text" text NOT NULL,
        "status" text NOT NULL DEFAULT 'stored' CHECK ("status" IN ('stored', 'sent', 'failed')),
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" ("to", "created_at")`);

    // Fixed-window counters shared by all instances (login and registration limits).
    await q.query(`
      CREATE TABLE "rate_limits" (
        "key" text PRIMARY KEY,
        "hits" integer NOT NULL,
        "window_started_at" timestamptz NOT NULL,
        "locked_until" timestamptz
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limits"`);
    await q.query(`DROP TABLE "mail_outbox"`);
    await q.query(`DROP TABLE "contact_messages"`);
    await q.query(`DROP TABLE "password_reset_tokens"`);
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "users"`);
  }
}
