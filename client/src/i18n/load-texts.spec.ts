import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { describe, expect, it, vi } from 'vitest';
import englishWithdrawals from './locales/en/withdrawals.json';
import germanWithdrawals from './locales/de/withdrawals.json';
import { loadTexts, type TextsImport } from './load-texts';

const noWait = () => Promise.resolve();
const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module');

/** The real texts, except the chunks `failing` names (`de/withdrawals`), which fail `times` times. */
function importFailing(failing: string, times = Infinity) {
  let failures = 0;
  return vi.fn<TextsImport>(async (language, namespace) => {
    if (`${language}/${namespace}` === failing && failures < times) {
      failures += 1;
      throw chunkFailed();
    }
    return { default: language === 'de' ? germanWithdrawals : englishWithdrawals };
  });
}

/** An i18next instance as the app sets one up, reading the withdrawals page's texts in German through `backend`. */
async function germanWithdrawalsPage(backend: TextsImport) {
  const i18n = i18next.createInstance();
  await i18n.use(resourcesToBackend((language: string, namespace: string) => backend(language, namespace))).init({
    lng: 'de',
    fallbackLng: false,
    supportedLngs: ['en', 'de'],
    load: 'currentOnly',
    ns: ['withdrawals'],
    defaultNS: 'withdrawals',
    showSupportNotice: false,
  });
  return i18n;
}

describe('loadTexts', () => {
  it('asks a failed chunk once more, and keeps the language when the second try works', async () => {
    const load = importFailing('de/withdrawals', 1);
    expect(await loadTexts('de', 'withdrawals', load, noWait)).toEqual({ default: germanWithdrawals });
    expect(load.mock.calls).toEqual([
      ['de', 'withdrawals'],
      ['de', 'withdrawals'],
    ]);
  });

  it('stands in English for a namespace that fails twice', async () => {
    const load = importFailing('de/withdrawals');
    expect(await loadTexts('de', 'withdrawals', load, noWait)).toEqual({ default: englishWithdrawals });
    expect(load.mock.calls.map(([language]) => language)).toEqual(['de', 'de', 'en']);
  });

  it('fails when English itself cannot be loaded', async () => {
    await expect(loadTexts('en', 'withdrawals', importFailing('en/withdrawals'), noWait)).rejects.toThrow('Failed to fetch');
  });

  it('waits before the second try', async () => {
    const wait = vi.fn(() => Promise.resolve());
    await loadTexts('de', 'withdrawals', importFailing('de/withdrawals', 1), wait);
    expect(wait).toHaveBeenCalledWith(800);
  });

  it('shows a money screen in English, not raw keys, when its German chunk cannot be loaded', async () => {
    const load = importFailing('de/withdrawals');
    const i18n = await germanWithdrawalsPage((language, namespace) => loadTexts(language, namespace, load, noWait));
    expect(i18n.t('submit')).toBe('Withdraw Now');
    expect(i18n.t('form.confirm', { amount: '1', address: 'x' })).toContain('You are about to withdraw');
  });

  it('(the failure it guards against: the chunk loaded straight shows raw keys)', async () => {
    const i18n = await germanWithdrawalsPage(importFailing('de/withdrawals'));
    expect(i18n.t('submit')).toBe('submit');
  });
});
