// The support role: an admin asks for an account to become support staff from its console page (role and
// reason); the request waits, and the requester cannot approve it; a second admin approves it from the users
// page. Then that person signs in, reads the users page and a user's page with its balance corrections, and
// finds no change button anywhere there: no Freeze, no Reset 2FA, no correction form, no Approve.
// Then a second admin approves the correction and the user's balance shows it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast, type Credentials } from './support/accounts';
import { gql } from './support/funding';

/** Granting a role needs a recently confirmed password (step-up): confirmed over the API for the context's session. */
async function confirmIdentity(context: TrackedPage['context'], password: string): Promise<void> {
  await gql(context.request, `mutation($password: String!) { confirmIdentity(password: $password) }`, { password });
}

describe('support role', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let staff: TrackedPage;
  let supportAccount: Credentials;
  let investorAccount: Credentials;
  let checker: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await openPage(browser);
    supportAccount = await createInvestor(staff.context, 'support');
    const other = await openPage(browser);
    investorAccount = await createInvestor(other.context, 'corrected');
    await other.context.close();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    await confirmIdentity(admin.context, E2E_ADMIN.password);
    // A second admin: granting a role and approving a correction each take two.
    checker = await openPage(browser);
    const checkerAccount = await createInvestor(checker.context, 'checker');
    await db().query(`UPDATE users SET role = 'admin' WHERE email = $1`, [checkerAccount.email]);
    await signInByApi(checker.context, checkerAccount);
    await confirmIdentity(checker.context, checkerAccount.password);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  async function openUserPage(page: TrackedPage['page'], account: Credentials) {
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const searched = graphqlResponse(page, 'AdminUsers');
    await page.getByLabel('Search users').fill(account.email);
    expect((await searched).status()).toBe(200);
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).length).toBe(2);
    await table.getByRole('row').nth(1).getByRole('link', { name: account.fullName }).click();
    await page.waitForURL('**/admin/users/*');
    await page.getByRole('heading', { name: account.fullName, level: 1 }).waitFor();
  }

  it('an admin requests the support role, a second admin approves it; support reads both pages and sees no change button', async () => {
    const { page } = admin;
    await openUserPage(page, supportAccount);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Support (read-only)' }).click();
    const dialog = page.getByRole('dialog', { name: `Request Support (read-only) for ${supportAccount.email}?` });
    await dialog.getByLabel('Reason').fill('New support hire');
    const requested = graphqlResponse(page, 'RequestRoleGrant');
    await dialog.getByRole('button', { name: 'Request role' }).click();
    expect((await requested).status()).toBe(200);
    await toast(page, "Role requested: it awaits another admin's approval.").waitFor();
    // Nothing changed yet: the requester sees it waiting for someone else, with no Approve of their own.
    const grants = page.getByRole('table', { name: 'Role requests' });
    await grants.getByText(/^Awaiting another admin's approval/).waitFor();
    expect(await grants.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    expect((await db().query(`SELECT role FROM users WHERE email = $1`, [supportAccount.email])).rows[0].role).toBe('investor');

    // The second admin finds it on the users page and approves it.
    const { page: second } = checker;
    await second.goto('/admin/users');
    const pending = second.getByRole('table', { name: 'Role requests awaiting approval' });
    const approvedGrant = graphqlResponse(second, 'ApproveRoleGrant');
    await pending.getByRole('button', { name: `Approve Support (read-only) for ${supportAccount.email}` }).click();
    expect((await approvedGrant).status()).toBe(200);
    await toast(second, 'Role request approved: the role is given.').waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Role requests' }).getByText('approved').waitFor();
    await page.getByText('Support', { exact: true }).first().waitFor();

    // A correction the support person will find pending on the investor's page.
    await openUserPage(page, investorAccount);
    const form = page.getByRole('form', { name: 'Request a balance correction' });
    await form.getByLabel('Amount (USD, signed)').fill('1e3');
    await form.getByLabel('Reason').fill('Missed deposit credit, ticket 4711');
    await form.getByRole('button', { name: 'Request correction' }).click();
    await form.getByText('A signed amount such as 25.00 or -10.50 (at most 2 decimals).').waitFor();
    await form.getByLabel('Amount (USD, signed)').fill('25.00');
    await form.getByRole('button', { name: 'Request correction' }).click();
    await toast(page, 'Correction requested: a second admin must approve it.').waitFor();
    const corrections = page.getByRole('table', { name: 'Balance corrections' });
    await corrections.getByText('Missed deposit credit, ticket 4711').waitFor();
    // The requester cannot approve their own correction.
    expect(await corrections.getByRole('button', { name: 'Approve correction Main 25.00' }).isDisabled()).toBe(true);

    await signInByApi(staff.context, supportAccount);
    const support = staff.page;
    await support.goto('/admin/users');
    await support.waitForURL('**/admin/users');
    await support.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await openUserPage(support, investorAccount);
    await support.getByRole('heading', { name: 'Balances' }).waitFor();
    const supportCorrections = support.getByRole('table', { name: 'Balance corrections' });
    await supportCorrections.getByText('Missed deposit credit, ticket 4711').waitFor();
    expect(await supportCorrections.getByText('pending').count()).toBe(1);

    for (const name of ['Freeze', 'Unfreeze', 'Reset 2FA', 'Request correction', /^Approve/, /^Reject/]) {
      expect(await support.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await support.getByLabel('Role').count()).toBe(0);
    expect(await support.getByRole('form', { name: 'Request a balance correction' }).count()).toBe(0);

    // The mail outbox is for admins alone (issue 24): no menu entry, the not-allowed page in the
    // console, and the server's 403 page when /admin/mail is loaded directly.
    const nav = support.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Users' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Mail outbox' }).count()).toBe(0);
    await support.evaluate(() => {
      window.history.pushState({}, '', '/admin/mail');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await support.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    expect(await support.getByRole('table', { name: 'Outbox messages' }).count()).toBe(0);
    const direct = await staff.context.request.get('/admin/mail');
    expect(direct.status()).toBe(403);
    expect(await direct.text()).toContain('Not allowed');
    expect(await admin.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail outbox' }).count()).toBe(1);

    expect(admin.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    expect(checker.errors).toEqual([]);
  });

  it('a second admin approves the correction: the balance shows it at once', async () => {
    const { page } = checker;
    await openUserPage(page, investorAccount);
    const balances = page.getByRole('heading', { name: 'Balances' }).locator('xpath=ancestor::div[contains(@class, "MuiCard-root")]');
    await balances.getByText('0.00 USD').first().waitFor();
    const approved = graphqlResponse(page, 'ApproveBalanceCorrection');
    await page.getByRole('button', { name: 'Approve correction Main 25.00' }).click();
    expect((await approved).status()).toBe(200);
    await toast(page, 'Correction approved and posted to the ledger.').waitFor();
    await page.getByRole('table', { name: 'Balance corrections' }).getByText('approved').waitFor();
    await balances.getByText('25.00 USD').first().waitFor();

    // The audit log tells both steps with the amount (a correction has no transaction; its amount is in the details).
    await page.goto('/admin/audit');
    const entries = page.getByRole('table', { name: 'Audit entries' });
    await entries.getByText(/approved a balance correction of 25\.00 USD for E2E Investor/).waitFor();
    await entries.getByText(/requested a balance correction of 25\.00 USD for E2E Investor .* — Missed deposit credit, ticket 4711/).waitFor();
    // And the role grant's two steps, each its own sentence (the request with its reason).
    await entries.getByText(/asked for a change to the role of E2E Investor .* — New support hire/).waitFor();
    await entries.getByText(/approved a change to the role of E2E Investor/).waitFor();
    const row = entries.getByRole('row').filter({ hasText: 'approved a balance correction' });
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('25.00 USD');
    expect(checker.errors).toEqual([]);
  });
});
