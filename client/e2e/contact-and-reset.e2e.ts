import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, closeDb, db, launchBrowser, openPage, uniqueEmail } from './support/browser';
import { createInvestor, signInByApi, signInByUi, toast } from './support/accounts';
import { tr } from './support/locales';
import { lastMailTo } from './support/mail-sink';

/** What the contact form says, in one language. */
interface ContactTexts {
  form: string;
  send: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  answer: string;
  /** The question line for the server's "What is a + b?". */
  question: (a: string, b: string) => string;
  required: string;
  wrongAnswer: string;
  sent: string;
}

/** English, as the spec words it. */
const ENGLISH: ContactTexts = {
  form: 'Contact form',
  send: 'Send Message',
  fullName: 'Full Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  answer: 'Captcha Answer',
  question: (a, b) => `Security question: What is ${a} + ${b}?`,
  required: 'All fields are required to proceed',
  wrongAnswer: 'The captcha answer is not correct. Please answer the new question.',
  sent: 'Your message has been sent successfully',
};

/** Arabic, from its locale file: the page must not fall back to the server's English. */
const ar = (key: string, vars?: Record<string, string>) => tr('ar', `public:contactForm.${key}`, vars);
const ARABIC: ContactTexts = {
  form: ar('label'),
  send: ar('send'),
  fullName: ar('fullName'),
  email: ar('email'),
  subject: ar('subject'),
  message: ar('message'),
  answer: ar('captchaAnswer'),
  question: (a, b) => ar('captchaQuestion', { question: ar('captchaSum', { a, b }) }),
  required: ar('required'),
  wrongAnswer: ar('wrongCaptcha'),
  sent: ar('sent'),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question the form shows, with its answer. */
async function captchaOnScreen(page: Page, texts: ContactTexts): Promise<{ text: string; answer: number }> {
  const pattern = new RegExp(`^${escapeRegExp(texts.question('\u0001', '\u0002')).replace('\u0001', '(\\d+)').replace('\u0002', '(\\d+)')}$`);
  const line = page.getByText(pattern);
  await line.waitFor();
  const text = (await line.textContent()) ?? '';
  const [, a, b] = pattern.exec(text)!;
  return { text, answer: Number(a) + Number(b) };
}

/** Runs `action`, waits for the new question the server hands out, and returns it as shown. */
async function expectNewCaptcha(page: Page, texts: ContactTexts, action: () => Promise<void>): Promise<{ text: string; answer: number }> {
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/captcha');
  await action();
  const body = (await (await fetched).json()) as { question: string };
  const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(body.question)!;
  await page.getByText(texts.question(a, b), { exact: true }).waitFor();
  return captchaOnScreen(page, texts);
}

describe('contact form and password reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  for (const [language, texts] of [
    ['en', ENGLISH],
    ['ar', ARABIC],
  ] as const) {
    it(`asks a new question after each refused submit and sends the message with the right answer (${language})`, async () => {
      // A visitor whose browser is set to the language.
      const { page, errors, context } = await openPage(browser, undefined, undefined, { locale: language });
      await page.goto('/contact');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const form = page.getByRole('form', { name: texts.form });
      const send = form.getByRole('button', { name: texts.send });
      const answer = form.getByLabel(texts.answer);
      await captchaOnScreen(page, texts);

      await expectNewCaptcha(page, texts, () => send.click());
      // Each empty field says so under itself (no toast).
      await form.locator('[aria-invalid="true"]').first().waitFor();

      const email = uniqueEmail(`contact-${language}`);
      const body = `Hello from the browser suite ${email}`;
      await form.getByLabel(texts.fullName).fill('Contact Tester');
      await form.getByLabel(texts.email).fill(email);
      await form.getByLabel(texts.subject).selectOption('Financial Advice');
      await form.getByLabel(texts.message).fill(body);
      const { answer: right } = await captchaOnScreen(page, texts);
      await answer.fill(String(right + 1));
      await expectNewCaptcha(page, texts, () => send.click());
      await form.getByText(texts.wrongAnswer).waitFor();
      // The form keeps what was typed and clears only the answer.
      expect(await answer.inputValue()).toBe('');
      expect(await form.getByLabel(texts.message).inputValue()).toBe(body);
      expect((await db().query('SELECT 1 FROM contact_messages WHERE email = $1', [email])).rowCount).toBe(0);

      const current = await captchaOnScreen(page, texts);
      await answer.fill(String(current.answer));
      await expectNewCaptcha(page, texts, () => send.click());
      await toast(page, texts.sent).waitFor();
      expect(await form.getByLabel(texts.fullName).inputValue()).toBe('');
      expect(await form.getByLabel(texts.message).inputValue()).toBe('');

      const { rows } = await db().query('SELECT fullname, subject, message, user_id FROM contact_messages WHERE email = $1', [email]);
      expect(rows).toEqual([{ fullname: 'Contact Tester', subject: 'Financial Advice', message: body, user_id: null }]);

      // The wrong answer's 400 from POST /api/contact_us is logged by the browser itself; nothing else may be.
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
      await context.close();
    });
  }

  it('resets a forgotten password through the emailed link, which works only once', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'reset');
    // A session opened elsewhere with the old password, which the reset must end.
    const elsewhere = await openPage(browser);
    await signInByApi(elsewhere.context, account);
    await elsewhere.page.goto('/user/dashboard');
    await elsewhere.page.getByText(`Welcome, ${account.username}!`, { exact: false }).waitFor();
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/account/forgot_password');
    // The router keeps the old page on screen while the new one loads: wait for the new one.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const requested = 'If an account exists for that email, we have sent it a link to reset the password. The link is valid for one hour.';
    await page.getByRole('status').filter({ hasText: requested }).waitFor();

    // The link as delivered (the suite's SMTP sink): the outbox row shows its token redacted.
    const mail = await lastMailTo(inject('mailDir'), account.email);
    expect(mail.subject).toBe('Reset your password');
    const sent = /https?:\/\/[^\s/]+(\/account\/reset_password\?token=[\w-]+)/.exec(mail.text);
    expect(sent).not.toBeNull();
    const { rows } = await db().query<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" = $1', [account.email]);
    expect(rows[0].text).toContain('/account/reset_password?token=\u2022\u2022\u2022\u2022\n');
    expect(rows[0].text).not.toContain(sent![1]);
    const link = `${baseUrl()}${sent![1]}`;

    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    const newPassword = 'a brand new passphrase';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Passwords do not match. Please check and try again.').waitFor();

    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/account/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await toast(page, 'Your password has been changed. You can now sign in with your new password.').waitFor();

    await elsewhere.page.goto('/user/profile');
    await elsewhere.page.waitForURL('**/account/login');
    await elsewhere.page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(elsewhere.errors).toEqual([]);
    await elsewhere.context.close();

    // The old password is refused, the new one signs in.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await signInByUi(page, { email: account.email, password: newPassword });
    await page.getByText(`Welcome, ${account.username}!`, { exact: false }).waitFor();

    // The same link a second time is refused, and the password stays the new one.
    const again = await openPage(browser);
    await again.page.goto(link);
    await again.page.getByLabel('New Password', { exact: true }).fill('yet another passphrase');
    await again.page.getByLabel('Confirm Password', { exact: true }).fill('yet another passphrase');
    await again.page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(again.page, 'This reset link is invalid or has expired. Please ask for a new one.').waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/account/reset_password');
    await signInByUi(again.page, { email: account.email, password: newPassword });
    expect(again.errors).toEqual([]);
    await again.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
