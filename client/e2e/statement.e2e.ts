// The statement downloads from the history page: this year's CSV and PDF in one click each, and a
// custom range; the CSV says its period and that it is in UTC, and its figures add up.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeDb, db, launchBrowser } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';

const COLUMNS = 'account,date_utc,type,description,reference,amount_usd,balance_after_usd';

/** Cents of a "-12.34" string, to add amounts without floating point. */
const cents = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return negative ? -value : value;
};

async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return file;
}

describe('statement download', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const now = new Date();
  const year = now.getUTCFullYear();
  const today = now.toISOString().slice(0, 10);

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const account = await createInvestor(context, 'statement');
    await signInByApi(context, account);
    // A movement to show: profit credited through the ledger's own function (as the server's test factory does).
    const { rows } = await db().query(`SELECT id FROM users WHERE email = $1`, [account.email]);
    await db().query(
      `SELECT ledger_post('test_credit', NULL, NULL, ARRAY[NULL, $1]::uuid[], ARRAY['profit_expense', 'profit'], ARRAY[-25.50, 25.50]::numeric[])`,
      [rows[0].id],
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it("downloads this year's statement as CSV from the history page: the header row first, then figures that add up", async () => {
    await page.goto('/user/transaction');
    // The page first loads its texts (the history namespace); expect.poll's one second is too short on a busy machine.
    await page.getByRole('heading', { name: 'Download statement' }).waitFor();
    const file = await download(page, `Download ${year} statement (CSV)`);
    expect(file.suggestedFilename()).toBe(`statement-${year}-01-01-to-${today}.csv`);
    // The first line is the header row a spreadsheet takes as column names; the period is in the file name.
    const [columns, ...rows] = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(columns).toBe(COLUMNS);
    const profit = rows.filter((row) => row.startsWith('profit,')).map((row) => row.split(','));
    expect(profit.map((cells) => cells[2])).toEqual(['opening_balance', 'test_credit', 'closing_balance']);
    const [opening, credit, closing] = profit;
    expect(credit.slice(5)).toEqual(['25.50', '25.50']);
    expect(cents(opening[6]) + cents(credit[5])).toBe(cents(closing[6]));
  });

  it("downloads this year's statement as a PDF, and a custom range", async () => {
    const pdf = await download(page, `Download ${year} statement (PDF)`);
    expect(pdf.suggestedFilename()).toBe(`statement-${year}-01-01-to-${today}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Custom range' }).click();
    await page.getByLabel('From (UTC)').fill(today);
    await page.getByLabel('To (UTC)').fill(today);
    const custom = await download(page, `Download ${today} to ${today} statement (CSV)`);
    expect(custom.suggestedFilename()).toBe(`statement-${today}-to-${today}.csv`);
    const [columns] = (await readFile((await custom.path())!, 'utf8')).split(/\r?\n/);
    expect(columns).toBe(COLUMNS);
  });
});
