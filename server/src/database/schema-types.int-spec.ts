import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Client } from 'pg';
import { SCHEMA_TYPES_COMMAND, SCHEMA_TYPES_FILE, schemaTypesText } from '../../test/helpers/schema-types';

function urlFor(database: string): string {
  const url = new URL(process.env.TEST_PG_SERVER_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the test server's maintenance database (this test boots no app). */
async function onServer(statement: string): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The first line where two texts differ, for a message a reader can act on. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '(end of file)')}, database ${JSON.stringify(b[at] ?? '(end of file)')}`;
}

describe('src/database/schema-types.ts', () => {
  // A clone of the migrated template (introspecting the template itself would hold up other files' clones).
  const database = `t_${randomBytes(6).toString('hex')}`;
  beforeAll(() => onServer(`CREATE DATABASE ${database} TEMPLATE ${process.env.TEST_PG_TEMPLATE}`));
  afterAll(() => onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

  it(`is the migrated schema's table types (run \`${SCHEMA_TYPES_COMMAND}\` after adding a migration)`, async () => {
    const generated = await schemaTypesText(urlFor(database));
    const file = relative(process.cwd(), SCHEMA_TYPES_FILE);
    // A text column's CHECK (column IN (...)) list is its type (test/helpers/schema-types.ts reads the constraints).
    expect(generated).toContain(`status: 'draft' | 'pending' | 'active' | 'completed' | 'rejected' | 'cancelled';`);
    // `npm run db:types -w server` runs this test with SCHEMA_TYPES_WRITE=1: it writes the file instead.
    if (process.env.SCHEMA_TYPES_WRITE === '1') {
      writeFileSync(SCHEMA_TYPES_FILE, generated);
      console.log(`wrote ${file}`);
      return;
    }
    const committed = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
    if (committed !== generated) {
      throw new Error(
        `${file} does not match the migrated database (${firstDifference(committed, generated)}). Run \`${SCHEMA_TYPES_COMMAND}\` and commit the file.`,
      );
    }
  });
});
