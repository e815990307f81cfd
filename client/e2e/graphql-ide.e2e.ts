// The admins' GraphQL IDE: GraphiQL from the app's own bundle at /admin/graphql, sending the
// session cookie and the CSRF header itself; investors and strangers do not get it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { baseUrl, closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';

describe('GraphQL IDE for admins', () => {
  let browser: Browser;
  let admin: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('runs a query and a mutation with the admin session, loads nothing from elsewhere, and shows the docs', async () => {
    const { page, errors } = admin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreign.push(request.url());
    });
    await page.goto('/admin/graphql');
    await page.getByRole('heading', { name: 'GraphQL', level: 1 }).waitFor();
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();

    const typeQuery = async (text: string) => {
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      // CodeMirror closes brackets itself: write the query on one line without closing ones it adds.
      await page.keyboard.insertText(text);
      // GraphiQL re-reads the operation's name from the editor a moment after an edit (debounced).
      await page.waitForTimeout(500);
    };
    const run = async () => {
      const answered = page.waitForResponse(
        (res) => res.url().endsWith('/graphql') && res.request().method() === 'POST' && !(res.request().postData() ?? '').includes('__schema'),
      );
      await page.getByRole('button', { name: /Execute query/ }).click();
      const response = await answered;
      expect(response.request().headers()['x-csrf-token']).toMatch(/.{16,}/);
      return response.json() as Promise<{ data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
    };
    const responsePane = page.locator('.graphiql-response');

    await typeQuery('query Who { me { email admin } }');
    expect(await run()).toEqual({ data: { me: { email: E2E_ADMIN.email, admin: 1 } } });
    await expect.poll(() => responsePane.innerText()).toContain(E2E_ADMIN.email);

    // A mutation passes the CSRF check (the IDE sends the header) and reaches the service's own answer.
    await typeQuery('mutation Reject { rejectDeposit(transactionId: "00000000-0000-4000-8000-000000000000", reason: "test") { id } }');
    const rejected = await run();
    expect(rejected.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(rejected)).not.toMatch(/csrf/i);

    // The schema's documentation (read by introspection, admins only in production).
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends strangers to sign in and answers investors 403, without sending them the console', async () => {
    const stranger = await openPage(browser);
    await stranger.page.goto('/admin/graphql');
    await stranger.page.waitForURL('**/account/login');
    await stranger.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await stranger.page.locator('.graphiql-container').count()).toBe(0);

    const investor = await openPage(browser);
    await signInByApi(investor.context, await createInvestor(investor.context, 'ide'));
    const response = await investor.page.goto('/admin/graphql');
    expect(response?.status()).toBe(403);
    await investor.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await investor.page.locator('.graphiql-container').count()).toBe(0);
    expect(investor.errors.filter((error) => !error.includes('403'))).toEqual([]);
  });
});
