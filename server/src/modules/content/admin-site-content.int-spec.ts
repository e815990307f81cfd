import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient, createAdmin, createInvestor } from '../../../test/factories/users';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { SEED_EN, SEED_TRANSLATIONS } from './site-content.seed';
import { SITE_LOCALES } from './site-content.types';

interface Entry {
  key: string;
  locale: string;
  value: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

const READ = `query($key: String!) { adminSiteContent(key: $key) { key locale value updatedAt updatedBy } }`;
const PREVIEW = `query($input: UpdateSiteContentInput!) { previewSiteContent(input: $input) { locale riskWarning faq { question answer } company { name address } } }`;
const UPDATE = `mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { locale } }`;

// One app per file: passport keeps its (de)serializers in a process-wide instance.
describe('the console reads and previews the site content', () => {
  let t: TestApp;
  let admin: ApiClient;
  let adminId: string;
  beforeAll(async () => {
    t = await bootApp();
    const created = await createAdmin(t);
    admin = created.client;
    adminId = created.user.id;
  });
  afterAll(() => t.close());

  const read = async (key: string) => (await admin.gql<{ adminSiteContent: Entry[] }>(READ, { key })).data!.adminSiteContent;
  const audits = async () => (await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'site_content.updated'`)).rows[0].n as number;
  const stored = async () => (await t.db.query(`SELECT key, locale, value, updated_at FROM site_content ORDER BY key, locale`)).rows;

  it('answers one key in each of the ten languages, English first, as the JSON stored; null where a language stores none', async () => {
    const faq = await read('faq');
    expect(faq.map((e) => e.locale)).toEqual([...SITE_LOCALES]);
    expect(JSON.parse(faq[0].value!)).toEqual(SEED_EN.faq);
    expect(JSON.parse(faq.find((e) => e.locale === 'de')!.value!)).toEqual(SEED_TRANSLATIONS.de.faq);
    expect(faq[0]).toMatchObject({ key: 'faq', updatedBy: null, updatedAt: expect.any(String) });

    // investorCount has no translations: every other language shows English.
    const count = await read('investorCount');
    expect(count.filter((e) => e.value !== null).map((e) => e.locale)).toEqual(['en']);
  });

  it('shows an edit at once, with who made it', async () => {
    const warning = 'Rendite ist nicht garantiert; Ihr Kapital ist gefährdet.';
    const res = await admin.gql(UPDATE, { input: { key: 'riskWarning', locale: 'de', value: JSON.stringify(warning) } });
    expect(res.errors).toBeUndefined();
    const de = (await read('riskWarning')).find((e) => e.locale === 'de')!;
    expect(de).toMatchObject({ value: JSON.stringify(warning, null, 2), updatedBy: adminId });
    // The public answer is not kept by browsers past the edit.
    const pub = await t.client().get<{ riskWarning: string }>('/api/site_content?lang=de');
    expect(pub.body.riskWarning).toBe(warning);
    expect(pub.headers.get('cache-control')).toBe('no-cache');
  });

  it('previews an edit merged as the public pages would show it, and stores nothing', async () => {
    const [rows, audited] = [await stored(), await audits()];
    const faq = [{ question: '¿Vista previa?', answer: 'Sí.' }];
    const es = await admin.gql<{ previewSiteContent: { locale: string; riskWarning: string; faq: unknown } }>(PREVIEW, {
      input: { key: 'faq', locale: 'es', value: JSON.stringify(faq) },
    });
    expect(es.data!.previewSiteContent).toMatchObject({ locale: 'es', faq, riskWarning: SEED_TRANSLATIONS.es.riskWarning });

    // A translated company overrides English field by field.
    const fr = await admin.gql<{ previewSiteContent: { company: { name: string; address: string } } }>(PREVIEW, {
      input: { key: 'company', locale: 'fr', value: JSON.stringify({ address: '1 rue de la Paix, Paris' }) },
    });
    expect(fr.data!.previewSiteContent.company).toEqual({ name: SEED_EN.company.name, address: '1 rue de la Paix, Paris' });
    expect(await stored()).toEqual(rows);
    expect(await audits()).toBe(audited);
  });

  it.each<[string, string, Record<string, string>, string, string]>([
    [
      'an unknown key',
      READ,
      { key: 'slogan' },
      'key must be one of: company, openingHours, counters, investorCount, testimonials, faq, riskWarning, terms.',
      'key',
    ],
    ['a NUL byte in the key', READ, { key: 'faq\u0000' }, '"key" contains a character that is not allowed (a NUL character or invalid Unicode).', ''],
    ['a preview of malformed JSON', PREVIEW, { key: 'faq', locale: 'en', value: '[{' }, 'value is not valid JSON.', 'value'],
    ['a preview with a missing field', PREVIEW, { key: 'faq', locale: 'ja', value: '[{"question":"Q"}]' }, 'faq[0].answer is required.', 'value'],
    [
      'a preview in an unknown language',
      PREVIEW,
      { key: 'faq', locale: 'it', value: '[]' },
      'locale must be one of: en, es, fr, de, zh-CN, ja, ar, ru, pt, hi.',
      'locale',
    ],
  ])('refuses %s with a 400, its message and its field', async (_what, query, args, message, field) => {
    const variables = query === READ ? args : { input: args };
    const res = await admin.gql(query, variables);
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].message).toBe(message);
    if (field) expect((res.errors![0].extensions as { field?: string }).field).toBe(field);
  });

  it('is refused signed out and to an investor', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expectGqlError(await anonymous.gql(READ, { key: 'faq' }), 'UNAUTHENTICATED');
    const { client: investor } = await createInvestor(t);
    expectGqlError(await investor.gql(READ, { key: 'faq' }), 'FORBIDDEN');
    expectGqlError(await investor.gql(PREVIEW, { input: { key: 'faq', locale: 'en', value: '[]' } }), 'FORBIDDEN');
  });
});
