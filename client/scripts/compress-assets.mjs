// Writes dist/assets/<file>.gz (gzip level 9) and <file>.br (brotli, best) beside every script,
// stylesheet and SVG of the build: the server sends them as they are (server/src/app/client-app.ts),
// smaller than compressing each answer on the fly at zlib's default level, and with no CPU spent
// per request. Runs last in `npm run build` (after prerender.mjs wrote the boot module).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist', 'assets');
let count = 0;
for (const name of readdirSync(assets)) {
  if (/\.(gz|br)$/.test(name)) rmSync(join(assets, name));
}
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const body = readFileSync(join(assets, name));
  // Below about 1 kB compression saves less than the header announcing it (the server's threshold too).
  if (body.length < 1024) continue;
  writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
  writeFileSync(
    join(assets, `${name}.br`),
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  count++;
}
console.log(`compressed ${count} assets (gzip 9, brotli 11)`);
