// Starts the real production server once for the whole browser suite.
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

export { E2E_ADMIN } from './server';

export default async function setup(project: TestProject) {
  const server = await startServer({ nodeEnv: 'production' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}
