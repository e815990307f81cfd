import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './support/axe';
import { baseUrl, closeDb, db, launchBrowser, openPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast } from './support/accounts';
import { confirmStepUp } from './support/step-up';

/** A call the way an integrator's script makes it: no cookie, no CSRF token, only the bearer token. */
async function checkAuthWith(token: string): Promise<{ status: number; body: { code?: string; data?: { email?: string } } }> {
  const res = await fetch(`${baseUrl()}/api/check-auth`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { code?: string; data?: { email?: string } } };
}

describe('Security page: API tokens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('creates a token shown once with a copy button, lists it, and revokes it', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'tokens');
    await signInByApi(context, account);
    await page.goto('/user/profile/security');
    const card = page.getByRole('region', { name: 'API tokens' });
    await card.getByText('You have no API tokens.').waitFor();

    await card.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.waitFor();
    // An investor is offered read and write only; read is ticked to start with.
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    expect(await dialog.getByRole('checkbox', { name: /^read:/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText('Give the token a name, so you can tell it apart later.').waitFor();

    await dialog.getByLabel('Name').fill('Spreadsheet sync');
    await dialog.getByRole('checkbox', { name: /^write:/ }).check();
    const expiry = new Date(Date.now() + 30 * 86_400_000);
    const expiryDay = `${expiry.getFullYear()}-${String(expiry.getMonth() + 1).padStart(2, '0')}-${String(expiry.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('Expires on (optional)').fill(expiryDay);
    await dialog.getByRole('button', { name: 'Create token' }).click();
    // A token outlives the session: the password is confirmed first, then the token is made.
    const created = graphqlResponse(page, 'CreateApiToken');
    await confirmStepUp(page, account.password);
    await created;

    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await shown.getByText('it will not be shown again').waitFor();
    const token = await shown.getByLabel('API token').inputValue();
    expect(token).toMatch(/^invplat_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await toast(page, 'Token copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    // The copied token works from a script, without cookie or CSRF token.
    const used = await checkAuthWith(token);
    expect(used.status).toBe(200);
    expect(used.body.data?.email).toBe(account.email);
    // Only its hash is stored.
    const { rows } = await db().query(`SELECT t.* FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`, [account.email]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(token.slice('invplat_'.length));

    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    const item = card.getByRole('listitem', { name: 'Spreadsheet sync' });
    await item.waitFor();
    expect(await item.getByLabel('Scopes').innerText()).toMatch(/read\s*write/);
    await item.getByText(`…${token.slice(-4)}`).waitFor();
    await item.getByText(/Expires/).waitFor();

    // Opened again, the dialog is a blank form: the token cannot be shown a second time.
    await card.getByRole('button', { name: 'Create token' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByText(token).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await item.getByRole('button', { name: 'Revoke Spreadsheet sync' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
    await confirm.getByText('"Spreadsheet sync" stops working at once.').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'API token revoked').waitFor();
    await card.getByText('You have no API tokens.').waitFor();
    const refused = await checkAuthWith(token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('TOKEN_REVOKED');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen (no sideways scrolling) with no serious axe violations in the card', async () => {
    const { page, errors, context } = await openPage(browser, { width: 390, height: 844 });
    const account = await createInvestor(context, 'tokens-phone');
    await signInByApi(context, account);
    await page.goto('/user/profile/security');
    const card = page.getByRole('region', { name: 'API tokens' });
    await card.getByText('You have no API tokens.').waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await card.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Name').fill('Phone token');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await confirmStepUp(page, account.password);
    await page.getByRole('dialog', { name: 'Your new API token' }).getByRole('button', { name: 'Done' }).click();
    await card.getByRole('listitem', { name: 'Phone token' }).waitFor();
    expect(await fits()).toBe(true);
    // Axe over the page, judged on what lies inside the card (the shell's own findings are not this card's).
    const axe = await runAxe(page);
    const inCard = async (selector: unknown) =>
      page.evaluate((target) => !!document.querySelector(String(target))?.closest('section[aria-label="API tokens"]'), selector);
    const mine: string[] = [];
    for (const violation of axe.blocking) {
      for (const node of violation.nodes) if (await inCard(node.target[0])) mine.push(`${violation.id}: ${node.html}`);
    }
    expect(mine, describeViolations(axe.blocking)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
