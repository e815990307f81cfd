#!/usr/bin/env node
// The statement PDF of N movements (default 1,000) drawn in-process for users in en, zh-CN and ar:
// the events are made up (no database), the PDF goes to a counting sink. Prints per language the
// size, the time (wall and CPU: the machine may be shared) of the first PDF of the process (fonts
// loaded) and the medians of the next runs, and the process's RSS. Usage: node bench/statement-pdf.mjs [--movements 1000] [--runs 5] [--locales en,zh-CN,ar] [--module ./src/...]
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';

const require = createRequire(new URL('../server/package.json', import.meta.url));
require('ts-node').register({ transpileOnly: true, project: new URL('../server/tsconfig.json', import.meta.url).pathname });
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
// --module: another writer to compare with (a copy of an earlier statement-pdf.ts), relative to server/.
const { writeStatementPdf } = require(arg('module', './src/modules/statements/statement-pdf.ts'));
const movements = Number(arg('movements', 1000));
const runs = Number(arg('runs', 5));
const locales = arg('locales', 'en,zh-CN,ar').split(',');
const NAMES = { en: 'Ada Lovelace', 'zh-CN': '张伟', ja: '山田太郎', ar: 'محمد علي', ru: 'Иван Петров', hi: 'राहुल शर्मा' };

async function* events() {
  let balance = 0n;
  yield { kind: 'open', account: 'main', openingBalance: '0.00' };
  for (let i = 1; i <= movements; i++) {
    const cents = BigInt(10000 + (i % 900) * 100 + (i % 100));
    balance += cents;
    const money = (c) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    yield {
      kind: 'movement',
      account: 'main',
      movement: {
        date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        type: i % 3 ? 'deposit' : 'profit',
        description: i % 3 ? 'Deposit' : 'Profit - BASIC',
        reference: `BENCH${String(i).padStart(8, '0')}`,
        amount: money(cents),
        balanceAfter: money(balance),
      },
    };
  }
  const total = `${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`;
  yield {
    kind: 'close',
    summary: { account: 'main', openingBalance: '0.00', closingBalance: total, totalIn: total, totalOut: '0.00', movementCount: movements },
  };
  for (const account of ['profit', 'invested']) {
    yield { kind: 'open', account, openingBalance: '0.00' };
    yield { kind: 'close', summary: { account, openingBalance: '0.00', closingBalance: '0.00', totalIn: '0.00', totalOut: '0.00', movementCount: 0 } };
  }
}

async function once(locale) {
  let bytes = 0;
  const out = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const context = {
    owner: { id: 'bench', email: 'investor@example.com', fullName: NAMES[locale] ?? NAMES.en },
    range: { from: '2026-01-01', to: '2026-01-31' },
    generatedAt: new Date('2026-02-01T00:00:00Z'),
    locale,
  };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await writeStatementPdf(events(), context, out);
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, bytes };
}

for (const locale of locales) {
  const first = await once(locale);
  const next = [];
  for (let i = 0; i < runs; i++) next.push(await once(locale));
  const median = (key) =>
    next
      .map((r) => r[key])
      .sort((a, b) => a - b)
      [Math.floor(runs / 2)].toFixed(0);
  console.log(
    `${locale}: ${movements} movements, ${(first.bytes / 1024).toFixed(1)} KiB, first ${first.ms.toFixed(0)} ms (CPU ${first.cpuMs.toFixed(0)} ms), ` +
      `median of ${runs} next ${median('ms')} ms (CPU ${median('cpuMs')} ms), rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
  );
}
