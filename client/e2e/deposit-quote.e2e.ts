// A quoted deposit in USDT on Ethereum, watched on a real local Ethereum node (anvil) by this
// file's own server: the investor sees the coin amount, the countdown and the QR code, reloads and
// still sees them, finds the deposit in their history with its state and opens it again; the
// payment, sent on the chain, is followed on the page until it is credited.
import { encodeFunctionData, type Hex } from 'viem';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN_ABI, testTokenBytecode } from '../../server/test/helpers/test-token';
import { startAnvil, type LocalChain } from './support/anvil';
import { createInvestor, signInByApi, toast } from './support/accounts';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { startServer, type StartedServer } from './support/server';

/** Confirmations the server asks for here (the default, 12, would only make the test mine more). */
const CONFIRMATIONS = 2;

describe('quoted deposit: USDT on Ethereum, watched on the chain', () => {
  let chain: LocalChain;
  let server: StartedServer;
  let browser: Browser;
  let investor: TrackedPage;
  let token: Hex;
  let payer: Hex;

  /** Sends a transaction from anvil's first (unlocked) account and mines it. */
  async function send(tx: { to?: Hex; data: Hex }): Promise<Hex> {
    const hash = await chain.rpc<Hex>('eth_sendTransaction', [{ from: payer, ...tx, gas: '0x200000' }]);
    await chain.mine(1);
    return hash;
  }

  beforeAll(async () => {
    chain = await startAnvil();
    [payer] = await chain.rpc<Hex[]>('eth_accounts');
    const deployed = await send({ data: testTokenBytecode() });
    token = (await chain.rpc<{ contractAddress: Hex }>('eth_getTransactionReceipt', [deployed])).contractAddress;
    server = await startServer({
      env: {
        EVM_RPC_URL_ETHEREUM: chain.url,
        USDT_CONTRACT_ETHEREUM: token,
        CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS),
        CHAIN_POLL_SECONDS: '1',
      },
    });
    browser = await launchBrowser();
    investor = await openPage(browser, undefined, server.baseUrl);
    await signInByApi(investor.context, await createInvestor(investor.context, 'quote'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await chain?.stop();
  });

  /** What the confirm page shows of the quote. */
  async function quoteOn(page: Page) {
    const amount = page.getByTestId('pay-amount');
    await amount.waitFor();
    const address = ((await page.getByTestId('wallet-address').textContent()) ?? '').trim();
    const qr = page.getByRole('img', { name: `QR code to pay 600.00 USDT to ${address}` });
    await qr.waitFor();
    // The server's SVG shown as an image: it loads under the CSP and has a size.
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await qr.elementHandle());
    return { amount: ((await amount.textContent()) ?? '').trim(), address, timer: ((await page.getByRole('timer').textContent()) ?? '').trim() };
  }

  it('shows the quote, keeps it on reload, lists the deposit with its state and follows its payment until credited', async () => {
    const { page } = investor;
    await page.goto('/user/deposit');
    await page.getByRole('radio', { name: /Crypto Wallet/ }).check();
    await page.getByRole('button', { name: 'Deposit Now' }).click();
    await page.waitForURL('**/user/deposit/deposit_form?reference_id=*');
    const referenceId = new URL(page.url()).searchParams.get('reference_id')!;
    await page.getByLabel('Amount (USD)').fill('600');
    await page.getByRole('combobox', { name: 'Wallet' }).click();
    await page.getByRole('option', { name: 'USDT · Ethereum (ERC20)' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continue to Deposit' }).click();
    const areYouSure = page.getByRole('dialog', { name: 'Are you sure?' });
    expect(await areYouSure.textContent()).toContain('You are about to deposit 600.00 USD, paid in USDT · Ethereum (ERC20).');
    await areYouSure.getByRole('button', { name: 'Yes, continue' }).click();
    await page.waitForURL(`**/user/deposit/confirm?reference_id=${referenceId}`);

    // The quote: 600 USDT at the fixed rate, to this deposit's own address, for 30 minutes.
    const first = await quoteOn(page);
    expect(first.amount).toBe('600.00 USDT');
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(first.timer).toMatch(/^(30:00|29:[0-5]\d)$/);
    expect(await page.getByText('Fixed (1 USDT = 1 USD)').count()).toBe(1);
    // Watched: no screenshot or hash is asked for; the page says what it waits for.
    expect(await page.getByTestId('payment-status').textContent()).toContain('Waiting for your payment.');
    expect(await page.getByRole('button', { name: 'Confirm Deposit' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Copy amount' }).click();
    await toast(page, 'The amount has been copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('600');

    // The page reads the server: a reload shows the same quote, the countdown still running.
    await page.reload();
    const again = await quoteOn(page);
    expect(again.amount).toBe(first.amount);
    expect(again.address).toBe(first.address);
    expect(again.timer).toMatch(/^(30:00|29:[0-5]\d)$/);

    // In the history at once, by its state and not as a credit; it opens again to its quote.
    await page.goto('/user/transaction/deposit');
    const row = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem', { name: 'Deposit', exact: true });
    await row.getByText('Awaiting payment', { exact: true }).waitFor();
    expect(await row.getByTestId('transaction-amount').textContent()).toBe('600.00 USD');
    await row.getByRole('link', { name: 'Show address and quote' }).click();
    await page.waitForURL(`**/user/deposit/confirm?reference_id=${referenceId}`);
    expect((await quoteOn(page)).address).toBe(first.address);

    // Paid on the chain: the page follows it (it reads the payment every 10 s) to confirming, then to credited.
    await send({ to: token, data: encodeFunctionData({ abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [first.address as Hex, 600_000_000n] }) });
    await page.getByText(`Your payment is on the blockchain: 1 of ${CONFIRMATIONS} confirmations.`).waitFor({ timeout: 30_000 });
    await chain.mine(CONFIRMATIONS);
    await page.getByText('Payment received: 600.00 USD has been credited to your balance.').waitFor({ timeout: 30_000 });

    await page.goto('/user/transaction/deposit');
    await row.getByText('Completed', { exact: true }).waitFor();
    expect(await row.getByTestId('transaction-amount').textContent()).toBe('+600.00 USD');
    expect(investor.errors).toEqual([]);
  });
});
