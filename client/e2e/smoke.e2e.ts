import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('smoke: the production build signs the demo investor in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('logs in and reaches the dashboard without console errors', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto('/account/login');
    await page.getByLabel('Email').fill('investor@demo.local');
    await page.getByLabel('Password', { exact: true }).fill('demo-investor-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/user/dashboard');
    await page.getByText("Welcome, demo_investor! We're glad to see you again.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
