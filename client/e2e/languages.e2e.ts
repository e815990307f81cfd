import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('languages: the footer picker translates the shell and the account pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads Home without GraphQL, switches to Arabic right to left and keeps the choice', async () => {
    const { page, errors, context } = await openPage(browser);
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/graphql')) graphql.push(request.url());
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.title()).toMatch(/\| Investment Platform$/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await header.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    // Right to left: the logo sits at the right end of the header.
    const logo = await header.getByRole('link', { name: 'الصفحة الرئيسية لـ Investment Platform' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(640);

    await page.reload();
    await header.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'اللغة' }).inputValue()).toBe('ar');
    expect(graphql).toEqual([]);

    await header.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/account/login');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.title()).toBe('تسجيل الدخول | Investment Platform');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('حسابك الاستثماري');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    // Each empty field says so under itself (no toast).
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.getByLabel('البريد الإلكتروني').waitFor();
    // The server's answer (English on the wire) is told in Arabic.
    await page.getByLabel('البريد الإلكتروني').fill('nobody-here@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('not the right password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' }).waitFor();

    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

    expect(errors).toEqual([]);
    await context.close();
  });
});
