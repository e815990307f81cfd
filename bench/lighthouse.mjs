// Lighthouse (npm `lighthouse`, mobile preset with its simulated slow 4G and 4x CPU slowdown)
// against the local production server, driving Debian's chromium.
//
//   npm run build            (once: this script builds nothing itself)
//   npm run bench:lighthouse [-- --runs 3 --paths /,/our_plans,/contact]
//
// Each page is measured `runs` times in a fresh browser; the median of each category is
// reported (Lighthouse scores vary from run to run). Exits 1 when a median is below the bars
// of issue 6: Performance 95, Accessibility 100, Best Practices 95, SEO 95.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const RUNS = Number(option('runs', 3));
const PATHS = option('paths', '/,/our_plans,/contact').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BARS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { base, stop } = await startServer({ ACCRUAL_CRON: 'off' });
let failed = false;
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${RUNS} run(s) per page, ${new Date().toISOString()}`,
  );
  for (const path of PATHS) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics = { fcp: [], lcp: [], tbt: [], cls: [], si: [] };
    let lastFailures = [];
    for (let run = 0; run < RUNS; run++) {
      const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
      try {
        const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
        metrics.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
        metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
        metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
        metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
        metrics.si.push(lhr.audits['speed-index'].numericValue);
        // What kept a category below 100, for the report.
        lastFailures = CATEGORIES.flatMap((c) =>
          lhr.categories[c].auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
            .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
        );
        if (process.env.LIGHTHOUSE_REPORT_DIR)
          writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${path.replace(/\W+/g, '_') || 'home'}-${run}.json`), result.report);
      } finally {
        await chrome.kill();
      }
    }
    const line = CATEGORIES.map((c) => `${c} ${median(scores[c])} [${scores[c].join(' ')}]`).join(', ');
    console.log(`\n${path}: ${line}`);
    console.log(
      `  median FCP ${Math.round(median(metrics.fcp))} ms, LCP ${Math.round(median(metrics.lcp))} ms, TBT ${Math.round(median(metrics.tbt))} ms, CLS ${median(metrics.cls).toFixed(3)}, Speed Index ${Math.round(median(metrics.si))} ms`,
    );
    if (lastFailures.length) console.log(`  below 100 in the last run: ${lastFailures.join('; ')}`);
    for (const c of CATEGORIES) if (median(scores[c]) < BARS[c]) failed = true;
  }
} finally {
  await stop();
}
if (failed) {
  console.log('\nBelow the bars (Performance 95, Accessibility 100, Best Practices 95, SEO 95).');
  process.exitCode = 1;
}
