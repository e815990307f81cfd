import { GraphQLSchemaHost } from '@nestjs/graphql';
import { readFileSync } from 'node:fs';
import { buildSchemaText, printSchemaText, SCHEMA_FILE } from '../src/print-schema';
import { bootApp, TestApp } from './helpers/test-app';

describe('schema.graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('is the schema the running app serves (run `npm run schema:print` after changing the API)', async () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(printSchemaText(t.app.get(GraphQLSchemaHost).schema)).toBe(committed);
    expect(await buildSchemaText()).toBe(committed);
  });
});
