import { chromium, Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { inject } from 'vitest';

/** Flags for Debian's chromium on a machine with no outside network. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh browser context (own cookies) on `origin` whose console errors are collected so a test can fail on them.
 * `locale` sets the browser's language (navigator.languages and Accept-Language), as a visitor's own browser would.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  origin = baseUrl(),
  { locale }: { locale?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: origin, viewport, acceptDownloads: false, locale });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * Waits until React has taken over the page: a prerendered public page arrives as plain HTML and
 * its buttons, links and fields do nothing until hydration has attached their handlers. There only
 * the islands hydrate (components/island.tsx: the header, forms, the language picker...); the rest
 * stays HTML, its links plain links.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild) return false;
    const islands = [...root.querySelectorAll('[data-island]')];
    const scopes = root.dataset.prerendered && islands.length ? islands : [root];
    const controls = scopes.flatMap((scope) => [...scope.querySelectorAll('a, button, select, input, textarea')]);
    return controls.length > 0 && controls.every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
  });
}

let pool: pg.Pool | undefined;
/** The server's database, to read what a person would find in their mailbox. */
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
  return pool;
}

export async function closeDb() {
  await pool?.end();
  pool = undefined;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
