import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import english from '../i18n/locales/en/errors.json';
import { errorText, graphQLErrorText, restErrorText } from './error-text';
import { errorMessageOf } from './apollo';
import { fieldErrorsOf } from './field-errors';

// Tests run from client/ (npm test, vitest run): the server's sources sit beside it.
const SERVER = join(process.cwd(), '..', 'server', 'src');

/** The string values of every `export enum …` in a source file. */
function enumValues(source: string): string[] {
  return [...source.matchAll(/export enum \w+ \{([\s\S]*?)\n\}/g)].flatMap((m) => [...m[1].matchAll(/^\s+\w+ = '([^']+)'/gm)].map((v) => v[1]));
}

/** Every code the server can answer with: the error enums of every *.errors.ts (modules, guards), the error kinds, validation codes and the guards' own. */
function serverCodes(): string[] {
  const enumFiles = (readdirSync(SERVER, { recursive: true }) as string[]).filter((file) => file.endsWith('.errors.ts')).map((file) => join(SERVER, file));
  const codes = enumFiles.flatMap((file) => enumValues(readFileSync(file, 'utf8')));
  codes.push(...enumValues(readFileSync(join(SERVER, 'common/errors/domain-error.ts'), 'utf8')));
  const validation = readFileSync(join(SERVER, 'common/errors/validation-codes.ts'), 'utf8');
  codes.push(...[...validation.matchAll(/'(VALIDATION_[A-Z_]+)'/g)].map((m) => m[1]));
  // Codes given where an error is made (forbidden('…', 'CSRF')) rather than in an enum.
  for (const file of ['common/guards/access.guard.ts', 'app/open-api.ts']) {
    const source = readFileSync(join(SERVER, file), 'utf8');
    codes.push(...[...source.matchAll(/(?:forbidden|badInput|conflict)\([^;]*?,\s*'([A-Z_]+)'\)/g)].map((m) => m[1]));
  }
  return [...new Set(codes)].sort();
}

describe('the errors namespace', () => {
  it('has an English text for every code the server can send (a new code without one fails here)', () => {
    const codes = serverCodes();
    // The reading above still finds the codes (a changed enum style would otherwise pass silently).
    expect(codes.length).toBeGreaterThan(200);
    expect(codes).toEqual(expect.arrayContaining(['INSUFFICIENT_FUNDS', 'BAD_WALLET_ADDRESS', 'VALIDATION_MAX_LENGTH', 'CSRF', 'SERVICE_UNAVAILABLE']));
    const missing = codes.filter((code) => !(code in english));
    expect(missing).toEqual([]);
  });
});

const refusal = (reason: string, message: string, code = 'BAD_USER_INPUT', field?: string) => ({
  graphQLErrors: [{ message, extensions: { code, reason, ...(field ? { field } : {}) } }],
});

describe('errorText', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces('errors');
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it("gives English readers the server's own words", () => {
    expect(errorText(refusal('BAD_WALLET_ADDRESS', 'This BTC address has a bad checksum.'), 'x')).toBe('This BTC address has a bad checksum.');
    expect(errorMessageOf(refusal('INSUFFICIENT_FUNDS', 'Insufficient balance: deposit funds first.', 'INSUFFICIENT_FUNDS'), 'x')).toBe(
      'Insufficient balance: deposit funds first.',
    );
  });

  it("says a known code in the reader's language, with the figure of the message", async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('errors');
    const german = i18next.getResourceBundle('de', 'errors') as Record<string, string> | undefined;
    // Until the German file exists the server's words are the answer.
    const expected = (code: string, fallback: string, n = '') => german?.[code]?.replace('{{n}}', n) ?? fallback;
    expect(errorText(refusal('TXN_ID_TAKEN', 'This blockchain transaction ID has already been used for a deposit.', 'CONFLICT'), 'x')).toBe(
      expected('TXN_ID_TAKEN', 'This blockchain transaction ID has already been used for a deposit.'),
    );
    expect(errorText(refusal('SIGN_IN_LOCKED', 'Too many failed sign-in attempts. Please try again in 15 minutes.', 'RATE_LIMITED'), 'x')).toBe(
      expected('SIGN_IN_LOCKED', 'Too many failed sign-in attempts. Please try again in 15 minutes.', '15'),
    );
  });

  it('falls back to the kind, then to the server, then to the fallback', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('errors');
    const german = i18next.getResourceBundle('de', 'errors') as Record<string, string> | undefined;
    expect(errorText(refusal('SOMETHING_NEW', 'Server words.', 'NOT_FOUND'), 'x')).toBe(german?.NOT_FOUND ?? 'Server words.');
    expect(errorText(refusal('SOMETHING_NEW', 'Server words.', 'SOMETHING_ELSE'), 'x')).toBe('Server words.');
    expect(errorText(new Error('boom'), 'Fallback')).toBe('Fallback');
    expect(errorText({ networkError: new Error('offline') }, 'Fallback', 'Offline')).toBe('Offline');
  });

  it('tells REST refusals and field errors by their code too', async () => {
    expect(restErrorText({ message: 'Server words.', code: 'WRONG_CAPTCHA' }, 'x')).toBe('Server words.');
    expect(restErrorText(null, 'Fallback')).toBe('Fallback');
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('errors');
    const german = i18next.getResourceBundle('de', 'errors') as Record<string, string> | undefined;
    const error = refusal('VALIDATION_MAX_LENGTH', 'title must be shorter than or equal to 50 characters', 'BAD_USER_INPUT', 'input.title');
    expect(fieldErrorsOf(error, ['title'] as const, 'x').fields.title).toBe(
      german?.VALIDATION_MAX_LENGTH ?? 'title must be shorter than or equal to 50 characters',
    );
    expect(graphQLErrorText({ message: 'Words.', extensions: { code: 'BAD_USER_INPUT', reason: 'lowercase' } })).toBe(german?.BAD_USER_INPUT ?? 'Words.');
  });

  it('names the limit a message ends on, not its first figure', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('errors');
    expect(errorText(refusal('AUDIT_INVALID_PAGE_SIZE', 'first must be between 1 and 100.'), 'x')).toBe('Die Seitengröße muss zwischen 1 und 100 liegen.');
    expect(errorText(refusal('FILE_TOO_LARGE', 'Each image must be at most 5 MB.', 'PAYLOAD_TOO_LARGE'), 'x')).toContain('5');
  });

  it('keeps the minimum deposit the server names: its values first, else the figure before USD', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('errors');
    const graphql = {
      graphQLErrors: [
        { message: 'The minimum deposit is 500.00 USD.', extensions: { code: 'BAD_USER_INPUT', reason: 'BELOW_MINIMUM', values: { amount: '500.00' } } },
      ],
    };
    expect(errorText(graphql, 'x')).toBe('Die Mindesteinzahlung beträgt 500,00 USD.');
    // The values win over the message's figures.
    expect(restErrorText({ message: 'Below 1 of 2.', code: 'BELOW_MINIMUM', values: { amount: '1250.5' } }, 'x')).toBe(
      'Die Mindesteinzahlung beträgt 1.250,50 USD.',
    );
    // An older answer without values: the figure before USD.
    expect(restErrorText({ message: 'The minimum deposit is 500.00 USD.', code: 'BELOW_MINIMUM' }, 'x')).toBe('Die Mindesteinzahlung beträgt 500,00 USD.');
    // No amount anywhere: the plain text, never an empty blank.
    expect(restErrorText({ message: 'The amount is below the minimum deposit.', code: 'BELOW_MINIMUM' }, 'x')).toBe('Der Betrag liegt unter dem Minimum.');
    expect(restErrorText({ message: 'The maximum deposit is 1000000.00 USD.', code: 'ABOVE_MAXIMUM', values: { amount: '1000000.00' } }, 'x')).toBe(
      'Die Höchsteinzahlung beträgt 1.000.000,00 USD.',
    );
  });

  it('reads a page-size limit from the values the server sends when it sends them', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('errors');
    expect(
      graphQLErrorText({
        message: 'first must be between 1 and 100.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'MAIL_INVALID_PAGE_SIZE', values: { n: '50' } },
      }),
    ).toBe('Die Seitengröße muss zwischen 1 und 50 liegen.');
  });
});
