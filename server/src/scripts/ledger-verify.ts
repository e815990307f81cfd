import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { ConfigError, loadConfig } from '../config/env';
import { runningEmbeddedUrl, startEmbeddedPostgres, EmbeddedDatabase } from '../database/embedded-postgres';
import type { CheckRow } from '../modules/ledger/ledger-checks';
import { verifyLedgerWith } from '../modules/ledger/ledger-verifier';

/**
 * `npm run ledger:verify`: checks the ledger invariants of DESIGN.md against DATABASE_DIRECT_URL
 * when set (past a pooler), else DATABASE_URL, or the embedded database under DATA_DIR (using the
 * running app's Postgres, or starting it briefly).
 * Exits 1 when any invariant is violated, listing each violation.
 */
async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  const given = config.databaseDirectUrl ?? config.databaseUrl;
  let url = given ?? runningEmbeddedUrl(config.dataDir, config.embeddedPgPort, 'app');
  let client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if (given || !existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) throw error;
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'app');
    url = embedded.url;
    client = new Client({ connectionString: url });
    await client.connect();
  }
  try {
    const report = await verifyLedgerWith((sql) => client.query<CheckRow>(sql).then((r) => r.rows));
    if (report.ok) {
      console.log('ledger OK: every invariant holds');
    } else {
      console.log(`ledger has ${report.problems.length} problem(s):`);
      for (const problem of report.problems) console.log(`- ${problem}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `ledger:verify failed: ${error.message}`);
  process.exit(2);
});
