// The step after tsc in every server build (npm run build and npm start's build).
const { cpSync, existsSync, readdirSync, rmSync } = require('node:fs');
const { join, relative } = require('node:path');

// tsc copies no data files; the password list ships beside the compiled auth module.
cpSync('src/modules/auth/common-passwords.txt', 'dist/modules/auth/common-passwords.txt');

// tsc never removes what it emitted for a source that is gone (deleted, renamed, or an older
// checkout): such a file would still run, a migration above all (loaded by glob from dist).
const compiled = /\.(js|js\.map|d\.ts)$/;
for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = relative('dist', join(entry.parentPath ?? entry.path, entry.name));
  const source = compiled.test(file) ? file.replace(compiled, '.ts') : file;
  if (file === '.build-stamp' || existsSync(join('src', source))) continue;
  rmSync(join('dist', file));
  console.log(`removed dist/${file} (its source is gone)`);
}
