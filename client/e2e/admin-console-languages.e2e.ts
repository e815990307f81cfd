// Issue 18: the console in the staff member's language. An admin whose account is Arabic walks
// every console page on a 390 px phone: the page is Arabic and right to left, no line of it is an
// English text of the console's locale files (admin and admin-* namespaces), nothing scrolls
// sideways and nothing is logged as an error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '../src/routes/admin/admin-nav';
import { closeDb, db, launchBrowser, openPage } from './support/browser';
import { registerInLanguage } from './support/funding';
import { leaves, type Language } from './support/locales';

const PHONE = { width: 390, height: 844 };
const LOCALES = join(__dirname, '../src/i18n/locales');

/** Every text of the console's namespaces in `language`, by `namespace:key`. */
function consoleTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => /^admin(-[a-z]+)?\.json$/.test(name))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [key, value] of leaves(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')))) texts.set(`${namespace}:${key}`, value);
  }
  return texts;
}

/**
 * The English console texts a page in `language` must not show: whole texts without variables,
 * leaving out those the language writes the same way ("GraphQL", "IP").
 */
function englishOnly(language: Language): Set<string> {
  const own = consoleTexts(language);
  const english = new Set<string>();
  for (const [key, value] of consoleTexts('en')) {
    if (/\{\{|</.test(value) || value.trim().length < 2 || own.get(key) === value) continue;
    english.add(value.trim());
  }
  return english;
}

/** Opens a console page and waits until it has loaded what it shows. */
async function visit(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main .MuiCircularProgress-root, main .MuiSkeleton-root'));
}

/** The page's lines of text and its user-visible attributes, its direction and language, and how far it overflows. */
function seen(page: Page) {
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
      lines: [...new Set(texts.map((text) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim()).filter(Boolean))],
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // The innermost elements reaching past the screen's edge, when something does: where to look.
      overflowing: [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const out = (rect: DOMRect) => rect.right > window.innerWidth + 1 || rect.left < -1;
          return box.width > 0 && out(box) && ![...element.children].some((child) => out(child.getBoundingClientRect()));
        })
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
    };
  });
}

describe('the console in Arabic', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('shows every console page in Arabic, right to left, with no English console text, no overflow at 390 px and no console error', async () => {
    const tracked = await openPage(browser, PHONE, undefined, { locale: 'ar' });
    const account = await registerInLanguage(tracked.context, 'ar', 'console-ar');
    await db().query(`UPDATE users SET role = 'admin' WHERE email = $1`, [account.email]);
    const me = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [account.email]);
    const mail = await db().query<{ id: string }>(`SELECT id FROM mail_outbox ORDER BY created_at DESC LIMIT 1`);
    const pages = [...ADMIN_NAV.map((item) => item.href), `/admin/users/${me.rows[0].id}`];
    if (mail.rows[0]) pages.push(`/admin/mail/${mail.rows[0].id}`);

    const english = englishOnly('ar');
    expect(english.size).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const href of pages) {
      await visit(tracked.page, href);
      const page = await seen(tracked.page);
      if (page.dir !== 'rtl' || page.lang !== 'ar') problems.push(`${href}: dir=${page.dir} lang=${page.lang}`);
      if (page.overflow > 0) problems.push(`${href}: ${page.overflow} px wider than the screen (${page.overflowing.join(', ')})`);
      for (const line of page.lines) if (english.has(line)) problems.push(`${href}: "${line}" is English`);
    }
    // Emails and ids stay left to right inside the Arabic page: each sits in a <bdi dir="ltr">.
    await visit(tracked.page, '/admin/users');
    const emails = await tracked.page.evaluate((email) => {
      const shown = [...document.querySelectorAll('body *')].filter((element) => element.children.length === 0 && element.textContent?.trim() === email);
      return { shown: shown.length, loose: shown.filter((element) => !element.closest('bdi[dir="ltr"]')).map((element) => element.outerHTML.slice(0, 120)) };
    }, account.email);
    expect(emails.shown).toBeGreaterThan(0);
    if (emails.loose.length) problems.push(`/admin/users: ${account.email} outside a left-to-right isolate: ${emails.loose.join(', ')}`);
    expect(problems).toEqual([]);
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });
});
