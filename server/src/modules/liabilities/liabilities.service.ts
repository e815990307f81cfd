import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { sqlOne, sqlRows, sqlExec, type TableRow } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { userLiabilities } from '../ledger/ledger-accounts';
import { UsersService } from '../users/users.service';
import { uniqueViolation } from '../users/users.errors';
import { LiabilitiesError, LiabilitiesErrorCode } from './liabilities.errors';
import {
  buildLevels,
  leafDigest,
  NODE_BYTES,
  nodeAt,
  packNodes,
  shuffle,
  siblingPositions,
  splitLiability,
  subNonce,
  type PathStep,
  type TreeNode,
} from './merkle-sum-tree';

/** A published snapshot, as `GET /api/liabilities/{s}` answers it. */
export interface LiabilitiesSnapshotView {
  snapshot: number;
  createdAt: Date;
  /** Lowercase hex. */
  rootDigest: string;
  /** Decimal string of cents. */
  totalCents: string;
  leafCount: number;
  /** Levels above the leaves (the length of every path). */
  height: number;
}

export interface LiabilitiesProofPart {
  index: number;
  value: string;
  leafPosition: number;
  path: PathStep[];
}

/** What one user needs to check that their balance is in the tree (`GET /api/liabilities/latest/proof`). */
export interface LiabilitiesProof {
  snapshot: number;
  account: string;
  /** The user's secret nonce, lowercase hex. */
  nonce: string;
  liabilityCents: string;
  parts: LiabilitiesProofPart[];
  rootDigest: string;
  totalCents: string;
}

/** Who took a snapshot: an admin (audited with their IP) or the schedule. */
export type SnapshotOrigin = { kind: 'admin'; adminId: string; ip: string | null } | { kind: 'schedule' };

type SnapshotRow = TableRow<'liabilities_snapshots'>;

/** One advisory lock for taking snapshots: two at once would both number theirs max + 1. */
const SNAPSHOT_LOCK = 30_0000_0001;
/** Rows of liabilities_user_parts per INSERT. */
const PARTS_BATCH = 20_000;
/** Nodes per read of a stored level while streaming the tree (about 0.3 MB of bytea, 0.9 MB of JSON). */
const TREE_CHUNK_NODES = 8192;
/** The most snapshots one history page lists. */
export const HISTORY_MAX = 100;

const toView = (row: SnapshotRow): LiabilitiesSnapshotView => ({
  snapshot: row.snapshot,
  createdAt: row.created_at,
  rootDigest: row.root_digest.toString('hex'),
  totalCents: row.total_cents,
  leafCount: row.leaf_count,
  height: row.height,
});

/**
 * Proof of liabilities (issue 30): snapshots of what the platform owes each user as a Merkle sum
 * tree (merkle-sum-tree.ts), the published roots and trees, and each user's proof. Owns
 * `liabilities_nonces`, `liabilities_snapshots`, `liabilities_tree_levels`, `liabilities_user_parts`.
 */
@Injectable()
export class LiabilitiesService {
  private readonly logger = new Logger(LiabilitiesService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Takes snapshot s = last + 1 in one REPEATABLE READ transaction: every balance, account number
   * and nonce is of the same moment, and the tree, the parts and the audit entry commit with it.
   */
  async createSnapshot(origin: SnapshotOrigin): Promise<LiabilitiesSnapshotView> {
    try {
      return await this.db.transaction('REPEATABLE READ', (manager) => this.takeSnapshot(manager, origin));
    } catch (error) {
      // A snapshot that began before another committed sees the old last number.
      if (uniqueViolation(error, 'liabilities_snapshots_pkey')) throw new LiabilitiesError(LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_RUNNING);
      throw error;
    }
  }

  private async takeSnapshot(manager: EntityManager, origin: SnapshotOrigin): Promise<LiabilitiesSnapshotView> {
    const started = performance.now();
    const lock = await sqlOne<{ locked: boolean }>(manager, `SELECT pg_try_advisory_xact_lock($1) AS locked`, [SNAPSHOT_LOCK]);
    if (!lock?.locked) throw new LiabilitiesError(LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_RUNNING);
    const next = await sqlOne<{ s: number }>(manager, `SELECT (COALESCE(max(snapshot), 0) + 1)::int AS s FROM liabilities_snapshots`);
    const snapshot = next!.s;

    const owed = await userLiabilities(manager);
    const ids = owed.map((row) => row.userId);
    const accounts = await this.users.accountNumbersOf(ids, manager);
    const nonces = await this.noncesFor(manager, ids);

    // Every part of every user, then shuffled: a leaf's position says nothing about whose it is.
    const leaves: Array<{ user: number; index: number; node: TreeNode }> = [];
    const partValues: bigint[][] = [];
    let total = 0n;
    owed.forEach((row, user) => {
      const cents = BigInt(row.cents);
      if (cents < 0n) throw new Error(`a negative liability for user ${row.userId}`);
      total += cents;
      const key = subNonce(nonces.get(row.userId)!, snapshot, accounts.get(row.userId)!);
      const parts = splitLiability(cents);
      partValues.push(parts);
      parts.forEach((value, index) => leaves.push({ user, index, node: { digest: leafDigest(key, value, index), value } }));
    });
    shuffle(leaves);
    // Each user's leaf positions, in part order.
    const positions: number[][] = partValues.map((parts) => new Array<number>(parts.length));
    leaves.forEach((leaf, position) => (positions[leaf.user][leaf.index] = position));
    const levels = buildLevels(snapshot, packNodes(leaves.map((leaf) => leaf.node)));
    const root = nodeAt(levels[levels.length - 1], 0);
    if (root.value !== total) throw new Error('the root does not sum to the total');

    const buildMs = Math.round(performance.now() - started);
    const row = await sqlOne<SnapshotRow>(
      manager,
      `INSERT INTO liabilities_snapshots (snapshot, root_digest, total_cents, user_count, leaf_count, height, origin, created_by, build_ms)
       VALUES ($1, decode($2, 'hex'), $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        snapshot,
        root.digest.toString('hex'),
        total.toString(),
        owed.length,
        leaves.length,
        levels.length - 1,
        origin.kind,
        origin.kind === 'admin' ? origin.adminId : null,
        buildMs,
      ],
    );
    for (const [level, nodes] of levels.entries()) {
      await sqlExec(manager, `INSERT INTO liabilities_tree_levels (snapshot, level, node_count, nodes) VALUES ($1, $2, $3, $4)`, [
        snapshot,
        level,
        nodes.length / NODE_BYTES,
        nodes,
      ]);
    }
    for (let from = 0; from < owed.length; from += PARTS_BATCH) {
      const batch = owed.slice(from, from + PARTS_BATCH);
      await sqlExec(
        manager,
        `INSERT INTO liabilities_user_parts (snapshot, user_id, account, liability_cents, part_values, leaf_positions)
         SELECT $1, r.user_id, r.account, r.cents, r.part_values::bigint[], r.leaf_positions::int[]
           FROM unnest($2::uuid[], $3::text[], $4::bigint[], $5::text[], $6::text[]) AS r(user_id, account, cents, part_values, leaf_positions)`,
        [
          snapshot,
          batch.map((owing) => owing.userId),
          batch.map((owing) => accounts.get(owing.userId)!),
          batch.map((owing) => owing.cents),
          batch.map((_, i) => `{${partValues[from + i].join(',')}}`),
          batch.map((_, i) => `{${positions[from + i].join(',')}}`),
        ],
      );
    }
    await this.audit.record(manager, {
      actorId: origin.kind === 'admin' ? origin.adminId : null,
      actorRole: origin.kind === 'admin' ? 'admin' : 'system',
      action: 'liabilities.snapshot_created',
      ip: origin.kind === 'admin' ? origin.ip : null,
      details: { snapshot, rootDigest: root.digest.toString('hex'), totalCents: total.toString(), users: owed.length, leaves: leaves.length },
    });
    this.logger.log(`liabilities snapshot ${snapshot}: ${owed.length} users, ${leaves.length} leaves, total ${total} cents, built in ${buildMs} ms`);
    return toView(row!);
  }

  /** Each user's nonce, creating (once, 32 random bytes) the ones not made yet. */
  private async noncesFor(manager: EntityManager, ids: string[]): Promise<Map<string, Buffer>> {
    const rows = await sqlRows<Pick<TableRow<'liabilities_nonces'>, 'user_id' | 'nonce'>>(
      manager,
      `SELECT user_id, nonce FROM liabilities_nonces WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );
    const nonces = new Map(rows.map((row) => [row.user_id, row.nonce]));
    const missing = ids.filter((id) => !nonces.has(id));
    for (const id of missing) nonces.set(id, randomBytes(32));
    if (missing.length) {
      await sqlExec(manager, `INSERT INTO liabilities_nonces (user_id, nonce) SELECT u, decode(n, 'hex') FROM unnest($1::uuid[], $2::text[]) AS r(u, n)`, [
        missing,
        missing.map((id) => nonces.get(id)!.toString('hex')),
      ]);
    }
    return nonces;
  }

  async latest(): Promise<LiabilitiesSnapshotView> {
    const row = await sqlOne<SnapshotRow>(this.db, `SELECT * FROM liabilities_snapshots ORDER BY snapshot DESC LIMIT 1`);
    if (!row) throw new LiabilitiesError(LiabilitiesErrorCode.LIABILITIES_NO_SNAPSHOT);
    return toView(row);
  }

  async get(snapshot: number): Promise<LiabilitiesSnapshotView> {
    const row = await sqlOne<SnapshotRow>(this.db, `SELECT * FROM liabilities_snapshots WHERE snapshot = $1`, [checkSnapshotNumber(snapshot)]);
    if (!row) throw new LiabilitiesError(LiabilitiesErrorCode.LIABILITIES_SNAPSHOT_NOT_FOUND);
    return toView(row);
  }

  /** The newest snapshots first. */
  async history(first = 20): Promise<LiabilitiesSnapshotView[]> {
    const limit = Math.min(Math.max(Math.trunc(first) || 1, 1), HISTORY_MAX);
    return (await sqlRows<SnapshotRow>(this.db, `SELECT * FROM liabilities_snapshots ORDER BY snapshot DESC LIMIT $1`, [limit])).map(toView);
  }

  /** The signed-in user's proof in the latest snapshot. */
  async proofOf(userId: string): Promise<LiabilitiesProof> {
    const latest = await this.latest();
    const parts = await sqlOne<{ account: string; liability_cents: string; part_values: string[]; leaf_positions: number[] }>(
      this.db,
      `SELECT account, liability_cents::text, part_values::text[] AS part_values, leaf_positions FROM liabilities_user_parts WHERE snapshot = $1 AND user_id = $2`,
      [latest.snapshot, userId],
    );
    if (!parts) throw new LiabilitiesError(LiabilitiesErrorCode.LIABILITIES_NOT_INCLUDED);
    const nonce = await sqlOne<{ nonce: Buffer }>(this.db, `SELECT nonce FROM liabilities_nonces WHERE user_id = $1`, [userId]);
    const steps = parts.leaf_positions.map((position) => siblingPositions(position, latest.height));
    const wanted = steps.flat();
    const siblings = await sqlRows<{ i: number; node: Buffer }>(
      this.db,
      `SELECT q.i, substring(l.nodes FROM q.idx * ${NODE_BYTES} + 1 FOR ${NODE_BYTES}) AS node
         FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS q(lvl, idx, i)
         JOIN liabilities_tree_levels l ON l.snapshot = $1 AND l.level = q.lvl`,
      [latest.snapshot, wanted.map((step) => step.level), wanted.map((step) => step.index)],
    );
    const byOrdinal = new Map(siblings.map((row) => [Number(row.i), nodeAt(row.node, 0)]));
    let ordinal = 0;
    return {
      snapshot: latest.snapshot,
      account: parts.account,
      nonce: nonce!.nonce.toString('hex'),
      liabilityCents: parts.liability_cents,
      parts: parts.part_values.map((value, index) => ({
        index,
        value,
        leafPosition: parts.leaf_positions[index],
        path: steps[index].map((step) => {
          ordinal += 1;
          const node = byOrdinal.get(ordinal);
          if (!node) throw new Error(`snapshot ${latest.snapshot} lacks node ${step.index} of level ${step.level}`);
          return { side: step.side, digest: node.digest.toString('hex'), value: node.value.toString() };
        }),
      })),
      rootDigest: latest.rootDigest,
      totalCents: latest.totalCents,
    };
  }

  /**
   * The whole tree of a snapshot as JSON text in pieces (`{"levels":[[{"digest","value"},...],...]}`,
   * the leaves first), read from the stored levels a chunk at a time so neither side holds it whole.
   */
  async *treeJson(snapshot: number): AsyncGenerator<string> {
    await this.get(snapshot);
    const levels = await sqlRows<{ level: number; node_count: number }>(
      this.db,
      `SELECT level, node_count FROM liabilities_tree_levels WHERE snapshot = $1 ORDER BY level`,
      [snapshot],
    );
    yield '{"levels":[';
    for (const { level, node_count: count } of levels) {
      yield level ? ',[' : '[';
      for (let from = 0; from < count; from += TREE_CHUNK_NODES) {
        const take = Math.min(TREE_CHUNK_NODES, count - from);
        const chunk = await sqlOne<{ nodes: Buffer }>(
          this.db,
          `SELECT substring(nodes FROM $3::int * ${NODE_BYTES} + 1 FOR $4::int * ${NODE_BYTES}) AS nodes FROM liabilities_tree_levels WHERE snapshot = $1 AND level = $2`,
          [snapshot, level, from, take],
        );
        const parts: string[] = [];
        for (let i = 0; i < take; i += 1) {
          const node = nodeAt(chunk!.nodes, i);
          parts.push(`{"digest":"${node.digest.toString('hex')}","value":"${node.value}"}`);
        }
        yield (from ? ',' : '') + parts.join(',');
      }
      yield ']';
    }
    yield ']}';
  }
}

/** A snapshot number from a caller: a positive integer that fits the column. */
export function checkSnapshotNumber(value: unknown): number {
  const text = String(value);
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2 ** 31 - 1) throw new LiabilitiesError(LiabilitiesErrorCode.LIABILITIES_INVALID_SNAPSHOT);
  return Number(text);
}
