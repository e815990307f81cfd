/** Any language's texts of any namespace: the import map of every locale file (load-texts.ts loads this on demand). */
export const importMoreTexts = (language: string, namespace: string): Promise<unknown> => import(`./locales/${language}/${namespace}.json`);
