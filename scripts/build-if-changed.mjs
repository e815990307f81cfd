// The build step of `npm start`: builds the client and the server only when their sources (or the
// lockfile) changed since the last build, recorded as a hash in <workspace>/dist/.build-stamp, and
// without type-checking (tests, `npm run build` and CI do that). Refuses (one line,
// exit 1) when the app already runs on this DATA_DIR, so a second start never rebuilds under it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files that never reach a build's output: tests (unit, integration, browser), their configs and
 * prose. A change to one of them does not make `npm start` rebuild.
 */
const NOT_BUILT = [
  /\.(spec|int-spec|test)\.[cm]?[jt]sx?$/,
  /^client\/e2e\//,
  /^server\/test\//,
  /^client\/vitest[^/]*$/,
  /^client\/src\/test\//,
  /^server\/jest\.config\.js$/,
  /\.md$/,
];

const dataDir = process.env.DATA_DIR ? (isAbsolute(process.env.DATA_DIR) ? process.env.DATA_DIR : resolve(root, process.env.DATA_DIR)) : join(root, '.data');
const holder = runningApp(join(dataDir, 'app.pid'));
if (holder) {
  console.error(`Failed to start: the app is already running on DATA_DIR ${dataDir} (pid ${holder}); stop it first or use another DATA_DIR`);
  process.exit(1);
}

const force = process.argv.includes('--force');
// The two workspaces build side by side (neither reads the other's output): the server's
// compile no longer waits for the client's bundles and prerender.
const builds = await Promise.all(
  [
    ['client', 'client/dist/.build-stamp'],
    ['server', 'server/dist/.build-stamp'],
  ].map(([workspace, stampFile]) => {
    const hash = sourcesHash(workspace);
    const stamp = join(root, stampFile);
    if (!force && hash && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
      console.log(`${workspace}: built and unchanged, not rebuilt`);
      return 0;
    }
    // The workspace's own build script without its type-check (tsc -b only checks; tsc -p emits
    // with --noCheck): the start path never type-checks, `npm run build`, tests and CI do.
    const script = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts.build;
    const command = script.replace(/^tsc -b && /, '').replace(/^tsc (-p \S+)/, 'tsc $1 --noCheck');
    console.log(`${workspace}: building (${command})`);
    const build = spawn('npm', ['exec', '-w', workspace, '-c', command], { cwd: root, stdio: 'inherit' });
    return new Promise((done) => {
      build.once('error', () => done(1));
      build.once('exit', (code) => {
        if (code === 0 && hash) writeFileSync(stamp, `${hash}\n`);
        done(code ?? 1);
      });
    });
  }),
);
const failed = builds.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);

/** Hash of the workspace's files (tracked or new, not ignored, not NOT_BUILT) plus the lockfile and root package.json; undefined without git. */
function sourcesHash(workspace) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', workspace, 'package-lock.json', 'package.json'], {
      cwd: root,
      maxBuffer: 64 << 20,
    }).toString();
  } catch {
    return undefined; // not a git checkout: always build
  }
  const files = listed
    .split('\0')
    .filter((file) => file && !NOT_BUILT.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('(missing)');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

function runningApp(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    try {
      if (!/node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) return undefined;
    } catch {
      // no /proc: trust the pid file
    }
    return pid;
  } catch (e) {
    return e?.code === 'EPERM' ? Number(readFileSync(file, 'utf8').trim()) : undefined;
  }
}
