import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { FaqCapitalWithdrawals1763971000001 } from '../../database/migrations/1763971000001-faq-capital-withdrawals';
import { SEED_EN, SEED_TRANSLATIONS } from './site-content.seed';
import { SITE_LOCALES } from './site-content.types';

type Faq = Array<{ question: string; answer: string }>;

describe('the FAQ on what can be withdrawn (main + profit), fresh and existing installs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  const seedFaq = (locale: (typeof SITE_LOCALES)[number]): Faq => (locale === 'en' ? SEED_EN.faq : SEED_TRANSLATIONS[locale].faq);

  it('the seed says in all ten languages that main and profit can be withdrawn, profit first', () => {
    for (const locale of SITE_LOCALES) {
      const item = seedFaq(locale)[4];
      expect({ locale, ok: item.answer.length > 80 }).toEqual({ locale, ok: true });
    }
    expect(SEED_EN.faq[4]).toEqual({
      question: 'What can I withdraw, and when?',
      answer: expect.stringContaining('You can withdraw your main balance and your profit at any time'),
    });
    expect(JSON.stringify(SEED_EN.faq)).not.toMatch(/only the weekly profit/);
  });

  it('a fresh install serves the new answer', async () => {
    const { rows } = await t.db.query(`SELECT value FROM site_content WHERE key = 'faq' AND locale = 'de'`);
    expect((rows[0].value as Faq)[4]).toEqual(SEED_TRANSLATIONS.de.faq[4]);
  });

  it("the migration rewrites an existing install's unedited old answer in every language, and leaves an operator's wording alone", async () => {
    const migration = new FaqCapitalWithdrawals1763971000001();
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      // Put the old seed item back, as an install seeded before this release has it.
      await migration.down(runner);
      const before = await t.db.query(`SELECT locale, value FROM site_content WHERE key = 'faq'`);
      expect(before.rows).toHaveLength(SITE_LOCALES.length);
      for (const row of before.rows) expect((row.value as Faq)[4].answer).not.toEqual(seedFaq(row.locale)[4].answer);
      const oldEs = (before.rows.find((r) => r.locale === 'es')!.value as Faq)[4];
      const oldRu = (before.rows.find((r) => r.locale === 'ru')!.value as Faq)[4];
      // An operator reworded the Russian answer and the French question.
      await t.db.query(`UPDATE site_content SET value = jsonb_set(value, '{4,answer}', '"Наш собственный текст."') WHERE key = 'faq' AND locale = 'ru'`);
      await t.db.query(`UPDATE site_content SET value = jsonb_set(value, '{4,question}', '"Notre question ?"') WHERE key = 'faq' AND locale = 'fr'`);

      await migration.up(runner);
      const after = await t.db.query(`SELECT locale, value FROM site_content WHERE key = 'faq'`);
      for (const row of after.rows) {
        const faq = row.value as Faq;
        expect(faq).toHaveLength(seedFaq(row.locale).length);
        if (row.locale === 'ru') expect(faq[4]).toEqual({ question: oldRu.question, answer: 'Наш собственный текст.' });
        else if (row.locale === 'fr') expect(faq[4]).toEqual({ question: 'Notre question ?', answer: seedFaq('fr')[4].answer });
        else expect({ locale: row.locale, item: faq[4] }).toEqual({ locale: row.locale, item: seedFaq(row.locale)[4] });
        // The other items are untouched.
        expect(faq.filter((_, i) => i !== 4)).toEqual(seedFaq(row.locale).filter((_, i) => i !== 4));
      }
      expect(oldEs.answer).toMatch(/solo se puede retirar el beneficio semanal/);
    } finally {
      await runner.release();
    }
  });
});
