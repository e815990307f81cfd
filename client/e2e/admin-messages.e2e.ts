// Contact messages in the console: a visitor sends the public contact form, the admin finds it
// under Unhandled, marks it handled (audited), finds it under Handled with their name on it, and
// reads the support mail it caused in the mail outbox. A phone-width pass reads the same pages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, uniqueEmail, type TrackedPage } from './support/browser';
import { graphqlResponse, signInByApi, toast } from './support/accounts';

/** Sends the public contact form as a visitor would (English), answering the question on screen. */
async function sendContactForm(page: Page, email: string, message: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const question = page.getByText(/^Security question: What is \d+ \+ \d+\?$/);
  await question.waitFor();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec((await question.textContent()) ?? '')!;
  await form.getByLabel('Full Name').fill('Margaret Hamilton');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('Account Issues');
  await form.getByLabel('Message').fill(message);
  await form.getByLabel('Captcha Answer').fill(String(Number(a) + Number(b)));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toast(page, 'Your message has been sent successfully').waitFor();
}

describe('admin contact messages and mail outbox', () => {
  let browser: Browser;
  let admin: TrackedPage;
  const email = uniqueEmail('contact-console');
  const text = `Please close my second account. (${email})`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const visitor = await openPage(browser);
    await sendContactForm(visitor.page, email, text);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('shows the message under Unhandled, marks it handled, and lists it under Handled with who did it', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL('**/admin/messages');
    await page.getByRole('heading', { name: 'Contact messages', level: 1 }).waitFor();
    const list = page.getByRole('region', { name: 'Contact messages' });
    const item = list.getByRole('article').filter({ hasText: text });
    await item.waitFor();
    expect(await item.textContent()).toContain('Margaret Hamilton');
    expect(await item.textContent()).toContain(email);

    const marked = graphqlResponse(page, 'MarkContactMessageHandled');
    await item.getByRole('button', { name: /^Mark handled/ }).click();
    expect((await marked).status()).toBe(200);
    await toast(page, 'Message marked handled').waitFor();
    // The unhandled view drops it.
    await item.waitFor({ state: 'detached' });

    await list.getByRole('button', { name: 'Handled', exact: true }).click();
    const handled = list.getByRole('article').filter({ hasText: text });
    await handled.waitFor();
    expect(await handled.textContent()).toContain(`Handled by ${E2E_ADMIN.email}`);
    expect(await handled.getByRole('button', { name: /^Mark handled/ }).count()).toBe(0);

    const audit = await db().query<{ details: { before: unknown; after: { handledBy: string } }; ip: string | null }>(
      `SELECT a.details, a.ip FROM audit_log a JOIN contact_messages m ON m.id::text = a.details->>'messageId'
        WHERE a.action = 'contact_message.handled' AND m.email = $1`,
      [email],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].details.before).toEqual({ handledAt: null, handledBy: null });
    expect(audit.rows[0].ip).toBeTruthy();
    expect(admin.errors).toEqual([]);
  });

  it('lists the support mail the form caused in the outbox and shows its text', async () => {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail outbox' }).click();
    await page.waitForURL('**/admin/mail');
    const table = page.getByRole('table', { name: 'Outbox messages' });
    const row = table.getByRole('row').filter({ hasText: '[Contact] Account Issues from Margaret Hamilton' }).first();
    await row.waitFor();
    await row.getByRole('link').click();
    await page.waitForURL('**/admin/mail/*');
    await page.getByRole('heading', { name: 'Outbox message', level: 1 }).waitFor();
    const message = page.getByRole('article', { name: 'Outbox message' });
    await message.getByText(email, { exact: true }).waitFor(); // reply-to: the sender
    expect(await message.getByLabel('Message text').textContent()).toContain(text);

    // The status filter: nothing is dead in this run's outbox.
    await page.goBack();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'dead' }).click();
    await page.getByText('No messages').waitFor();
    expect(admin.errors).toEqual([]);
  });

  it('reads the messages and the outbox at 390 px without sideways scrolling', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInByApi(phone.context, E2E_ADMIN);
    await phone.page.goto('/admin/messages');
    const list = phone.page.getByRole('region', { name: 'Contact messages' });
    await list.getByRole('button', { name: 'All', exact: true }).click();
    await list.getByRole('article').filter({ hasText: text }).waitFor();
    const size = await phone.page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);

    // The outbox reads as cards: each message's subject link is on screen, not in a column scrolled away.
    await phone.page.goto('/admin/mail');
    const subject = phone.page
      .getByRole('table', { name: 'Outbox messages' })
      .getByRole('link', { name: '[Contact] Account Issues from Margaret Hamilton' })
      .first();
    await subject.waitFor();
    const box = await subject.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
