// Fails when src/gql/generated.ts is not what GraphQL Code Generator makes from the current
// schema and operations, so a stale file cannot be committed unnoticed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(clientDir, 'src/gql/generated.ts');
const require = createRequire(import.meta.url);
const cliPackage = require.resolve('@graphql-codegen/cli/package.json');
const cli = join(dirname(cliPackage), require(cliPackage).bin['graphql-codegen']);
const tempDir = mkdtempSync(join(tmpdir(), 'codegen-check-'));
const fresh = join(tempDir, 'generated.ts');

try {
  const result = spawnSync(process.execPath, [cli, '--config', 'codegen.ts', '--silent'], {
    cwd: clientDir,
    env: { ...process.env, CODEGEN_OUTPUT: fresh },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('codegen:check: GraphQL Code Generator failed.');
    process.exit(1);
  }
  if (!existsSync(committed)) {
    console.error('codegen:check: src/gql/generated.ts is missing. Run `npm run codegen -w client`.');
    process.exit(1);
  }
  if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
    console.error('codegen:check: src/gql/generated.ts is stale. Run `npm run codegen -w client` and commit the result.');
    process.exit(1);
  }
  console.log('codegen:check: src/gql/generated.ts is up to date.');
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
