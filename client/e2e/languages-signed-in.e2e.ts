// Issue 18: an investor who chose their language keeps it once money is involved. Signed in in
// Arabic, every screen of the user area is Arabic and right to left, with no English UI string,
// no horizontal overflow on a 390 px phone and no console error; in German the amounts read
// 1.000,00; the mail after a deposit approval is in the user's language.
//
// "No English UI string": the same walk is made first in English by an investor in the same
// state; every line of UI text it shows (data such as names, amounts, ids, wallet and plan names
// left out) must be absent from the Arabic and German pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { signInByApi, type Credentials } from './support/accounts';
import { approvedDeposit, registerInLanguage } from './support/funding';
import { leaves, tr, type Language } from './support/locales';

const PHONE = { width: 390, height: 844 };

interface Step {
  name: string;
  path: string;
  /** What to do on the page after it loaded (open a dialog...). */
  open?: (page: Page) => Promise<void>;
}

/** The first transaction's details dialog (the row's details button, whatever its words). */
async function openFirstTransaction(page: Page) {
  await page.locator('main ul li button').first().click();
  await page.getByRole('dialog').waitFor();
}

const STEPS: Step[] = [
  { name: 'dashboard', path: '/user/dashboard' },
  { name: 'deposit', path: '/user/deposit' },
  { name: 'withdrawal', path: '/user/withdraw' },
  { name: 'history', path: '/user/transaction' },
  { name: 'history details', path: '/user/transaction', open: openFirstTransaction },
  { name: 'plans', path: '/user/plans' },
  { name: 'profile', path: '/user/profile' },
  { name: 'security', path: '/user/profile/security' },
];

interface Seen {
  dir: string;
  lang: string;
  /** Every line of visible text plus the user-visible attributes (aria-label, title, placeholder, alt) and the title. */
  lines: string[];
  overflow: number;
  /** The innermost elements reaching past the screen's edge, when something does: where to look. */
  overflowing: string[];
}

/** Loads `step` and waits until its data is there (no spinner, no skeleton, no request in flight). */
async function visit(page: Page, step: Step): Promise<Seen> {
  await page.goto(step.path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root') && !!document.querySelector('main h1, main h2'));
  if (step.open) await step.open(page);
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return {
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
      lines: [...new Set(texts.map((t) => t.replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim()).filter(Boolean))],
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      overflowing: [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            (box.right > window.innerWidth + 1 || box.left < -1) &&
            ![...element.children].some((child) => {
              const inner = child.getBoundingClientRect();
              return inner.right > window.innerWidth + 1 || inner.left < -1;
            })
          );
        })
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    };
  });
}

/** Data rather than UI words: names and ids of this run, wallet, plan and brand names, currencies. */
function dataWords(): RegExp[] {
  return [
    /[\w.+-]+@[\w.-]+/g, // emails
    /\b0x[0-9a-f]+\w*/gi, // hashes
    /\w*(…|\.\.\.)\w*/g, // an address or hash cut in the middle or at its end (TXYZopYR…VkAeBf, 4242cec172...)
    /\b(?=\w*\d)(?=\w*[A-Za-z])\w{8,}\b/g, // addresses and hashes: letters and digits in one long run (no UI word has a digit)
    /\b[A-Z0-9_]{2,}\b/g, // codes, currencies, plan ids, networks (USD, TRC20, BASIC)
    /Investment Platform/g,
    /Lina Investor/g,
    /\bl_\w+/g, // usernames of this file
  ];
}

/** The runs of UI words in a line (data taken out, split where it was and at punctuation): "Total Balance", "Deposit Now". */
function wordingOf(line: string, extraData: readonly string[]): string[] {
  let text = line;
  for (const data of extraData) text = text.split(data).join('|');
  for (const pattern of dataWords()) text = text.replace(pattern, '|');
  return text
    .split(/[^A-Za-z' ]+/)
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter((run) => /[A-Za-z]{3,}/.test(run));
}

/**
 * Every text of a language's locale files, and its own month names as Intl writes them, joined:
 * a word the language itself uses ("Dashboard", "Nov" in German) is not left-over English.
 */
function ownWords(language: Language): string {
  const folder = join(__dirname, '../src/i18n/locales', language);
  const texts = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => [...leaves(JSON.parse(readFileSync(join(folder, file), 'utf8'))).values()]);
  for (const month of ['short', 'long'] as const) {
    const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
    for (let m = 0; m < 12; m++) texts.push(format.format(Date.UTC(2025, m, 1)));
  }
  return texts.join('\n');
}

/** `words` stands on its own in `text` (not inside a longer word). */
function containsWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`).test(text);
}

describe('signed in in Arabic and German: the user area in the user language', () => {
  let browser: Browser;
  let admin: TrackedPage;
  const users: Partial<Record<Language, Credentials>> = {};
  /** Names stored in the database that a page shows as they are (plan titles, wallet names). */
  let storedNames: string[] = [];
  /** The English walk: the UI wording of each step. */
  const englishWording = new Map<string, Set<string>>();

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    // The same state for each language: registered in it, 1,000.00 USD deposited and approved.
    for (const language of ['en', 'ar', 'de'] as const) {
      const { context } = await openPage(browser);
      users[language] = await registerInLanguage(context, language, `lang-${language}`);
      await approvedDeposit(context, admin.context, '1000');
      await context.close();
    }
    const plans = await db().query<{ title: string }>(`SELECT title FROM plans`);
    const wallets = await db().query<{ name: string; network: string }>(`SELECT wallet_name AS name, network FROM deposit_wallets`);
    storedNames = [...plans.rows.map((r) => r.title), ...wallets.rows.flatMap((r) => [r.name, r.network])].filter(Boolean);

    const english = await openPage(browser, PHONE, undefined, { locale: 'en-US' });
    await signInByApi(english.context, users.en!);
    for (const step of STEPS) {
      const seen = await visit(english.page, step);
      englishWording.set(step.name, new Set(seen.lines.flatMap((line) => wordingOf(line, storedNames))));
    }
    expect(english.errors).toEqual([]);
    await english.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  /** Signs in through the login form in `language` (the browser's own language) and waits for the dashboard. */
  async function signInIn(language: Language, browserLocale: string): Promise<TrackedPage> {
    const tracked = await openPage(browser, PHONE, undefined, { locale: browserLocale });
    const { page } = tracked;
    const account = users[language as 'ar' | 'de']!;
    await page.goto('/account/login');
    await page.getByLabel(tr(language, 'account:fields.email')).fill(account.email);
    await page.getByLabel(tr(language, 'account:fields.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: tr(language, 'account:login.submit'), exact: true }).click();
    await page.waitForURL('**/user/dashboard');
    return tracked;
  }

  /** The English UI wording of a step found on a page of another language (words its translation uses itself aside). */
  function englishLeft(language: Language, step: Step, seen: Seen): string[] {
    // The page's own data (brand, names, amounts...) is taken out as it was from the English walk.
    const page = seen.lines.map((line) => wordingOf(line, storedNames).join('|')).join('\n');
    const translation = ownWords(language);
    return [...(englishWording.get(step.name) ?? [])].filter((words) => containsWords(page, words) && !containsWords(translation, words));
  }

  it('walks dashboard, deposit, withdrawal, history and its details, plans, profile and security in Arabic, right to left', async () => {
    // Every step had English UI words to look for (the English walk saw the pages).
    for (const step of STEPS) expect(englishWording.get(step.name)?.size ?? 0, step.name).toBeGreaterThan(3);

    const { page, errors, context } = await signInIn('ar', 'ar');
    const problems: string[] = [];
    for (const step of STEPS) {
      const seen = await visit(page, step);
      if (seen.dir !== 'rtl' || seen.lang !== 'ar') problems.push(`${step.name}: <html dir="${seen.dir}" lang="${seen.lang}">`);
      if (seen.overflow > 0) problems.push(`${step.name}: ${seen.overflow} px wider than the 390 px screen (${seen.overflowing.join(', ')})`);
      for (const words of englishLeft('ar', step, seen)) problems.push(`${step.name}: English "${words}"`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walks the same pages in German with German numbers: 1.000,00', async () => {
    const { page, errors, context } = await signInIn('de', 'de-DE');
    const problems: string[] = [];
    for (const step of STEPS) {
      const seen = await visit(page, step);
      if (seen.dir !== 'ltr' || seen.lang !== 'de') problems.push(`${step.name}: <html dir="${seen.dir}" lang="${seen.lang}">`);
      if (seen.overflow > 0) problems.push(`${step.name}: ${seen.overflow} px wider than the 390 px screen (${seen.overflowing.join(', ')})`);
      for (const words of englishLeft('de', step, seen)) problems.push(`${step.name}: English "${words}"`);
      const text = seen.lines.join('\n');
      if (['dashboard', 'history', 'history details'].includes(step.name)) {
        // The approved 1,000.00 USD deposit, in German: thousands with a point, decimals with a comma.
        if (!text.includes('1.000,00')) problems.push(`${step.name}: no 1.000,00`);
        if (text.includes('1,000.00')) problems.push(`${step.name}: an amount in English format (1,000.00)`);
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the admin console in Arabic right to left, with no English UI string, at 390 px', async () => {
    const consoleSteps: Step[] = [
      { name: 'console overview', path: '/admin' },
      { name: 'console users', path: '/admin/users' },
      { name: 'console plans', path: '/admin/plans' },
    ];
    // The users list shows people's names as they wrote them: data, like the plan and wallet names.
    const people = await db().query<{ fullname: string; username: string }>(`SELECT fullname, username FROM users`);
    storedNames = [...storedNames, ...people.rows.flatMap((r) => [r.fullname, r.username])].filter(Boolean).sort((a, b) => b.length - a.length);
    // The English reference: the suite's admin (English) on the same pages.
    const english = await openPage(browser, PHONE, undefined, { locale: 'en-US' });
    await signInByApi(english.context, E2E_ADMIN);
    for (const step of consoleSteps) {
      const seen = await visit(english.page, step);
      englishWording.set(step.name, new Set(seen.lines.flatMap((line) => wordingOf(line, storedNames))));
    }
    await english.context.close();

    // An admin who signed up in Arabic.
    const { context } = await openPage(browser);
    const arabicAdmin = await registerInLanguage(context, 'ar', 'lang-admin');
    await context.close();
    await db().query(`UPDATE users SET role = 'admin' WHERE email = $1`, [arabicAdmin.email]);
    const tracked = await openPage(browser, PHONE, undefined, { locale: 'ar' });
    await signInByApi(tracked.context, arabicAdmin);
    const problems: string[] = [];
    for (const step of consoleSteps) {
      const seen = await visit(tracked.page, step);
      if (seen.dir !== 'rtl' || seen.lang !== 'ar') problems.push(`${step.name}: <html dir="${seen.dir}" lang="${seen.lang}">`);
      if (seen.overflow > 0) problems.push(`${step.name}: ${seen.overflow} px wider than the 390 px screen (${seen.overflowing.join(', ')})`);
      for (const words of englishLeft('ar', step, seen)) problems.push(`${step.name}: English "${words}"`);
    }
    expect(problems).toEqual([]);
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });

  it("sends the deposit approval mail in the user's language", async () => {
    const subjectOf = (language: string) => {
      const source = readFileSync(join(__dirname, `../../server/src/modules/mail/locales/${language}.ts`), 'utf8');
      const subject = /depositApproved:\s*\{\s*subject:\s*'([^']*)'/.exec(source)?.[1];
      if (!subject) throw new Error(`no depositApproved subject in ${language}.ts`);
      return subject;
    };
    const mails = async (email: string) => {
      const { rows } = await db().query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at`, [
        email,
      ]);
      return rows;
    };
    for (const [language, amount] of [
      ['ar', '1,000.00'],
      ['de', '1.000,00'],
      ['en', '1,000.00'],
    ] as const) {
      const [before] = subjectOf(language).split('{{amount}}');
      await expect.poll(async () => (await mails(users[language]!.email)).some((m) => m.subject.startsWith(before)), { timeout: 15_000 }).toBe(true);
      const approval = (await mails(users[language]!.email)).find((m) => m.subject.startsWith(before))!;
      expect(approval.subject.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toContain(amount);
    }
    // Not the English words in the Arabic and German mails.
    const englishBefore = subjectOf('en').split('{{amount}}')[0];
    for (const language of ['ar', 'de'] as const) {
      expect((await mails(users[language]!.email)).some((m) => m.subject.startsWith(englishBefore))).toBe(false);
    }
  });
});
