import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API tokens (issue 15): a user's bearer credentials for the REST paths and GraphQL.
 * Only the SHA-256 of the token is kept (`token_hash`, looked up by equality); `hint` is its last
 * four characters, so the list can tell tokens apart without holding the secret. A revoked token
 * keeps its row (revoked_at) so a late request can be told "revoked" rather than "unknown".
 */
export class ApiTokens1764033000000 implements MigrationInterface {
  name = 'ApiTokens1764033000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "api_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 100),
        "scopes" text[] NOT NULL CHECK (cardinality("scopes") >= 1 AND "scopes" <@ ARRAY['read', 'write', 'admin:read', 'admin:write']::text[]),
        "token_hash" bytea NOT NULL UNIQUE CHECK (octet_length("token_hash") = 32),
        "hint" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        "expires_at" timestamptz,
        "revoked_at" timestamptz,
        CONSTRAINT "api_tokens_expiry_check" CHECK ("expires_at" IS NULL OR "expires_at" > "created_at")
      )`);
    await q.query(`CREATE INDEX "api_tokens_user_idx" ON "api_tokens" ("user_id", "created_at" DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_tokens"`);
  }
}
