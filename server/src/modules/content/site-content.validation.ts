import { invalidContent } from './content.errors';
import {
  COUNTER_FORMATS,
  COUNTER_SOURCES,
  DEFAULT_LOCALE,
  SITE_CONTENT_KEYS,
  SITE_LOCALES,
  SiteContentKey,
  SiteLocale,
  StoredCompany,
  StoredCounter,
} from './site-content.types';

/** Largest JSON text an operator may store under one key and language. */
export const MAX_VALUE_LENGTH = 60_000;
const SHORT = 200;
const TEXT = 4_000;
/** The terms page: a few sections of a few paragraphs. */
const LONG_TEXT = 20_000;
const MAX_ITEMS = 50;

type Json = unknown;
type Check = (value: Json, path: string) => unknown;

/** The first thing wrong with a value, as a sentence naming where (`faq[2].answer must be ...`). */
const fail = (message: string): never => {
  throw invalidContent(message);
};

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text =
  (max: number): Check =>
  (value, path) => {
    if (typeof value !== 'string' || !value.trim()) return fail(`${path} must be a non-empty string.`);
    if (value.length > max) return fail(`${path} must be at most ${max} characters.`);
    return value.trim();
  };

const matching =
  (pattern: RegExp, what: string, extra?: (value: string) => boolean): Check =>
  (value, path) => {
    if (typeof value !== 'string' || !pattern.test(value) || (extra && !extra(value))) return fail(`${path} must be ${what}.`);
    return value;
  };

const oneOf =
  (choices: readonly string[]): Check =>
  (value, path) => {
    if (typeof value !== 'string' || !choices.includes(value)) return fail(`${path} must be one of: ${choices.join(', ')}.`);
    return value;
  };

const boolean: Check = (value, path) => (typeof value === 'boolean' ? value : fail(`${path} must be true or false.`));

const validDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const inRange = (limit: number) => (value: string) => Math.abs(Number(value)) <= limit;

/** An object with exactly these fields (those marked optional may be absent); anything else is refused by name. */
function object(fields: Record<string, Check>, optional: string[] = []): Check {
  return (value, path) => {
    if (!isObject(value)) return fail(`${path} must be an object.`);
    for (const name of Object.keys(value)) if (!(name in fields)) fail(`${path}.${name} is not a known field.`);
    const out: Record<string, unknown> = {};
    for (const [name, check] of Object.entries(fields)) {
      if (value[name] === undefined) {
        if (!optional.includes(name)) fail(`${path}.${name} is required.`);
        continue;
      }
      out[name] = check(value[name], `${path}.${name}`);
    }
    return out;
  };
}

function list(item: Check, { min = 1 }: { min?: number } = {}): Check {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(`${path} must be a list.`);
    if (value.length < min) return fail(`${path} must hold at least ${min} item${min === 1 ? '' : 's'}.`);
    if (value.length > MAX_ITEMS) return fail(`${path} must hold at most ${MAX_ITEMS} items.`);
    return value.map((entry, index) => item(entry, `${path}[${index}]`));
  };
}

function uniqueKeys(items: Array<{ key: string }>, path: string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.key)) fail(`${path}[${index}].key "${item.key}" is used twice.`);
    seen.add(item.key);
  });
}

const COMPANY_FIELDS: Record<keyof StoredCompany, Check> = {
  name: text(SHORT),
  legalName: text(SHORT),
  registrationNumber: text(50),
  incorporatedOn: matching(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD', validDate),
  jurisdiction: text(SHORT),
  address: text(500),
  email: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address'),
  phone: matching(/^\+?[0-9 ()./-]{5,30}$/, 'a phone number (digits, spaces and + ( ) - . /)'),
  map: object({
    lat: matching(/^-?\d{1,2}(\.\d{1,8})?$/, 'a latitude between -90 and 90 written as a string, e.g. "51.5246"', inRange(90)),
    lon: matching(/^-?\d{1,3}(\.\d{1,8})?$/, 'a longitude between -180 and 180 written as a string, e.g. "-0.0853"', inRange(180)),
  }),
};
const COMPANY_TEXT_FIELDS = Object.keys(COMPANY_FIELDS) as Array<keyof StoredCompany>;

const COUNTER_KEY = matching(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'a name of letters, digits and underscores starting with a letter');
const COUNT = /^\d{1,15}$/;
const USD = /^\d{1,15}(\.\d{1,2})?$/;

const counter: Check = (value, path) => {
  const parsed = object(
    { key: COUNTER_KEY, label: text(SHORT), source: oneOf(COUNTER_SOURCES), value: (v) => v, format: oneOf(COUNTER_FORMATS), hidden: boolean },
    ['value', 'hidden'],
  )(value, path) as StoredCounter;
  const natural = parsed.source === 'investors' ? 'count' : parsed.source === 'fixed' ? undefined : 'usd';
  if (natural && parsed.format !== natural) fail(`${path}.format must be ${natural} for source ${parsed.source}.`);
  if (parsed.source === 'fixed') {
    const pattern = parsed.format === 'usd' ? USD : COUNT;
    const what = parsed.format === 'usd' ? 'an amount in USD written as a string, e.g. "1500000.00"' : 'a whole number written as a string, e.g. "219000"';
    if (typeof parsed.value !== 'string' || !pattern.test(parsed.value)) fail(`${path}.value must be ${what}, when source is fixed.`);
  } else if (parsed.value !== undefined) {
    fail(`${path}.value is only allowed when source is fixed (the figure of "${parsed.source}" is read from the database).`);
  }
  return parsed;
};

const investorCount: Check = (value, path) => {
  const parsed = object({ source: oneOf(['investors', 'fixed']), value: (v) => v }, ['value'])(value, path) as { source: string; value?: unknown };
  if (parsed.source === 'fixed') {
    if (typeof parsed.value !== 'string' || !COUNT.test(parsed.value))
      fail(`${path}.value must be a whole number written as a string, e.g. "60000", when source is fixed.`);
  } else if (parsed.value !== undefined) {
    fail(`${path}.value is only allowed when source is fixed (the investors figure is read from the database).`);
  }
  return parsed;
};

/** The English row of each key: complete. */
const ENGLISH: Record<SiteContentKey, Check> = {
  company: object(COMPANY_FIELDS, ['email']),
  openingHours: list(object({ days: text(SHORT), hours: text(SHORT) })),
  counters: (value, path) => {
    const items = list(counter, { min: 0 })(value, path) as StoredCounter[];
    uniqueKeys(items, path);
    return items;
  },
  investorCount,
  testimonials: list(object({ name: text(SHORT), role: text(SHORT), quote: text(TEXT) }), { min: 0 }),
  faq: list(object({ question: text(500), answer: text(TEXT) })),
  riskWarning: text(TEXT),
  terms: text(LONG_TEXT),
};

/** A translation row: company fields override English one by one, counters give labels only. */
const TRANSLATION: Record<SiteContentKey, Check> = {
  ...ENGLISH,
  company: (value, path) => {
    const parsed = object(COMPANY_FIELDS, COMPANY_TEXT_FIELDS)(value, path) as Record<string, unknown>;
    if (!Object.keys(parsed).length) fail(`${path} must override at least one field.`);
    return parsed;
  },
  counters: (value, path) => {
    const items = list(object({ key: COUNTER_KEY, label: text(SHORT) }), { min: 0 })(value, path) as Array<{ key: string }>;
    uniqueKeys(items, path);
    return items;
  },
  investorCount: (_value, path) => fail(`${path} is the same in every language: edit it with locale "${DEFAULT_LOCALE}".`),
};

export interface SiteContentEdit {
  key: SiteContentKey;
  locale: SiteLocale;
  value: unknown;
}

/** A key of the site content, exactly as written; anything else is refused with the list of keys. */
export function parseSiteContentKey(key: string): SiteContentKey {
  const known = SITE_CONTENT_KEYS.find((name) => name === key);
  if (!known) throw invalidContent(`key must be one of: ${SITE_CONTENT_KEYS.join(', ')}.`, 'key');
  return known;
}

/**
 * Checks an operator's edit: a known key and locale, JSON text, and the shape of that key.
 * Returns the normalised value (texts trimmed); throws BAD_USER_INPUT naming the first problem.
 */
export function parseSiteContentEdit(input: { key: string; locale: string; value: string }): SiteContentEdit {
  const key = parseSiteContentKey(input.key);
  const locale = SITE_LOCALES.find((known) => known === input.locale);
  if (!locale) throw invalidContent(`locale must be one of: ${SITE_LOCALES.join(', ')}.`, 'locale');
  if (input.value.length > MAX_VALUE_LENGTH) throw invalidContent(`value must be at most ${MAX_VALUE_LENGTH} characters of JSON.`);
  let json: unknown;
  try {
    json = JSON.parse(input.value);
  } catch {
    throw invalidContent('value is not valid JSON.');
  }
  const check = locale === DEFAULT_LOCALE ? ENGLISH[key] : TRANSLATION[key];
  return { key, locale, value: check(json, key) };
}
