// Issue 28, money shown truthfully and console actions at every width: a deposit awaiting
// approval and a withdrawal not yet paid read as pending (no sign, not green or red, the state in
// words); the header's total owned opens its named breakdown; the withdrawal form offers the payout
// assets and networks as choices, Max, the minimum, the fee, what arrives and the payout days, and
// says each problem under its field; every console table keeps its row actions whole and on
// screen at 1280 px and 390 px. Screenshots go to /tmp/walk28b/ for a person to look at.
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '../src/routes/admin/admin-nav';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';
import { approvedDeposit, gql } from './support/funding';

const SHOTS = '/tmp/walk28b';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const GREEN = 'rgb(30, 142, 62)';
const RED = 'rgb(198, 40, 40)';

async function csrf(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/middleware/csrf-token')).json()) as { token: string }).token;
}

/** A deposit of `amount` USD submitted with its screenshot and left for the admin (pending, not credited). */
async function submittedDeposit(context: BrowserContext, amount: string): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(path, { data, headers: { 'X-CSRF-Token': await csrf(context) } });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const { reference_id } = (await post('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' })) as { reference_id: string };
  const wallets = (await (await context.request.get('/api/fetch/wallets')).json()) as { data: Array<{ id: string; asset: string }> };
  await post('/api/update/deposit_track', { reference_id, amount, wallet_id: wallets.data.find((w) => w.asset === 'USDT')!.id });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const res = await context.request.post('/api/insert/new_deposit', {
    headers: { 'X-CSRF-Token': await csrf(context) },
    multipart: { reference_id, tnx_id: `0x${randomBytes(32).toString('hex')}`, screenshot_file: { name: 'proof.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Buttons inside console table cells that are off screen or whose label is cut. */
async function hiddenOrCutActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    // The row actions: the buttons of each row's last cell (a data cell's copy button may scroll with its table).
    for (const button of document.querySelectorAll<HTMLElement>('table tbody td:last-child button, table tbody td:last-child a.MuiButton-root')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0) continue;
      const label = button.getAttribute('aria-label') ?? button.textContent ?? '';
      if (box.left < -1 || box.right > width + 1)
        problems.push(`${location.pathname}: "${label}" off screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
      if (button.scrollWidth > button.clientWidth + 1) problems.push(`${location.pathname}: "${label}" cut (${button.scrollWidth} > ${button.clientWidth})`);
    }
    return problems;
  });
}

describe('money shown truthfully, console actions at every width (issue 28)', () => {
  let browser: Browser;
  let investor: TrackedPage;
  let admin: TrackedPage;
  let shots = { desktop: 0, phone: 0 };

  const shoot = async (page: Page, name: string) => {
    const phone = page.viewportSize()!.width < 600;
    await page.screenshot({ path: `${SHOTS}/${phone ? '390' : '1280'}-${name}.png`, fullPage: true });
    shots = phone ? { ...shots, phone: shots.phone + 1 } : { ...shots, desktop: shots.desktop + 1 };
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    investor = await openPage(browser, DESKTOP);
    admin = await openPage(browser, DESKTOP);
    const account = await createInvestor(investor.context, 'truthful');
    await signInByApi(investor.context, account);
    await signInByApi(admin.context, E2E_ADMIN);
    // 1,000 USD credited, 600 USD awaiting the admin, 20 USD asked to be paid out to a TRON address.
    await approvedDeposit(investor.context, admin.context, '1000');
    await submittedDeposit(investor.context, '600');
    await gql(investor.context.request, `mutation($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id } }`, {
      input: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '20.00' },
    });
  });
  afterAll(async () => {
    console.log(`screenshots in ${SHOTS}: ${shots.desktop} at 1280 px, ${shots.phone} at 390 px`);
    await browser?.close();
    await closeDb();
  });

  it('shows a deposit awaiting approval and an unpaid withdrawal without a sign, in grey, their state in words', async () => {
    const { page, errors } = investor;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/user/transaction');
      const list = page.getByRole('list', { name: 'Transactions' });
      const deposit = list.getByRole('listitem', { name: 'Deposit' }).filter({ hasText: '600.00 USD' });
      await deposit.getByText('pending', { exact: true }).waitFor();
      expect(await deposit.getByTestId('transaction-amount').textContent()).toBe('600.00 USD');
      const withdrawal = list.getByRole('listitem', { name: 'Withdrawal' });
      await withdrawal.getByText('pending', { exact: true }).waitFor();
      expect(await withdrawal.getByTestId('transaction-amount').textContent()).toBe('20.00 USD');
      expect(await withdrawal.getByTestId('withdrawal-destination').textContent()).toMatch(/^TRC20TNPeeaaF…1NYqeL$/);
      for (const row of [deposit, withdrawal]) {
        const color = await row.getByTestId('transaction-amount').evaluate((element) => getComputedStyle(element).color);
        expect([GREEN, RED]).not.toContain(color);
      }
      // The credited deposit still reads as a credit.
      expect(await list.getByRole('listitem', { name: 'Deposit' }).filter({ hasText: '1,000.00 USD' }).getByTestId('transaction-amount').textContent()).toBe(
        '+1,000.00 USD',
      );
      await shoot(page, 'history');

      // The details name the network and the destination address, cut in the middle, with copy.
      await withdrawal.getByRole('button', { name: /Withdrawal/ }).click();
      const details = page.getByRole('dialog', { name: 'Transaction Details' });
      await details.getByText('TNPeeaaF…1NYqeL').waitFor();
      await details.getByRole('button', { name: 'Copy address' }).waitFor();
      await shoot(page, 'withdrawal-details');
      await details.getByRole('button', { name: 'Close' }).click();

      // Searching by network or by a piece of the address finds the withdrawal.
      for (const text of ['trc20', TRON.slice(4, 16)]) {
        await page.getByLabel('Search transactions').fill(text);
        await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
        await list.getByRole('listitem', { name: 'Withdrawal' }).waitFor();
      }

      // The dashboard's recent activity reads the same.
      await page.goto('/user/dashboard');
      const recent = page.getByRole('list', { name: 'Recent transactions' });
      const pendingDeposit = recent.getByRole('listitem', { name: 'Deposit' }).filter({ hasText: '600.00 USD' });
      expect(await pendingDeposit.getByTestId('transaction-amount').textContent()).toBe('600.00 USD');
      expect(await recent.getByRole('listitem', { name: 'Withdrawal' }).getByTestId('transaction-amount').textContent()).toBe('20.00 USD');
      await shoot(page, 'dashboard');
    }
    expect(errors).toEqual([]);
  });

  it('shows the total owned in the header and on the dashboard, its named parts one tap away', async () => {
    const { page, errors } = investor;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/user/dashboard');
      // On a phone the shell's summary folds away; the dashboard's first card holds the same button.
      const summary = page.getByRole('group', { name: 'Account summary' });
      const card = page.getByRole('region', { name: 'Total balance' });
      await card.waitFor();
      // 980 main + 0 profit + 0 invested + 20 on hold: the pending deposit is not counted.
      const total = ((await summary.isVisible()) ? summary : card).getByTestId('owned-total');
      await total.getByText('1,000.00 USD').waitFor();
      await total.click();
      const breakdown = page.getByRole('dialog', { name: 'What you own' });
      expect(await breakdown.getByTestId('owned-line-main').textContent()).toBe('Main balance980.00 USD');
      expect(await breakdown.getByTestId('owned-line-profit').textContent()).toBe('Profit0.00 USD');
      expect(await breakdown.getByTestId('owned-line-invested').textContent()).toBe('Invested in plans0.00 USD');
      expect(await breakdown.getByTestId('owned-line-onHold').textContent()).toBe('Withdrawals on hold20.00 USD');
      expect(await breakdown.getByTestId('owned-line-total').textContent()).toBe('Total balance1,000.00 USD');
      expect(await breakdown.getByTestId('owned-line-withdrawable').textContent()).toBe('Available to withdraw980.00 USD');
      await shoot(page, 'owned-breakdown');
      await page.keyboard.press('Escape');
      // The dashboard's first card names the same total, and what can be withdrawn beside it.
      await card.getByTestId('owned-total').getByText('1,000.00 USD').waitFor();
      await card.getByText('Available to withdraw').waitFor();
      expect(await page.getByText('Available Balance', { exact: true }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('offers the payout assets and networks as choices, Max, the minimum, the fee, what arrives and the payout days; problems show under their field', async () => {
    const { page, errors } = investor;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/user/withdraw');
      expect(await page.getByRole('radio', { name: 'Crypto Withdrawal' }).isChecked()).toBe(true);
      await shoot(page, 'withdraw-method');
      await page.getByRole('button', { name: 'Withdraw Now' }).click();
      await page.getByRole('heading', { name: 'Withdrawal Details' }).waitFor();
      const withdrawNow = page.getByRole('button', { name: 'Withdraw Now' });
      await page.getByText('Minimum 0.01 USD · available 980.00 USD').waitFor();
      await withdrawNow.click();
      const address = page.getByRole('textbox', { name: /Recipient Wallet Address/ });
      await page.getByText('Choose the asset to be paid in.').waitFor();
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('textbox', { name: /Amount \(USD\)/ }).getAttribute('aria-invalid')).toBe('true');
      // No toast for a field's problem.
      expect(await page.locator('#notistack-snackbar').count()).toBe(0);
      await shoot(page, 'withdraw-errors');

      // No free text: the asset, then its networks, are picked from the platform's list.
      expect(await page.getByRole('textbox', { name: /Coin Name/ }).count()).toBe(0);
      await page.getByRole('combobox', { name: /Asset/ }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['USDT', 'BTC', 'ETH']);
      await page.getByRole('option', { name: 'USDT' }).click();
      await page.getByRole('combobox', { name: /Network/ }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['TRC20 (Tron)', 'ERC20 (Ethereum)']);
      await page.getByRole('option', { name: 'TRC20 (Tron)' }).click();

      const amount = page.getByRole('textbox', { name: /Amount \(USD\)/ });
      await page.getByRole('button', { name: 'Withdraw everything available' }).click();
      expect(await amount.inputValue()).toBe('980.00');
      expect(await page.getByTestId('withdrawal-receive').textContent()).toBe('980.00 USD');
      expect(await page.getByTestId('withdrawal-summary').textContent()).toContain('FeeNone');
      expect(await page.getByTestId('payout-schedule').textContent()).toMatch(/Friday to Sunday/);

      // The server's refusal of the address shows under the address.
      await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
      await withdrawNow.click();
      await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, withdraw' }).click();
      await page.getByText(/This does not look like a USDT on TRC20 address/).waitFor();
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      await shoot(page, 'withdraw-form');
    }
    expect(errors).toEqual([]);
  });

  it('keeps every console table’s row actions whole and on screen at 1280 px and 390 px, a row menu on phones', async () => {
    const { page, errors } = admin;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const { href } of ADMIN_NAV) {
        await page.goto(href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        problems.push(...(await hiddenOrCutActions(page)));
        await shoot(page, `console${href.replace(/\//g, '-')}`);
      }
      expect(problems).toEqual([]);

      // The deposit queue: the manual deposit shows the address paid to and its actions.
      await page.goto('/admin');
      const queue = page.getByRole('table', { name: 'Pending deposits' });
      const row = queue.getByRole('row').filter({ hasText: '600.00' }).first();
      await row.waitFor();
      if (viewport === PHONE) {
        await row.getByRole('button', { name: /^Actions/ }).click();
        await page.getByRole('menuitem', { name: 'Approve' }).waitFor();
        await page.getByRole('menuitem', { name: 'Reject' }).waitFor();
        await shoot(page, 'console-queue-menu');
        await page.keyboard.press('Escape');
      } else {
        await row.getByRole('button', { name: /^Approve/ }).waitFor();
        await row.getByRole('button', { name: /^Reject/ }).waitFor();
      }
    }
    expect(errors).toEqual([]);
  });
});
