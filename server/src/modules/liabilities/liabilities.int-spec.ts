import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../../test/helpers/api-client';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';
import { balancesByKind } from '../ledger/ledger-accounts';
import { LedgerService, type UserAccountKind } from '../ledger/ledger.service';
import { toProofRecord, type LiabilitiesProofRecord } from './liabilities.model';
import { LiabilitiesService } from './liabilities.service';

const run = promisify(execFile);
const SCRIPT = resolve(__dirname, '../../../../scripts/verify-liabilities.mjs');
const CREATE = `mutation { createLiabilitiesSnapshot { snapshot rootDigest totalCents leafCount height createdAt } }`;

/** Runs the published verifier (node scripts/verify-liabilities.mjs proof.json [tree.json]): its exit code and output. */
async function verify(proof: unknown, tree?: string): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'liabilities-'));
  try {
    writeFileSync(join(dir, 'proof.json'), JSON.stringify(proof));
    const args = [SCRIPT, join(dir, 'proof.json')];
    if (tree !== undefined) {
      writeFileSync(join(dir, 'tree.json'), tree);
      args.push(join(dir, 'tree.json'));
    }
    const { stdout } = await run(process.execPath, args);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks many proofs in one process with the script's own exported functions. */
async function verifyAll(proofs: LiabilitiesProofRecord[], tree: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'liabilities-'));
  try {
    writeFileSync(join(dir, 'proofs.json'), JSON.stringify(proofs));
    writeFileSync(join(dir, 'tree.json'), tree);
    const code = `
      import { readFileSync } from 'node:fs';
      import { verifyProof, verifyTree } from ${JSON.stringify(SCRIPT)};
      const tree = JSON.parse(readFileSync(process.argv[1] + '/tree.json', 'utf8'));
      const out = JSON.parse(readFileSync(process.argv[1] + '/proofs.json', 'utf8')).map((proof) => {
        try { verifyTree(tree, proof, verifyProof(proof)); return 'ok'; } catch (error) { return error.message; }
      });
      console.log(JSON.stringify(out));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code, dir]);
    return JSON.parse(stdout) as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = (...parts: Buffer[]) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest();
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};

describe('proof of liabilities (issue 30, real Postgres, the published verifier script)', () => {
  let t: TestApp;
  let service: LiabilitiesService;
  let admin: ApiClient;
  let investor: ApiClient;
  let investorId: string;
  let investorRegId: string;
  const userIds: string[] = [];

  /** Credits `amount` to a user's account of `kind` with a test entry (the ledger's own post). */
  async function credit(userId: string, kind: UserAccountKind, amount: string) {
    const ledger = t.app.get(LedgerService);
    await t.app.get(DataSource).transaction((manager) =>
      ledger.post(manager, {
        kind: 'test_credit',
        postings: [
          { account: 'profit_expense', amount: `-${amount}` },
          { userId, account: kind, amount },
        ],
      }),
    );
  }

  beforeAll(async () => {
    t = await bootApp();
    service = t.app.get(LiabilitiesService);
    ({ client: admin } = await createAdmin(t));
    const signedIn = await createInvestor(t);
    investor = signedIn.client;
    investorId = signedIn.user.id;
    investorRegId = signedIn.user.reg_id;
    await credit(investorId, 'main', '1234.56');
    await credit(investorId, 'profit', '10.01');
    await credit(investorId, 'invested', '500.00');
    await credit(investorId, 'withdrawal_hold', '0.07');
    // Thirty more users straight in SQL, each with a balance somewhere, one at zero (left out).
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, username, fullname, password_hash, reg_id, referral_id)
       SELECT 'pol' || g || '@example.com', 'pol' || g, 'Pol ' || g, 'x', (2000000000 + g)::text, 'P' || g FROM generate_series(1, 31) g RETURNING id`,
    );
    const kinds: UserAccountKind[] = ['main', 'profit', 'invested', 'withdrawal_hold'];
    for (const [i, { id }] of rows.entries()) {
      userIds.push(id);
      if (i === 30) continue;
      await credit(id, kinds[i % 4], `${(i + 1) * 37}.${String(i % 100).padStart(2, '0')}`);
      if (i % 3 === 0) await credit(id, kinds[(i + 1) % 4], '0.01');
    }
  });

  afterAll(() => t?.close());

  it('is refused before the first snapshot, signed out, and to investors and support staff', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/liabilities/latest')).body).toMatchObject({ code: 'LIABILITIES_NO_SNAPSHOT' });
    expect((await investor.get('/api/liabilities/latest/proof')).status).toBe(404);
    expect((await anonymous.get('/api/liabilities/latest/proof')).status).toBe(401);
    const asInvestor = await investor.gql(CREATE);
    expect(asInvestor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { client: support } = await createSupport(t);
    expect((await support.gql(CREATE)).errors?.[0].extensions?.reason).toBe('SUPPORT_READ_ONLY');
    expect((await anonymous.gql(CREATE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM liabilities_snapshots`);
    expect(rows[0].n).toBe(0);
  });

  it("an admin's snapshot is audited, its total is the ledger's sum of user accounts, and every user's proof verifies with the tree", async () => {
    const created = await admin.gql<{ createLiabilitiesSnapshot: { snapshot: number; totalCents: string; leafCount: number; height: number } }>(CREATE);
    expect(created.errors).toBeUndefined();
    const snapshot = created.data!.createLiabilitiesSnapshot;
    expect(snapshot.snapshot).toBe(1);

    // The ledger owner's own read of the balances by kind: the users' four kinds together.
    const byKind = await balancesByKind(t.app.get(DataSource));
    const userRows = byKind.filter((row) => row.owner === 'user');
    for (const row of userRows) expect(row.balance).toMatch(/^\d+\.\d{2}$/);
    const userCents = userRows.reduce((sum, row) => sum + BigInt(row.balance.replace('.', '')), 0n);
    expect(BigInt(snapshot.totalCents)).toBe(userCents);
    expect(BigInt(snapshot.totalCents)).toBe(await ledgerSqlCents());

    const audit = await t.db.query(`SELECT actor_role, details FROM audit_log WHERE action = 'liabilities.snapshot_created'`);
    expect(audit.rows).toEqual([
      expect.objectContaining({ actor_role: 'admin', details: expect.objectContaining({ snapshot: 1, totalCents: snapshot.totalCents }) }),
    ]);

    const published = await t.client().get('/api/liabilities/1');
    expect(published.status).toBe(200);
    expect(Object.keys(published.body).sort()).toEqual(['created_at', 'height', 'leaf_count', 'root_digest', 'snapshot', 'total_cents']);
    expect(published.body).toMatchObject({ snapshot: 1, total_cents: snapshot.totalCents, leaf_count: snapshot.leafCount, height: snapshot.height });
    expect((await t.client().get('/api/liabilities/latest')).body).toEqual(published.body);

    const treeAnswer = await t.client().raw('/api/liabilities/1/tree');
    expect(treeAnswer.headers.get('content-type')).toMatch(/application\/json/);
    const tree = await treeAnswer.text();
    const levels = (JSON.parse(tree) as { levels: Array<Array<{ digest: string; value: string }>> }).levels;
    expect(levels.length).toBe(snapshot.height + 1);
    expect(levels[levels.length - 1]).toEqual([{ digest: published.body.root_digest, value: snapshot.totalCents }]);

    // Every included user: 30 SQL users with a balance and the signed-in investor; the user at zero is left out.
    const { rows: included } = await t.db.query<{ user_id: string }>(`SELECT user_id FROM liabilities_user_parts WHERE snapshot = 1`);
    expect(included.length).toBe(31);
    expect(included.map((row) => row.user_id)).not.toContain(userIds[30]);
    const proofs = await Promise.all(included.map(async ({ user_id }) => toProofRecord(await service.proofOf(user_id))));
    expect(await verifyAll(proofs, tree)).toEqual(proofs.map(() => 'ok'));
    expect(levels[0].length).toBe(proofs.reduce((n, proof) => n + proof.parts.length, 0) + (levels.length > 1 && snapshot.leafCount % 2 ? 1 : 0));
  });

  /** The ledger's sum of every user account, in cents, straight from SQL. */
  async function ledgerSqlCents(): Promise<bigint> {
    const { rows } = await t.db.query(`SELECT (COALESCE(sum(balance), 0) * 100)::bigint::text AS cents FROM ledger_accounts WHERE user_id IS NOT NULL`);
    return BigInt(rows[0].cents);
  }

  it("the signed-in user's proof over REST and GraphQL: their own account, nonce and liability, verified by the script with the tree", async () => {
    const answer = await investor.get<LiabilitiesProofRecord>('/api/liabilities/latest/proof');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const proof = answer.body;
    expect(proof).toMatchObject({ snapshot: 1, account: investorRegId, liability_cents: String(123456 + 1001 + 50000 + 7) });
    expect(proof.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.parts.length).toBeGreaterThanOrEqual(1);
    expect(proof.parts.length).toBeLessThanOrEqual(4);
    const tree = await (await t.client().raw('/api/liabilities/1/tree')).text();
    const checked = await verify(proof, tree);
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.out).toMatch(/^OK: 174464 cents of account/m);

    const gql = await investor.gql<{ myLiabilitiesProof: { account: string; nonce: string; liabilityCents: string; parts: Array<{ leafPosition: number }> } }>(
      `{ myLiabilitiesProof { snapshot account nonce liabilityCents rootDigest totalCents parts { index value leafPosition path { side digest value } } } }`,
    );
    expect(gql.data?.myLiabilitiesProof).toMatchObject({ account: investorRegId, nonce: proof.nonce, liabilityCents: proof.liability_cents });
    expect(gql.data!.myLiabilitiesProof.parts.map((part) => part.leafPosition)).toEqual(proof.parts.map((part) => part.leaf_position));
  });

  it('a tampered value, digest, side or nonce fails the script', async () => {
    const proof = (await investor.get<LiabilitiesProofRecord>('/api/liabilities/latest/proof')).body;
    // A one-leaf tree has no path to tamper with; the investor's parts always sit among 40+ leaves here.
    expect(proof.parts[0].path.length).toBeGreaterThan(0);
    const copy = (): LiabilitiesProofRecord => JSON.parse(JSON.stringify(proof)) as LiabilitiesProofRecord;
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

    const value = copy();
    value.parts[0].value = String(BigInt(value.parts[0].value) + 1n);
    value.liability_cents = String(BigInt(value.liability_cents) + 1n);
    const siblingValue = copy();
    siblingValue.parts[0].path[0].value = String(BigInt(siblingValue.parts[0].path[0].value) + 1n);
    const digest = copy();
    digest.parts[0].path[0].digest = flip(digest.parts[0].path[0].digest);
    const side = copy();
    side.parts[0].path[0].side = side.parts[0].path[0].side === 'L' ? 'R' : 'L';
    const nonce = copy();
    nonce.nonce = flip(nonce.nonce);
    const liability = copy();
    liability.liability_cents = String(BigInt(liability.liability_cents) - 1n);

    for (const [name, tampered, message] of [
      ['value', value, /not the root/],
      ['sibling value', siblingValue, /not the root/],
      ['digest', digest, /not the root/],
      ['side', side, /stands [LR], the proof says/],
      ['nonce', nonce, /not the root/],
      ['liability', liability, /not the liability/],
    ] as const) {
      const result = await verify(tampered);
      expect({ name, code: result.code }).toEqual({ name, code: 1 });
      expect(result.out).toMatch(message);
    }
    expect((await verify(proof)).code).toBe(0);
  });

  it('a negative or overflowing sibling value fails, even in a proof whose digests are consistent with it', async () => {
    // A forged one-step proof: the user's leaf and a sibling whose value is 2^63 (or negative), the
    // root computed over exactly those bytes. Only the value check stops it.
    const proof = (await investor.get<LiabilitiesProofRecord>('/api/liabilities/latest/proof')).body;
    const forge = (siblingValue: bigint, encoded: bigint): LiabilitiesProofRecord => {
      const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
      const key = sha256(Buffer.from(proof.nonce, 'hex'), u64(BigInt(proof.snapshot)), Buffer.from(proof.account, 'utf8'));
      const index = Buffer.alloc(4);
      const leafValue = BigInt(proof.liability_cents);
      const leaf = createHmac('sha256', key).update(u64(leafValue)).update(index).digest();
      const sibling = Buffer.alloc(32, 7);
      const root = sha256(leaf, u64(leafValue), sibling, u64(encoded));
      return {
        ...proof,
        parts: [{ index: 0, value: String(leafValue), leaf_position: 0, path: [{ side: 'R', digest: sibling.toString('hex'), value: String(siblingValue) }] }],
        root_digest: root.toString('hex'),
        total_cents: String(leafValue + siblingValue),
      };
    };
    const overflow = await verify(forge(2n ** 63n, 2n ** 63n));
    expect(overflow.code).toBe(1);
    expect(overflow.out).toMatch(/2\^63 or more/);
    const sumOverflow = await verify(forge(2n ** 63n - 1n, 2n ** 63n - 1n));
    expect(sumOverflow.code).toBe(1);
    expect(sumOverflow.out).toMatch(/2\^63/);
    // -v as two's complement: the total would be 0, hiding the user's balance.
    const negative = await verify(forge(-BigInt(proof.liability_cents), 2n ** 64n - BigInt(proof.liability_cents)));
    expect(negative.code).toBe(1);
    expect(negative.out).toMatch(/not a decimal string of non-negative cents/);
  });

  it('two snapshots give different leaves for the same balance; the nonce is made once', async () => {
    const first = (await investor.get<LiabilitiesProofRecord>('/api/liabilities/latest/proof')).body;
    const created = await admin.gql<{ createLiabilitiesSnapshot: { snapshot: number } }>(CREATE);
    expect(created.data?.createLiabilitiesSnapshot.snapshot).toBe(2);
    const second = (await investor.get<LiabilitiesProofRecord>('/api/liabilities/latest/proof')).body;
    expect(second).toMatchObject({ snapshot: 2, nonce: first.nonce, liability_cents: first.liability_cents });
    expect((await verify(second)).code).toBe(0);
    const leavesOf = async (s: number) =>
      new Set(
        (JSON.parse(await (await t.client().raw(`/api/liabilities/${s}/tree`)).text()) as { levels: Array<Array<{ digest: string }>> }).levels[0].map(
          (n) => n.digest,
        ),
      );
    const [one, two] = [await leavesOf(1), await leavesOf(2)];
    expect([...one].filter((digest) => two.has(digest))).toEqual([]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM liabilities_nonces WHERE user_id = $1`, [investorId]);
    expect(rows[0].n).toBe(1);
    const history = await t.client().gql<{ liabilitiesSnapshots: Array<{ snapshot: number }> }>(`{ liabilitiesSnapshots { snapshot rootDigest } }`);
    expect(history.data?.liabilitiesSnapshots.map((s) => s.snapshot)).toEqual([2, 1]);
    expect((await t.client().gql(`{ liabilitiesSnapshot(snapshot: 1) { snapshot totalCents } }`)).data).toMatchObject({ liabilitiesSnapshot: { snapshot: 1 } });
    expect((await t.client().gql(`{ liabilitiesSnapshot { snapshot } }`)).data).toEqual({ liabilitiesSnapshot: { snapshot: 2 } });
  });

  it('a user at zero gets LIABILITIES_NOT_INCLUDED; bad and unknown snapshot numbers are 400 and 404; snapshots cannot be changed', async () => {
    const { client: fresh } = await createInvestor(t);
    expect((await fresh.get('/api/liabilities/latest/proof')).body).toMatchObject({ code: 'LIABILITIES_NOT_INCLUDED' });
    const anonymous = t.client();
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect({ bad, ...(await anonymous.get(`/api/liabilities/${bad}`)) }).toMatchObject({ bad, status: 400, body: { code: 'LIABILITIES_INVALID_SNAPSHOT' } });
    }
    expect((await anonymous.get('/api/liabilities/77')).body).toMatchObject({ code: 'LIABILITIES_SNAPSHOT_NOT_FOUND' });
    expect((await anonymous.get('/api/liabilities/77/tree')).status).toBe(404);
    expect((await anonymous.gql(`{ liabilitiesSnapshot(snapshot: 0) { snapshot } }`)).errors?.[0].extensions?.reason).toBe('LIABILITIES_INVALID_SNAPSHOT');
    await expect(t.db.query(`UPDATE liabilities_snapshots SET total_cents = 0`)).rejects.toThrow(/never changed/);
    await expect(t.db.query(`DELETE FROM liabilities_user_parts`)).rejects.toThrow(/never changed/);
    await expect(t.db.query(`UPDATE liabilities_nonces SET nonce = nonce`)).rejects.toThrow(/never changed/);
  });

  it('two snapshots at once: one is taken, the other refused with LIABILITIES_SNAPSHOT_RUNNING', async () => {
    const results = await Promise.allSettled([service.createSnapshot({ kind: 'schedule' }), service.createSnapshot({ kind: 'schedule' })]);
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken.length).toBeGreaterThanOrEqual(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'LIABILITIES_SNAPSHOT_RUNNING' });
    }
    const { rows } = await t.db.query(`SELECT array_agg(snapshot ORDER BY snapshot) AS s FROM liabilities_snapshots`);
    expect(rows[0].s).toEqual([1, 2, 3, 4].slice(0, 2 + taken.length));
  });
});
