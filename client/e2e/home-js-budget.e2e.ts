import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser';

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'ja', 'pt', 'ru', 'zh-CN'];
const BUDGET_BYTES = 200 * 1024;
const QUIET_MS = 500;
const LINGER_MS = 3000;

/**
 * The JavaScript a visitor's browser downloads for Home until the network is idle, as it counts it:
 * the bytes over the wire (gzip asked for, headers included) of every script response
 * (bench/home-js.mjs measures the same, with a table per language).
 */
async function homeScriptBytes(browser: Browser, language: string): Promise<number> {
  const context = await browser.newContext({ locale: language, viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies([{ name: 'lang', value: language, url: baseUrl() }]);
    await context.addInitScript((lng) => globalThis.localStorage.setItem('language', lng), language);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    const inFlight = new Map<string, boolean>();
    const scripts = new Set<string>();
    let bytes = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
      inFlight.set(requestId, true);
      if (type === 'Script') scripts.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (inFlight.get(requestId) && scripts.has(requestId)) bytes += encodedDataLength;
      inFlight.set(requestId, false);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      inFlight.set(requestId, false);
      lastActivity = Date.now();
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    const quiet = () => [...inFlight.values()].every((busy) => !busy) && Date.now() - lastActivity >= QUIET_MS;
    for (;;) {
      while (!quiet()) await new Promise((resolve) => setTimeout(resolve, 25));
      const mark = lastActivity;
      await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
      if (lastActivity === mark) break;
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    return bytes;
  } finally {
    await context.close();
  }
}

describe("Home's JavaScript, as a visitor's browser downloads it", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('stays within 200 KB gzip until the network is idle, in every language', async () => {
    const sizes: Record<string, string> = {};
    for (const language of LANGUAGES) sizes[language] = ((await homeScriptBytes(browser, language)) / 1024).toFixed(1);
    const over = Object.entries(sizes).filter(([, kb]) => Number(kb) * 1024 > BUDGET_BYTES);
    expect(over, `KB per language: ${JSON.stringify(sizes)}`).toEqual([]);
  }, 300_000);
});
