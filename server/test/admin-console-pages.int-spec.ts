import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, TestApp } from './helpers/test-app';
import { createAdmin, createInvestor } from './factories/users';

/** The console's pages (and its GraphQL IDE) are sent to admins only; the API behind them checks the role itself. */
describe('admin console pages', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'invest-client-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Investment Platform</title></head><body><div id="root"></div></body></html>',
    );
    t = await bootApp({ env: { CLIENT_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/graphql', '/admin/kyc', '/admin/nope'])(
    '%s: strangers are sent to sign in, investors get a 403 page, admins the app',
    async (path) => {
      const stranger = await t.client().raw(path);
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get('location')).toBe('/account/login');

      const { client: investor } = await createInvestor(t);
      const refused = await investor.raw(path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-security-policy')).toBeTruthy();
      const page = await refused.text();
      expect(page).toContain('Not allowed');
      expect(page).not.toContain('<div id="root"></div>');

      const { client: admin } = await createAdmin(t);
      const app = await admin.raw(path);
      expect(app.status).toBe(200);
      expect(await app.text()).toContain('<div id="root"></div>');
    },
  );

  it("answers an investor with the app's styled page in their language, with the way back", async () => {
    const { client: investor } = await createInvestor(t);
    const english = await (await investor.raw('/admin')).text();
    expect(english).toContain('<style>');
    expect(english).toContain('href="/user/dashboard">Back to your account</a>');
    expect(english).toContain('Investment Platform');
    const german = await investor.raw('/admin/graphql', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.status).toBe(403);
    const page = await german.text();
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('<h1>Nicht erlaubt</h1>');
    expect(page).toContain('Zurück zu Ihrem Konto');
    const arabic = await (await investor.raw('/admin', { headers: { 'accept-language': 'ar' } })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
  });

  it('leaves other client routes alone', async () => {
    for (const path of ['/administrator', '/user/dashboard', '/account/login']) {
      const res = await t.client().raw(path);
      expect(res.status).toBe(200);
    }
  });
});
