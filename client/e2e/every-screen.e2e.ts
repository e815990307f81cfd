// Every screen at both widths (issue 28): each public page, each page of the investor's area (with
// money in it) and each console page opens at 1280 and at 390 px with its heading, without the
// page scrolling sideways (a table may scroll inside its own box) and without a console error.
// With E2E_SCREENSHOTS=<dir> it also saves each screen, to be looked at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';
import { approvedDeposit } from './support/funding';
import { E2E_ADMIN } from './support/global-setup';

const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];

const PUBLIC = [
  '/',
  '/about',
  '/our_plans',
  '/faq',
  '/contact',
  '/real_estate',
  '/gold_investment',
  '/agriculture',
  '/cryptocurrency',
  '/proof_of_liabilities',
  '/terms',
  '/account/login',
  '/account/register',
  '/account/forgot_password',
];
const INVESTOR = [
  '/user/dashboard',
  '/user/transaction',
  '/user/transaction/deposit',
  '/user/transaction/withdraw',
  '/user/transaction/investment',
  '/user/investment',
  '/user/plans',
  '/user/deposit',
  '/user/withdraw',
  '/user/withdraw/withdrawal_form',
  '/user/transfer',
  '/user/profile',
  '/user/profile/security',
  '/user/profile/activity',
  '/user/verify_balance',
];
const CONSOLE = [
  '/admin',
  '/admin/users',
  '/admin/kyc',
  '/admin/plans',
  '/admin/wallets',
  '/admin/rates',
  '/admin/content',
  '/admin/messages',
  '/admin/mail',
  '/admin/audit',
  '/admin/webhooks',
  '/admin/reserves',
  '/admin/graphql',
];

const shots = process.env.E2E_SCREENSHOTS;

/** Opens `path`, waits for its first heading, and says what is wrong with it at this width (nothing: []). */
async function walk(page: Page, errors: string[], path: string, width: string): Promise<string[]> {
  errors.length = 0;
  await page.goto(path);
  const problems: string[] = [];
  try {
    await waitForHydration(page);
  } catch {
    // Name the controls React never took over, so the failure says where to look.
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll('#root a, #root button, #root select, #root input, #root textarea')]
        .filter((el) => !Object.keys(el).some((key) => key.startsWith('__reactProps$')))
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    problems.push(`${path} at ${width}: never hydrated; controls without React: ${dead.slice(0, 5).join(' | ')}`);
  }
  await page.locator('h1, h2').first().waitFor();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 1) problems.push(`${path} at ${width}: the page scrolls sideways by ${overflow} px`);
  for (const error of errors) problems.push(`${path} at ${width}: console error ${error}`);
  if (shots) await page.screenshot({ path: join(shots, `${width}${path.replace(/\//g, '_') || '_home'}.png`), fullPage: true });
  return problems;
}

describe('every screen at 1280 and 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => browser?.close());

  it('opens every public page, every page of the investor area and every console page at both widths, none scrolling sideways', async () => {
    const admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    const funding = await openPage(browser);
    const account = await createInvestor(funding.context, 'walk');
    await signInByApi(funding.context, account);
    await approvedDeposit(funding.context, admin.context, '1500.00');
    await funding.context.close();
    await admin.context.close();

    const problems: string[] = [];
    let walked = 0;
    for (const { name, viewport } of WIDTHS) {
      const visitor = await openPage(browser, viewport);
      for (const path of PUBLIC) problems.push(...(await walk(visitor.page, visitor.errors, path, name)));
      await visitor.context.close();

      const investor = await openPage(browser, viewport);
      await signInByApi(investor.context, account);
      for (const path of INVESTOR) problems.push(...(await walk(investor.page, investor.errors, path, name)));
      await investor.context.close();

      const staff = await openPage(browser, viewport);
      await signInByApi(staff.context, E2E_ADMIN);
      for (const path of CONSOLE) problems.push(...(await walk(staff.page, staff.errors, path, name)));
      await staff.context.close();
      walked += PUBLIC.length + INVESTOR.length + CONSOLE.length;
    }
    expect(walked).toBe(2 * 42);
    expect(problems).toEqual([]);
  }, 600_000);
});
