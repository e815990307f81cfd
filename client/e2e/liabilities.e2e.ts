import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { baseUrl, closeDb, db, launchBrowser } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';
import { gql } from './support/funding';

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, '../../scripts/verify-liabilities.mjs');

/** Credits the user's main balance straight in the ledger, as a balanced entry (the seed of bench/accrual.mjs does the same). */
async function credit(userId: string, amount: string) {
  await db().query(
    `DO $$ DECLARE e bigint; BEGIN
       PERFORM set_config('ledger.posting', 'on', true);
       INSERT INTO ledger_entries (kind) VALUES ('e2e_seed') RETURNING id INTO e;
       UPDATE ledger_accounts SET balance = balance + ${amount} WHERE user_id = '${userId}' AND kind = 'main';
       UPDATE ledger_accounts SET balance = balance - ${amount} WHERE user_id IS NULL AND kind = 'deposits_received';
       INSERT INTO ledger_postings (entry_id, account_id, amount)
         SELECT e, id, CASE WHEN user_id IS NULL THEN -${amount} ELSE ${amount} END FROM ledger_accounts
          WHERE (user_id = '${userId}' AND kind = 'main') OR (user_id IS NULL AND kind = 'deposits_received');
     END $$`,
  );
}

describe('proof of liabilities in the browser: Verify my balance (Web Crypto) and the public page', () => {
  let browser: Browser;
  let investor: BrowserContext;
  let page: Page;
  let snapshot: number;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    investor = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const account = await createInvestor(investor, 'pol');
    await signInByApi(investor, account);
    const me = (await (await investor.request.get('/api/check-auth')).json()) as { data: { id: string } };
    await credit(me.data.id, '1234.56');
    const admin = await browser.newContext({ baseURL: baseUrl() });
    await signInByApi(admin, E2E_ADMIN);
    snapshot = (await gql<{ createLiabilitiesSnapshot: { snapshot: number } }>(admin.request, 'mutation { createLiabilitiesSnapshot { snapshot } }'))
      .createLiabilitiesSnapshot.snapshot;
    await admin.close();
    page = await investor.newPage();
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
  });

  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('checks the proof step by step in the browser, asking the server nothing after the two downloads', async () => {
    await page.goto('/user/verify_balance');
    await page.getByRole('heading', { name: 'Verify my balance', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'What this proves' }).waitFor();
    await page.getByRole('heading', { name: 'What it does not prove' }).waitFor();
    expect(await page.getByRole('link', { name: 'Verify my balance' }).count()).toBeGreaterThan(0);

    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname === '/graphql') asked.push(url.pathname);
    });
    await page.getByRole('button', { name: 'Download and check my proof' }).click();
    const verdict = page.getByRole('status').filter({ hasText: /Your balance of \W?1,234\.56 USD\W? is counted in snapshot no\./ });
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain(`snapshot no. ${snapshot}`);
    expect(asked).toEqual(['/api/liabilities/latest/proof', `/api/liabilities/${snapshot}`]);

    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    const texts = await steps.allTextContents();
    expect(texts[0]).toContain('Your key for this snapshot');
    expect(texts.some((text) => /Part 1 of your balance, \W?[\d,.]+ USD\W?, is leaf no\. \d+/.test(text))).toBe(true);
    expect(texts.some((text) => /Your parts add up to your balance of \W?1,234\.56 USD/.test(text))).toBe(true);
    expect(texts.at(-1)).toContain(`the ones published for snapshot no. ${snapshot}`);
    expect(errors).toEqual([]);
  });

  it('saves proof.json, which the terminal script verifies with the downloaded tree', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save proof.json' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('proof.json');
    const dir = mkdtempSync(join(tmpdir(), 'pol-e2e-'));
    try {
      await file.saveAs(join(dir, 'proof.json'));
      writeFileSync(join(dir, 'tree.json'), await (await investor.request.get(`/api/liabilities/${snapshot}/tree`)).text());
      const { stdout } = await run(process.execPath, [SCRIPT, join(dir, 'proof.json'), join(dir, 'tree.json')]);
      expect(stdout).toMatch(/^OK: 123456 cents of account \d+ are counted in snapshot/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails, naming the step, when the downloaded proof has been tampered with', async () => {
    await page.route('**/api/liabilities/latest/proof', async (route) => {
      const proof = (await (await route.fetch()).json()) as { parts: Array<{ path: Array<{ digest: string }> }> };
      const step = proof.parts[0].path[0];
      step.digest = (step.digest[0] === '0' ? '1' : '0') + step.digest.slice(1);
      await route.fulfill({ json: proof });
    });
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('alert').filter({ hasText: 'The check failed' }).waitFor();
    await page.getByText('The path of part 1 does not lead to the root.').waitFor();
    await page.unroute('**/api/liabilities/latest/proof');
  });

  it('the public page shows the latest root, total and date, and the history; the footer links to it', async () => {
    const published = (await (await investor.request.get('/api/liabilities/latest')).json()) as { root_digest: string; snapshot: number };
    const visitor = await browser.newContext({ baseURL: baseUrl() });
    const open = await visitor.newPage();
    await open.goto('/');
    await open.getByRole('link', { name: 'Proof of liabilities' }).click();
    await open.waitForURL('**/proof_of_liabilities');
    await open.getByRole('heading', { name: `Latest snapshot: no. ${published.snapshot}` }).waitFor();
    await open.getByText(published.root_digest).waitFor();
    await open.getByText('Total owed to investors').first().waitFor();
    const rows = open.getByRole('table', { name: 'All snapshots' }).getByRole('row');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await visitor.close();
  });
});
