import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/env';
import { createApp, seed } from './create-app';
import { startEmbeddedPostgres, EmbeddedDatabase } from './database/embedded-postgres';
import { runMigrations } from './database/migrate';
import { DEMO_ADMIN, DEMO_INVESTOR } from './database/seed/demo-seeder';

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

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'app');
    databaseUrl = embedded.url;
  }

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping...`);
    await app?.close().catch((e) => console.error(e));
    await embedded?.stop().catch((e) => console.error(e));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await runMigrations(databaseUrl);
  app = await createApp(config, databaseUrl);
  await seed(app);
  await app.listen(config.port);

  const lines = [`Investment platform running at ${config.publicUrl}  (GraphQL: ${config.publicUrl}/graphql, REST docs: ${config.publicUrl}/api/docs)`];
  lines.push(embedded ? `Database: embedded PostgreSQL, data in ${config.dataDir}` : 'Database: DATABASE_URL');
  if (config.demoSeed) {
    lines.push(`Demo investor: ${DEMO_INVESTOR.email} / ${DEMO_INVESTOR.password}`);
    lines.push(`Demo admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }
  if (!config.smtpUrl) {
    lines.push(
      `Mail: no SMTP_URL, messages are stored in the mail_outbox table (admins: the mailOutbox query)${config.isProduction ? '' : '; each is also printed to this log with its links'}`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
