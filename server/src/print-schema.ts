import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config/paths';
import { GRAPHQL_RESOLVERS } from './graphql-resolvers';

export const SCHEMA_FILE = join(repoRoot(), 'schema.graphql');

export async function buildSchemaText(): Promise<string> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const schema = await app.get(GraphQLSchemaFactory).create(GRAPHQL_RESOLVERS);
  await app.close();
  return printSchemaText(schema);
}

export function printSchemaText(schema: Parameters<typeof printSchema>[0]): string {
  return `# Generated from the server's code-first types by \`npm run schema:print\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) {
  buildSchemaText().then((text) => {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`wrote ${SCHEMA_FILE}`);
  });
}
