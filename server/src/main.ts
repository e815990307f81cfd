import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/env';
import { createApp, seed } from './create-app';
import { AppLock, portInUse } from './database/app-lock';
import { describeFailure, startEmbeddedPostgres, EmbeddedDatabase } from './database/embedded-postgres';
import { runMigrations } from './database/migrate';
import { databaseRecovery } from './database/recovery';
import { DEMO_ADMIN, DEMO_INVESTOR, DEMO_SUPPORT } from './database/seed/demo-seeder';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // One app per DATA_DIR and port: a second start leaves the running one and its database alone.
  const lock = AppLock.acquire(config.dataDir);
  if (!(lock instanceof AppLock)) {
    console.error(`Failed to start: the app is already running on DATA_DIR ${config.dataDir} (pid ${lock.heldBy}); stop it first or use another DATA_DIR`);
    process.exit(1);
  }
  if (await portInUse(config.port)) {
    lock.release();
    console.error(`Failed to start: port ${config.port} is already in use (is the app already running?); stop it or set PORT`);
    process.exit(1);
  }

  let embedded: EmbeddedDatabase | undefined;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping...`);
    const started = Date.now();
    // The app closes first (HTTP, jobs, listeners, pools), the database last, so no session is cut.
    await app?.close().catch((e) => console.error(`While stopping the app: ${describeFailure(e)}`));
    await embedded?.stop().catch((e) => console.error(`While stopping the embedded Postgres: ${describeFailure(e)}`));
    lock.release();
    console.log(`Stopped in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // Where a start's time goes (one line at the end), measured from the process start.
  const phases: string[] = [];
  let mark = 0;
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - mark) / 1000).toFixed(2)} s`);
    mark = now;
  };
  phase('node and imports');
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'app', (line) => console.log(line));
      // From now on a dead server (kill -9, crash) is restarted by the app, its parent.
      embedded.supervise(
        databaseRecovery,
        (line) => console.log(line),
        (line) => console.warn(line),
      );
      databaseUrl = embedded.url;
    }
    phase('database');
    // DDL and the migration lock's session belong on Postgres itself, past any transaction pooler.
    await runMigrations(config.databaseDirectUrl ?? databaseUrl);
    phase('migrations');
    app = await createApp(config, databaseUrl);
    phase('app');
    await seed(app);
    phase('seed');
    await app.listen(config.port);
    phase('listen');
  } catch (error) {
    await app?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    lock.release();
    throw error;
  }

  const lines = [`Investment platform running at ${config.publicUrl}  (GraphQL: ${config.publicUrl}/graphql, REST docs: ${config.publicUrl}/api/docs)`];
  lines.push(embedded ? `Database: embedded PostgreSQL, data in ${config.dataDir}` : 'Database: DATABASE_URL');
  lines.push(`Started in ${(performance.now() / 1000).toFixed(2)} s (${phases.join(', ')})`);
  if (config.demoSeed) {
    lines.push(`Demo investor: ${DEMO_INVESTOR.email} / ${DEMO_INVESTOR.password}`);
    lines.push(`Demo admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    lines.push(`Demo support:  ${DEMO_SUPPORT.email} / ${DEMO_SUPPORT.password} (reads the console, changes nothing)`);
  }
  if (!config.smtpUrl) {
    lines.push(
      `Mail: no SMTP_URL, messages are stored in the mail_outbox table (admins: the mailOutbox query)${config.isProduction ? '' : '; each is also printed to this log with its links'}`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`Failed to start: ${describeFailure(error)}`);
  process.exit(1);
});
