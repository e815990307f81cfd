import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proof of liabilities (issue 30): each user's secret nonce, the snapshots, every level of each
 * snapshot's Merkle sum tree (packed: 40 bytes a node, the 32-byte digest then the value as a
 * uint64 big-endian, so a node's parent digest is SHA-256 of the two records side by side) and
 * each included user's parts (value and leaf position, in part order). Stored levels are kept
 * EXTERNAL (uncompressed TOAST), so a proof reads its siblings with substring() without loading a
 * whole level. A snapshot never changes once written: UPDATE and DELETE are refused.
 */
export class Liabilities1764095000000 implements MigrationInterface {
  name = 'Liabilities1764095000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "liabilities_nonces" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE RESTRICT,
        "nonce" bytea NOT NULL CHECK (octet_length("nonce") = 32),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "liabilities_snapshots" (
        "snapshot" integer PRIMARY KEY CHECK ("snapshot" >= 1),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "root_digest" bytea NOT NULL CHECK (octet_length("root_digest") = 32),
        "total_cents" bigint NOT NULL CHECK ("total_cents" >= 0),
        "user_count" integer NOT NULL CHECK ("user_count" >= 0),
        "leaf_count" integer NOT NULL CHECK ("leaf_count" >= 0),
        "height" integer NOT NULL CHECK ("height" >= 0),
        "origin" text NOT NULL CHECK ("origin" IN ('admin', 'schedule')),
        "created_by" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
        "build_ms" integer NOT NULL CHECK ("build_ms" >= 0)
      )`);
    await q.query(`
      CREATE TABLE "liabilities_tree_levels" (
        "snapshot" integer NOT NULL REFERENCES "liabilities_snapshots"("snapshot") ON DELETE RESTRICT,
        "level" integer NOT NULL CHECK ("level" >= 0),
        "node_count" integer NOT NULL CHECK ("node_count" >= 1),
        "nodes" bytea NOT NULL CHECK (octet_length("nodes") = 40 * "node_count"),
        PRIMARY KEY ("snapshot", "level")
      )`);
    await q.query(`ALTER TABLE "liabilities_tree_levels" ALTER COLUMN "nodes" SET STORAGE EXTERNAL`);
    await q.query(`
      CREATE TABLE "liabilities_user_parts" (
        "snapshot" integer NOT NULL REFERENCES "liabilities_snapshots"("snapshot") ON DELETE RESTRICT,
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "account" text NOT NULL,
        "liability_cents" bigint NOT NULL CHECK ("liability_cents" > 0),
        "part_values" bigint[] NOT NULL CHECK (cardinality("part_values") BETWEEN 1 AND 4),
        "leaf_positions" integer[] NOT NULL CHECK (cardinality("leaf_positions") = cardinality("part_values")),
        PRIMARY KEY ("snapshot", "user_id")
      )`);
    await q.query(`
      CREATE FUNCTION liabilities_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a liabilities snapshot is never changed (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    for (const table of ['liabilities_snapshots', 'liabilities_tree_levels', 'liabilities_user_parts']) {
      await q.query(`CREATE TRIGGER "${table}_immutable" BEFORE UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION liabilities_immutable()`);
    }
    await q.query(`CREATE TRIGGER "liabilities_nonces_immutable" BEFORE UPDATE OR DELETE ON "liabilities_nonces" FOR EACH ROW EXECUTE FUNCTION liabilities_immutable()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "liabilities_user_parts", "liabilities_tree_levels", "liabilities_snapshots", "liabilities_nonces"`);
    await q.query(`DROP FUNCTION liabilities_immutable()`);
  }
}
