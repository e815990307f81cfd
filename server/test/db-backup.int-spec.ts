import { spawn } from 'node:child_process';
import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BackupHeader, BackupWriter, readBackup } from '../src/database/backup-format';
import { clusterDirFor, livePostmaster, runningEmbeddedUrl, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { runMigrations } from '../src/database/migrate';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import { backupDatabase, BackupResult } from '../src/scripts/db-backup';
import { restoreDatabase } from '../src/scripts/db-restore';
import { approveDeposit, creditProfit, submitDeposit } from './factories/money';
import { createAdmin, createInvestor } from './factories/users';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

/** Every table of the app's schema: row count and a hash of its rows in a fixed order. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
      )
    ).rows;
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::text AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM public."${name}" x`,
      );
      out[name] = `${rows[0].n} rows ${rows[0].h}`;
    }
    const sequences = (
      await client.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
      )
    ).rows;
    for (const { name } of sequences) {
      const { rows } = await client.query(`SELECT last_value::text || '/' || is_called AS v FROM public."${name}"`);
      out[`sequence ${name}`] = rows[0].v;
    }
    return out;
  } finally {
    await client.end();
  }
}

async function ledgerReport(url: string) {
  const ds = new DataSource({ type: 'postgres', url, extra: { max: 1 } });
  await ds.initialize();
  try {
    return await verifyLedger(ds);
  } finally {
    await ds.destroy();
  }
}

/** Copies a backup file with its header and rows changed, written (and checksummed) as db:backup would. */
async function rewrite(file: string, out: string, change: { header?(h: BackupHeader): BackupHeader; rows?(table: string, text: string): string }) {
  const { header } = await readBackup(file);
  const writer = await BackupWriter.open(out, change.header ? change.header(structuredClone(header)) : header);
  let table = '';
  let text = '';
  await readBackup(file, {
    tableStart: async (t) => {
      table = t.name;
      text = '';
      await writer.startTable(t.name);
    },
    data: (chunk) => {
      text += chunk.toString('utf8');
    },
    tableEnd: async () => {
      const changed = change.rows ? change.rows(table, text) : text;
      if (changed) await writer.data(Buffer.from(changed));
      await writer.endTable();
    },
  });
  await writer.finish();
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Users, deposits (approved and pending), a withdrawal (requested and approved), an investment, profit. */
async function moveMoney(t: TestApp, admin: Awaited<ReturnType<typeof createAdmin>>['client'], amount: string) {
  const investor = await createInvestor(t);
  const { id } = await submitDeposit(t, investor.client, amount);
  expect((await approveDeposit(admin, id)).errors).toBeUndefined();
  await submitDeposit(t, investor.client, '600.00'); // stays pending
  await creditProfit(t, investor.user.id, '40.00');
  const w = await investor.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
    coin_name: 'USDT',
    network: 'TRC20',
    wallet_address: TRON,
    amount: '15.00',
  });
  expect(w.status).toBe(200);
  const approved = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "0x0123456789abcdef") { id status } }`, {
    id: w.body.data.id,
  });
  expect(approved.errors).toBeUndefined();
  await investor.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
    coin_name: 'USDT',
    network: 'TRC20',
    wallet_address: TRON,
    amount: '5.00',
  }); // stays pending (held)
  const selected = await investor.client.post('/api/update/plan_selected', { amount: '2000', uniqId: 'BASIC' });
  if (selected.status !== 200) throw new Error(JSON.stringify(selected.body));
  expect((await investor.client.post('/api/insert/finalize_investment', {})).status).toBe(200);
}

describe('npm run db:backup / db:restore (DATABASE_URL)', () => {
  let database: string;
  let url: string;
  let dir: string;
  let backup: BackupResult;
  let atBackup: Record<string, string>;
  const env = () => ({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dir }) as NodeJS.ProcessEnv;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'invest-backup-'));
    const t = await bootApp({ database });
    url = t.databaseUrl;
    try {
      const admin = (await createAdmin(t)).client;
      await moveMoney(t, admin, '2500.00');
      // The mails of those movements settle first (queued → stored, the relay's marks cleared):
      // the app's workers write them on their own time, and the snapshot below must be what the backup reads.
      for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
        const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued' OR job_pending`);
        if (rows[0].n === 0) break;
      }
      // Backed up while the app runs (one consistent snapshot), then changed after.
      atBackup = await snapshot(url);
      backup = await backupDatabase(env());
      await moveMoney(t, admin, '2200.00');
      await t.db.query(`UPDATE users SET fullname = 'Changed After Backup'`);
    } finally {
      await t.close();
    }
  }, 120_000);

  afterAll(async () => {
    await dropTestDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes every table of the schema, the migrations table included, to DATA_DIR/backups', async () => {
    expect(backup.file.startsWith(join(dir, 'backups', 'app-'))).toBe(true);
    expect(backup.bytes).toBeGreaterThan(0);
    const rows = Object.fromEntries(backup.tables.map((t) => [t.table, t.rows]));
    for (const table of ['migrations', 'users', 'transactions', 'investments', 'ledger_accounts', 'ledger_entries', 'ledger_postings'])
      expect(rows[table]).toBeGreaterThan(0);
    expect(Object.keys(rows).sort()).toEqual(
      Object.keys(atBackup)
        .filter((k) => !k.startsWith('sequence '))
        .sort(),
    );
    for (const table of backup.tables) expect(`${table.rows} rows`).toBe(atBackup[table.table].split(' ').slice(0, 2).join(' '));
    expect(backup.header.migrations.at(-1)?.name).toMatch(/\d{13}$/);
    expect(backup.header.serverVersion).toMatch(/^\d+/);
  });

  it('restores exactly the backed-up rows and sequences in one transaction; the ledger verifies', async () => {
    expect(await snapshot(url)).not.toEqual(atBackup);
    const result = await restoreDatabase(env(), backup.file);
    expect(await snapshot(url)).toEqual(atBackup);
    expect(result.ledger).toEqual({ ok: true, problems: [] });
    expect(result.migrationsRun).toEqual([]);
    expect(await ledgerReport(url)).toEqual({ ok: true, problems: [] });
    // The ledger's tamper guards are back in force after the load.
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await expect(client.query(`UPDATE ledger_accounts SET balance = balance + 1`)).rejects.toThrow(/only through ledger_post/);
    } finally {
      await client.end();
    }
  });

  it('runs the migrations this code has and the backup had not, after loading its rows', async () => {
    const guards = 'LedgerTamperGuards1763982000000';
    const older = join(dir, 'older.backup');
    await rewrite(backup.file, older, {
      header: (h) => ({ ...h, migrations: h.migrations.filter((m) => m.name !== guards) }),
      rows: (table, text) =>
        table === 'migrations'
          ? text
              .split('\n')
              .filter((line) => !line.includes(`\t${guards}`))
              .join('\n')
          : text,
    });
    const result = await restoreDatabase(env(), older);
    expect(result.migrationsRun).toEqual([guards]);
    expect(result.ledger).toEqual({ ok: true, problems: [] });
    await withClient(url, async (client) => {
      expect((await client.query(`SELECT 1 FROM migrations WHERE name = $1`, [guards])).rowCount).toBe(1);
      await expect(client.query(`UPDATE ledger_accounts SET balance = balance + 1`)).rejects.toThrow(/only through ledger_post/);
    });
    await restoreDatabase(env(), backup.file);
    expect(await snapshot(url)).toEqual(atBackup);
  });

  it('restores as a non-superuser owning the database (user triggers disabled table by table instead of the replica role)', async () => {
    const role = `backup_app_${Math.random().toString(36).slice(2, 8)}`;
    const other = await createTestDatabase();
    const serverUrl = process.env.TEST_PG_SERVER_URL!;
    await withClient(serverUrl, async (admin) => {
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'backup-test-pw' NOSUPERUSER NOCREATEDB NOCREATEROLE`);
      await admin.query(`ALTER DATABASE ${other} OWNER TO ${role}`);
      // The tamper-guard migration sets a custom parameter on functions: a non-superuser needs this grant (PostgreSQL 15+).
      await admin.query(`GRANT SET ON PARAMETER "ledger.posting" TO ${role}`);
    });
    const roleUrl = new URL(serverUrl);
    roleUrl.username = role;
    roleUrl.password = 'backup-test-pw';
    roleUrl.pathname = `/${other}`;
    try {
      const result = await restoreDatabase({ ...env(), DATABASE_URL: roleUrl.toString() }, backup.file);
      expect(result.triggers).toBe('disable-trigger');
      expect(result.ledger).toEqual({ ok: true, problems: [] });
      expect(await snapshot(roleUrl.toString())).toEqual(atBackup);
      await withClient(roleUrl.toString(), async (client) => {
        await expect(client.query(`UPDATE ledger_accounts SET balance = balance + 1`)).rejects.toThrow(/only through ledger_post/);
        expect((await client.query(`SELECT count(*)::int AS n FROM pg_trigger WHERE tgenabled = 'D'`)).rows[0].n).toBe(0);
      });
    } finally {
      await dropTestDatabase(other);
      await withClient(serverUrl, async (admin) => {
        await admin.query(`REVOKE SET ON PARAMETER "ledger.posting" FROM ${role}`);
        await admin.query(`DROP ROLE ${role}`);
      });
    }
  });

  describe('bad input is refused in one line and nothing changes', () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      before = await snapshot(url);
    });
    afterEach(async () => {
      expect(await snapshot(url)).toEqual(before);
    });

    const refused = async (file: string | undefined, pattern: RegExp) => {
      const error = await restoreDatabase(env(), file).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(pattern);
      expect(error?.message).not.toContain('\n');
    };

    it('a missing file, a folder, no file, a NUL in the path', async () => {
      await refused(join(dir, 'nope.backup'), /nope\.backup does not exist/);
      await refused(dir, /is not a file/);
      await refused(undefined, /^usage: npm run db:restore FILE/);
      await refused(`${backup.file}\0.x`, /NUL byte/);
    });

    it('a file that is not a backup (plain text, or gzip of something else)', async () => {
      writeFileSync(join(dir, 'notes.txt'), 'hello\n');
      await refused(join(dir, 'notes.txt'), /is not a db:backup file/);
      writeFileSync(join(dir, 'other.gz'), gzipSync('something else entirely'));
      await refused(join(dir, 'other.gz'), /is not a db:backup file/);
    });

    it('a truncated file', async () => {
      const bytes = readFileSync(backup.file);
      for (const keep of [Math.floor(bytes.length / 2), bytes.length - 3]) {
        writeFileSync(join(dir, 'cut.backup'), bytes.subarray(0, keep));
        await refused(join(dir, 'cut.backup'), /truncated/);
      }
    });

    it('a corrupted file: a flipped compressed byte, and altered rows recompressed', async () => {
      const bytes = Buffer.from(readFileSync(backup.file));
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      writeFileSync(join(dir, 'flipped.backup'), bytes);
      await refused(join(dir, 'flipped.backup'), /corrupted|truncated/);

      const plain = gunzipSync(readFileSync(backup.file));
      const at = plain.indexOf(Buffer.from('Changed After Backup')) >= 0 ? -1 : plain.indexOf(Buffer.from('@example.com'));
      expect(at).toBeGreaterThan(0);
      plain[at + 1] = 'X'.charCodeAt(0);
      writeFileSync(join(dir, 'altered.backup'), gzipSync(plain));
      await refused(join(dir, 'altered.backup'), /table users does not match its checksum/);
    });

    it('a backup made by a newer version (a migration this code does not know)', async () => {
      const newer = join(dir, 'newer.backup');
      await rewrite(backup.file, newer, {
        header: (h) => ({ ...h, migrations: [...h.migrations, { timestamp: '1999999999999', name: 'FromTheFuture1999999999999' }] }),
      });
      await refused(newer, /was made by a newer version of the app: its migration FromTheFuture1999999999999 is unknown to this code/);
    });

    it('while the app holds the lock on DATA_DIR', async () => {
      const app = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      try {
        writeFileSync(join(dir, 'app.pid'), `${app.pid}\n`);
        await refused(backup.file, new RegExp(`^the app \\(pid ${app.pid}\\) is running on DATA_DIR .*: stop it before restoring$`));
      } finally {
        app.kill();
        rmSync(join(dir, 'app.pid'), { force: true });
      }
    });

    it('while another session uses the database', async () => {
      const other = new Client({ connectionString: url, application_name: 'still-running-app' });
      await other.connect();
      try {
        await refused(backup.file, /in use by 1 other session\(s\) \(still-running-app \(pid \d+\)\): stop the app/);
      } finally {
        await other.end();
      }
    });
  });
});

describe('npm run db:backup / db:restore (embedded Postgres, app stopped)', () => {
  let dataDir: string;
  let port: number;
  const env = () => ({ NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }) as NodeJS.ProcessEnv;

  beforeAll(async () => {
    port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => done(free));
      });
    });
    dataDir = join(mkdtempSync(join(tmpdir(), 'invest-backup-embedded-')), 'data');
    // What a first `npm start` leaves: an initialised, migrated cluster under DATA_DIR, stopped.
    const embedded = await startEmbeddedPostgres(dataDir, port, 'app');
    try {
      await runMigrations(embedded.url);
    } finally {
      await embedded.stop();
    }
  }, 120_000);

  afterAll(() => {
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  it('starts the embedded Postgres for the backup and the restore and stops it after each', async () => {
    const url = runningEmbeddedUrl(dataDir, port, 'app');
    const backup = await backupDatabase(env());
    expect(backup.file.startsWith(join(dataDir, 'backups'))).toBe(true);
    expect(livePostmaster(clusterDirFor(dataDir))).toBeUndefined();
    expect(backup.header.serverVersion).toMatch(/^18\./);

    const embedded = await startEmbeddedPostgres(dataDir, port, 'app');
    let atBackup: Record<string, string>;
    try {
      atBackup = await snapshot(url);
      await withClient(url, (client) => client.query(`DELETE FROM plans`));
      expect(await snapshot(url)).not.toEqual(atBackup);
    } finally {
      await embedded.stop();
    }

    const result = await restoreDatabase(env(), backup.file);
    expect(result.ledger).toEqual({ ok: true, problems: [] });
    expect(livePostmaster(clusterDirFor(dataDir))).toBeUndefined();
    const again = await startEmbeddedPostgres(dataDir, port, 'app');
    try {
      expect(await snapshot(url)).toEqual(atBackup);
    } finally {
      await again.stop();
    }
  });
});
