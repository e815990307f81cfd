// The console's tables and the site content editor (issue 28): at 1280 px no row's sticky actions
// cell covers any of the row's data cells (bounding boxes compared) on any console page, the pending
// deposits queue included; the FAQ is edited through its fields (an item added, its empty answer
// refused under that field, moved up) and the preview shows the edit before and the public FAQ after
// the save; an investor's plan names on a phone wrap between words, never inside one.
// At 390 px the same holds on every console page (the plans, exchange rates and deposit wallets
// tables read as cards there). With E2E_SHOTS=<dir> every console page is also photographed at 1280 and 390 px.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '../src/routes/admin/admin-nav';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, waitForHydration, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast } from './support/accounts';
import { submittedDeposit } from './support/funding';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STAMP = Date.now().toString(36).toUpperCase();
const QUESTION = `Question d’essai ${STAMP} : puis-je retirer mes gains chaque jour ?`;
const ANSWER = `Réponse d’essai ${STAMP} : oui, dès qu’ils sont crédités.`;
const LONG_PLAN = `Internationalisation Growth ${STAMP}`;
const SHOTS = process.env.E2E_SHOTS;

/** Every data cell that a sticky cell of its row overlaps, as "table: row n, column m (px)". */
async function coveredCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    document.querySelectorAll('table').forEach((table, t) => {
      const name = table.getAttribute('aria-label') ?? `table ${t + 1}`;
      table.querySelectorAll('tr').forEach((row, r) => {
        const cells = [...row.children] as HTMLElement[];
        const sticky = cells.filter((cell) => getComputedStyle(cell).position === 'sticky');
        for (const pinned of sticky) {
          const p = pinned.getBoundingClientRect();
          cells.forEach((cell, c) => {
            if (cell === pinned || !cell.textContent?.trim()) return;
            const b = cell.getBoundingClientRect();
            const overlap = Math.min(b.right, p.right) - Math.max(b.left, p.left);
            if (overlap > 0.5) covered.push(`${name}: row ${r + 1}, column ${c + 1} (${Math.round(overlap)} px)`);
          });
        }
      });
    });
    return covered;
  });
}

async function visit(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('console tables and the site content fields', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let originalFaq: unknown;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, DESKTOP);
    await signInByApi(admin.context, E2E_ADMIN);
    originalFaq = (await db().query<{ value: unknown }>(`SELECT value FROM site_content WHERE key = 'faq' AND locale = 'fr'`)).rows[0]?.value;
  });
  afterAll(async () => {
    // The shared database as other browser tests expect it: the seeded French FAQ, the test plan withdrawn.
    if (originalFaq !== undefined && admin) {
      const { token } = (await (await admin.context.request.get('/api/middleware/csrf-token')).json()) as { token: string };
      await admin.context.request.post('/graphql', {
        headers: { 'X-CSRF-Token': token, 'content-type': 'application/json' },
        data: {
          query: 'mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { locale } }',
          variables: { input: { key: 'faq', locale: 'fr', value: JSON.stringify(originalFaq) } },
        },
      });
    }
    await db().query(`UPDATE plans SET active = false WHERE title = $1`, [LONG_PLAN]);
    await browser?.close();
    await closeDb();
  });

  it('at 1280 px no sticky actions cell covers a data cell: the pending deposits queue, and every console page', async () => {
    // A manual deposit awaiting review, as the deposit pages leave it (deposit-address.e2e.ts walks those pages).
    const investor = await openPage(browser, DESKTOP);
    const account = await createInvestor(investor.context, 'sticky');
    await investor.context.close();
    const user = (await db().query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [account.email])).rows[0];
    await db().query(
      `INSERT INTO transactions (user_id, kind, title, status, method, reference_id, txn_id, amount, wallet_name, wallet_address, network)
       VALUES ($1, 'deposit', 'Deposit', 'pending', 'Crypto Wallet', $2, $3, '1250.00', 'USDT (TRC20)', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', 'TRC20')`,
      [user.id, `DEP${STAMP}`, randomBytes(32).toString('hex')],
    );

    // And one as the deposit pages leave it after a quote (its chain payment cell is the queue's widest).
    const quoted = await openPage(browser, DESKTOP);
    await signInByApi(quoted.context, await createInvestor(quoted.context, 'quoted'));
    await submittedDeposit(quoted.context, '1250.00');
    await quoted.context.close();

    const { page } = admin;
    await visit(page, '/admin');
    const queue = page.getByRole('table', { name: 'Pending deposits' });
    const row = queue.getByRole('row').filter({ hasText: account.email });
    await row.waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, '1280_admin_queue.png'), fullPage: true });
    }
    // The queue's own cells, box by box: every data cell ends before the actions cell begins.
    const cells = row.getByRole('cell');
    const count = await cells.count();
    const actions = (await cells.nth(count - 1).boundingBox())!;
    for (let i = 0; i < count - 1; i++) {
      const box = (await cells.nth(i).boundingBox())!;
      expect(box.x + box.width, `column ${i + 1} ends under the actions`).toBeLessThanOrEqual(actions.x + 0.5);
    }
    await row.getByRole('button', { name: /Approve/ }).waitFor();
    expect(await coveredCells(page)).toEqual([]);

    const failures: string[] = [];
    for (const item of ADMIN_NAV) {
      await visit(page, item.href);
      failures.push(...(await coveredCells(page)).map((line) => `${item.href}: ${line}`));
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `1280${item.href.replace(/\//g, '_')}.png`), fullPage: true });
      }
    }
    expect(failures).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('at 390 px no sticky actions cell covers a data cell on any console page (the plans, exchange rates and deposit wallets read as cards)', async () => {
    const phone = await openPage(browser, PHONE);
    await signInByApi(phone.context, E2E_ADMIN);
    const failures: string[] = [];
    for (const item of ADMIN_NAV) {
      await visit(phone.page, item.href);
      failures.push(...(await coveredCells(phone.page)).map((line) => `${item.href}: ${line}`));
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await phone.page.screenshot({ path: join(SHOTS, `390${item.href.replace(/\//g, '_')}.png`), fullPage: true });
      }
    }
    expect(failures).toEqual([]);

    // The cards: each value under its column's name, the actions in reach without scrolling sideways.
    for (const [href, table, label] of [
      ['/admin/plans', 'Plans', 'Status'],
      ['/admin/rates', 'Exchange rates', 'Source'],
      ['/admin/wallets', 'Deposit wallets', 'Network'],
    ] as const) {
      await visit(phone.page, href);
      const cards = phone.page.getByRole('table', { name: table });
      await cards.locator('tbody tr').first().waitFor();
      const labels = await phone.page.evaluate(() =>
        [...document.querySelectorAll('tbody td[data-label]')].map((cell) => getComputedStyle(cell, '::before').content),
      );
      expect(labels, `${href} (${table})`).toContain(`"${label}"`);
      const box = (await cards.getByRole('button').first().boundingBox())!;
      expect(box.x + box.width, `${href}: the first action in view`).toBeLessThanOrEqual(PHONE.width);
    }
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('a German plan card breaks "Zinseszinsperiode" only at a hyphen, never clipped (Our Plans at 1200, 1280 and 390 px)', async () => {
    const breaks: string[] = [];
    for (const width of [1200, 1280, 390]) {
      const visitor = await openPage(browser, { width, height: 900 }, undefined, { locale: 'de' });
      await visitor.page.goto('/our_plans');
      await visitor.page.getByRole('article', { name: 'BASIC' }).waitFor();
      expect(await visitor.page.evaluate(() => document.documentElement.lang)).toBe('de');
      const found = await visitor.page.evaluate(() => {
        const out: string[] = [];
        document.querySelectorAll('article dt').forEach((dt) => {
          const text = dt.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE || !text.textContent?.includes('zins')) return;
          const value = text.textContent;
          let top: number | null = null;
          for (let i = 0; i < value.length; i++) {
            if (value[i] === '\u00ad') continue;
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            // The character's own box (a range beside a break may also report an empty box at the line before's end).
            const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (!boxes.length) continue;
            const at = Math.round(boxes[boxes.length - 1].top);
            // A new line starts here: the break must follow a soft hyphen (drawn as a hyphen).
            if (top !== null && at > top + 2)
              out.push(
                value[i - 1] === '\u00ad'
                  ? `hyphen before ${i}`
                  : `cut before ${i} of ${JSON.stringify(value)} in ${Math.round(dt.getBoundingClientRect().width)} px`,
              );
            top = at;
          }
          if (dt.scrollWidth > dt.clientWidth + 1) out.push('clipped');
        });
        return out;
      });
      if (SHOTS) await visitor.page.screenshot({ path: join(SHOTS, `${width}_de_our_plans.png`), fullPage: true });
      breaks.push(...found.map((line) => `${width}: ${line}`));
      await visitor.context.close();
    }
    expect(breaks.filter((line) => !line.includes('hyphen before'))).toEqual([]);
    console.log('Zinseszinsperiode lines:', breaks.length ? breaks.join(', ') : 'one line at every width');
  });

  it('edits the French FAQ through its fields: an item added, its empty answer refused under it, moved up; the preview and then the FAQ page show it', async () => {
    const { page } = admin;
    await visit(page, '/admin/content');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('button', { name: 'Edit FAQ in Français (fr)' }).click();
    const dialog = page.getByRole('dialog', { name: /FAQ · Français/ });
    const items = dialog
      .getByRole('list', { name: 'FAQ' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4 }) });
    await items.first().waitFor();
    const before = await items.count();
    expect(before).toBeGreaterThan(1);
    // No JSON anywhere: each question and answer is a field of its own.
    expect(await dialog.getByRole('textbox', { name: /JSON/ }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'Question' }).count()).toBe(before);

    await dialog.getByRole('button', { name: 'Add a question' }).click();
    const added = items.nth(before);
    await added.getByRole('heading', { name: `Question ${before + 1}` }).waitFor();
    await added.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
    // The answer left empty: the server's check names that field, and the message shows under it.
    const answer = added.getByRole('textbox', { name: 'Answer' });
    await added.getByText(`faq[${before}].answer must be a non-empty string.`).waitFor();
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    await answer.fill(ANSWER);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-invalid="true"]'));

    // Up to second place: the list order is the FAQ's order.
    for (let at = before; at > 1; at--) await dialog.getByRole('button', { name: `Move Question ${at + 1} up` }).click();
    expect(await items.nth(1).getByRole('textbox', { name: 'Question' }).inputValue()).toBe(QUESTION);
    await dialog
      .getByRole('region', { name: /Preview/ })
      .getByText(QUESTION)
      .waitFor();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'FAQ (fr) saved').waitFor();
    const stored = (
      await db().query<{ value: Array<{ question: string; answer: string }> }>(`SELECT value FROM site_content WHERE key = 'faq' AND locale = 'fr'`)
    ).rows[0].value;
    expect(stored).toHaveLength(before + 1);
    expect(stored[1]).toEqual({ question: QUESTION, answer: ANSWER });

    const visitor = await openPage(browser, DESKTOP, undefined, { locale: 'fr' });
    await visitor.page.goto('/faq');
    await visitor.page.getByText(QUESTION).first().waitFor();
    await visitor.context.close();
    expect(admin.errors).toEqual([]);
  });

  it('at 390 px plan names wrap between words, never inside one, and nothing is clipped: the investor’s cards and the console’s plans table', async () => {
    await db().query(
      `INSERT INTO plans (uniq_id, title, min_amount, max_amount, daily_interest, term_days, capital_return, active)
       VALUES ($1, $2, 10, 1000, 1.5, 30, 'Each Term', true)`,
      [`E2E_LONG_${STAMP}`, LONG_PLAN],
    );
    const phone = await openPage(browser, PHONE);
    const account = await createInvestor(phone.context, 'plans');
    await signInByApi(phone.context, account);
    await phone.page.goto('/user/plans');
    await waitForHydration(phone.page);
    await phone.page.getByRole('article', { name: LONG_PLAN }).waitFor();
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, '390_user_plans.png'), fullPage: true });
    const brokenNames = (page: Page, selector: string) =>
      page.evaluate((titles) => {
        const found: string[] = [];
        document.querySelectorAll(titles).forEach((title) => {
          const text = title.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return;
          const value = text.textContent ?? '';
          let at = 0;
          for (const word of value.split(' ')) {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) found.push(`${value}: "${word}" breaks`);
            at += word.length + 1;
          }
          if (title.scrollWidth > title.clientWidth + 1) found.push(`${value}: clipped`);
        });
        return found;
      }, selector);
    expect(await brokenNames(phone.page, 'article h2')).toEqual([]);
    const scroll = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    await phone.context.close();

    // The console's plans table on a phone: DIAMOND and PREMIUM stay whole (its column is as wide as the longest word).
    const desk = await openPage(browser, PHONE);
    await signInByApi(desk.context, E2E_ADMIN);
    await visit(desk.page, '/admin/plans');
    await desk.page
      .getByRole('cell', { name: /PREMIUM/ })
      .first()
      .waitFor();
    expect(await brokenNames(desk.page, 'td:first-child p:first-child')).toEqual([]);
    await desk.context.close();
  });
});
