// Starts the real production server once for the whole browser suite.
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailSink } from './mail-sink';
import { startServer } from './server';

export { E2E_ADMIN } from './server';

export default async function setup(project: TestProject) {
  // The server delivers mail over SMTP to the sink: tests read an emailed link or code there (the outbox shows them redacted).
  const mailDir = mkdtempSync(join(tmpdir(), 'invest-e2e-mail-'));
  const sink = await new MailSink(mailDir).start();
  const server = await startServer({ nodeEnv: 'production', smtpUrl: sink.url });
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    await server.stop();
    await sink.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Where the mail sink writes each delivered message (support/mail-sink.ts). */
    mailDir: string;
  }
}
