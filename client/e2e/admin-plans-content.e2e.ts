// The console's plans and site content pages, seen from both sides: a visitor has Our Plans open
// (in Portuguese); the admin creates a plan, edits it, and edits the Portuguese risk warning (the
// blank text refused beside the field, the preview following what is typed); the visitor reloads
// and sees each change without any rebuild; the admin deactivates the plan and it leaves the
// public page; the audit log lists every change with its admin. Phone width too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, waitForHydration, type TrackedPage } from './support/browser';
import { signInByApi, toast } from './support/accounts';

const UNIQ_ID = `E2E_${Date.now().toString(36).toUpperCase()}`;
const WARNING = `Aviso de teste ${UNIQ_ID}: o capital investido está em risco e os rendimentos não são garantidos.`;

describe('admin plans and site content', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let visitor: TrackedPage;
  let originalWarning: unknown;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    visitor = await openPage(browser, undefined, undefined, { locale: 'pt' });
    originalWarning = (await db().query<{ value: unknown }>(`SELECT value FROM site_content WHERE key = 'riskWarning' AND locale = 'pt'`)).rows[0]?.value;
  });
  afterAll(async () => {
    // Leave the shared database as other browser tests expect it: the seeded Portuguese warning, the test plan withdrawn.
    if (originalWarning !== undefined) {
      const { token } = (await (await admin.context.request.get('/api/middleware/csrf-token')).json()) as { token: string };
      await admin.context.request.post('/graphql', {
        headers: { 'X-CSRF-Token': token, 'content-type': 'application/json' },
        data: {
          query: 'mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { locale } }',
          variables: { input: { key: 'riskWarning', locale: 'pt', value: JSON.stringify(originalWarning) } },
        },
      });
    }
    await db().query(`UPDATE plans SET active = false WHERE uniq_id = $1`, [UNIQ_ID]);
    await browser?.close();
    await closeDb();
  });

  const publicPlans = async () => {
    const { page } = visitor;
    await page.goto('/our_plans');
    await waitForHydration(page);
    await page.getByRole('article', { name: 'BASIC' }).waitFor();
    return page;
  };

  it('creates and edits a plan that the visitor then sees on Our Plans, and withdraws it again', async () => {
    let page = await publicPlans();
    expect(await page.getByRole('article', { name: /Harvest/ }).count()).toBe(0);

    const desk = admin.page;
    await desk.goto('/admin');
    await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Plans' }).click();
    await desk.waitForURL('**/admin/plans');
    await desk.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await desk.getByRole('table', { name: 'Plans' }).getByRole('row').filter({ hasText: 'BASIC' }).first().waitFor();

    await desk.getByRole('button', { name: 'New plan' }).click();
    let dialog = desk.getByRole('dialog', { name: 'New plan' });
    await dialog.getByRole('textbox', { name: /Plan id/ }).fill(UNIQ_ID);
    await dialog.getByRole('textbox', { name: /Title/ }).fill('Harvest');
    await dialog.getByRole('textbox', { name: /Daily interest/ }).fill('2.5');
    await dialog.getByRole('textbox', { name: /Term/ }).fill('10');
    await dialog.getByRole('textbox', { name: /Minimum/ }).fill('200');
    await dialog.getByRole('textbox', { name: /Maximum/ }).fill('800');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await toast(desk, `Plan ${UNIQ_ID} created`).waitFor();

    // The edit: a maximum below the minimum is refused beside that field (named by its label), then the corrected one is taken.
    await desk.getByRole('button', { name: `Edit ${UNIQ_ID}` }).click();
    dialog = desk.getByRole('dialog', { name: `Edit plan ${UNIQ_ID}` });
    await dialog.getByRole('textbox', { name: /Title/ }).fill('Harvest Plus');
    await dialog.getByRole('textbox', { name: /Daily interest/ }).fill('3.25');
    await dialog.getByRole('textbox', { name: /Term/ }).fill('21');
    await dialog.getByRole('textbox', { name: /Maximum/ }).fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Maximum (USD) must be at least Minimum (USD)').waitFor();
    expect(await dialog.getByRole('textbox', { name: /Maximum/ }).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('textbox', { name: /Maximum/ }).fill('1500.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(desk, `Plan ${UNIQ_ID} saved`).waitFor();
    const row = desk.getByRole('table', { name: 'Plans' }).getByRole('row').filter({ hasText: UNIQ_ID });
    await row.getByText('Harvest Plus').waitFor();

    // The visitor reloads the page they had open: the plan as edited, no rebuild.
    page = await publicPlans();
    const card = page.getByRole('article', { name: 'Harvest Plus' });
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('3,25');
    expect(cardText).toContain('1.500,50');
    expect(cardText).toContain('3 semanas');

    await row.getByRole('button', { name: `Deactivate ${UNIQ_ID}` }).click();
    await desk
      .getByRole('dialog', { name: `Deactivate ${UNIQ_ID}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast(desk, `Plan ${UNIQ_ID} deactivated`).waitFor();
    await row.getByText('Inactive').waitFor();
    page = await publicPlans();
    expect(await page.getByRole('article', { name: 'Harvest Plus' }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });

  it('edits the Portuguese risk warning with its check beside the field and a preview; the visitor sees it on reload', async () => {
    let page = await publicPlans();
    expect(await page.getByText(WARNING).count()).toBe(0);

    const desk = admin.page;
    await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site content' }).click();
    await desk.waitForURL('**/admin/content');
    await desk.getByRole('heading', { name: 'Site content', level: 1 }).waitFor();
    await desk.getByRole('tab', { name: 'Risk warning' }).click();
    await desk.getByRole('button', { name: 'Edit Risk warning in Português (pt)' }).click();
    const dialog = desk.getByRole('dialog', { name: /Risk warning · Português/ });
    const text = dialog.getByRole('textbox', { name: 'Text' });

    // A blank text: the server's own check, shown beside the field while typing.
    await text.fill('   ');
    await dialog.getByText('riskWarning must be a non-empty string.').waitFor();
    expect(await text.getAttribute('aria-invalid')).toBe('true');

    await text.fill(WARNING);
    await dialog
      .getByRole('region', { name: /Preview/ })
      .getByText(WARNING)
      .waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(desk, 'Risk warning (pt) saved').waitFor();
    await desk.getByRole('table', { name: 'Risk warning by language' }).getByRole('row').filter({ hasText: 'Português' }).getByText('Own text').waitFor();

    page = await publicPlans();
    await page.getByText(WARNING).first().waitFor();
    expect(admin.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it('lists both changes in the audit log, newest first, with the admin who made them', async () => {
    const desk = admin.page;
    await desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await desk.waitForURL('**/admin/audit');
    const table = desk.getByRole('table', { name: 'Audit entries' });
    await table.getByRole('row').nth(1).waitFor();
    const rows = (await table.getByRole('row').allTextContents()).slice(1, 5);
    expect(rows.map((line) => /(site_content\.updated|plan\.(?:created|updated|activated|deactivated))/.exec(line)?.[1])).toEqual([
      'site_content.updated',
      'plan.deactivated',
      'plan.updated',
      'plan.created',
    ]);
    for (const line of rows) expect(line).toContain(E2E_ADMIN.email);
    expect(rows[0]).toContain(WARNING);
    expect(rows[2]).toContain('Harvest Plus');
    expect(rows[3]).toContain(UNIQ_ID);
  });

  it('works at 390 px width: both pages and the editors without sideways scrolling', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInByApi(phone.context, E2E_ADMIN);
    const { page } = phone;
    const noSidewaysScroll = async () => {
      const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.innerWidth);
    };

    await page.goto('/admin/plans');
    await page.getByRole('button', { name: 'Edit BASIC' }).waitFor();
    await noSidewaysScroll();
    await page.getByRole('button', { name: 'Edit BASIC' }).click();
    await page.getByRole('dialog', { name: 'Edit plan BASIC' }).getByRole('textbox', { name: /Title/ }).waitFor();
    await noSidewaysScroll();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/content');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('button', { name: 'Edit FAQ in English (en)' }).waitFor();
    await noSidewaysScroll();
    await page.getByRole('button', { name: 'Edit FAQ in English (en)' }).click();
    const dialog = page.getByRole('dialog', { name: /FAQ · English/ });
    await dialog
      .getByRole('region', { name: /Preview/ })
      .getByRole('button')
      .first()
      .waitFor();
    await noSidewaysScroll();
    const box = await dialog.getByRole('textbox', { name: 'Question' }).first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(phone.errors).toEqual([]);
  });
});
