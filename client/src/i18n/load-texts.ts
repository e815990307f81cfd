import { DEFAULT_LANGUAGE } from './languages';

/** Fetches one language's texts of one namespace (a chunk of its own in the build). */
export type TextsImport = (language: string, namespace: string) => Promise<unknown>;

/**
 * The public pages' namespaces have import maps of their own (ten entries each); the map of every
 * other namespace (230 chunk names, about 5 KB gzip) is a chunk of its own (more-texts.ts), loaded
 * only by pages that read one: the public pages' entry does not carry it.
 */
const importTexts: TextsImport = (language, namespace) => {
  if (namespace === 'common') return import(`./locales/${language}/common.json`);
  if (namespace === 'public') return import(`./locales/${language}/public.json`);
  return import('./more-texts').then(({ importMoreTexts }) => importMoreTexts(language, namespace));
};

/** How long to wait before asking a second time (a dropped connection, a deploy swapping chunks). */
export const RETRY_AFTER_MS = 800;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The texts of `namespace` in `language`, for i18next's backend. A chunk that fails to load is
 * asked for once more; if it fails again, the English texts of that namespace stand in (a page in
 * English beats one showing raw keys such as `form.confirm` on a money screen). Fails only when
 * English cannot be loaded either.
 */
export async function loadTexts(language: string, namespace: string, load: TextsImport = importTexts, wait = pause): Promise<unknown> {
  try {
    return await load(language, namespace);
  } catch {
    await wait(RETRY_AFTER_MS);
  }
  try {
    return await load(language, namespace);
  } catch (error) {
    if (language === DEFAULT_LANGUAGE) throw error;
  }
  return load(DEFAULT_LANGUAGE, namespace);
}
