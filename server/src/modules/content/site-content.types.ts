/** The languages of the public site (spec section 9), English first: every other one falls back to it. */
export const SITE_LOCALES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'en';

export const SITE_CONTENT_KEYS = ['company', 'openingHours', 'counters', 'investorCount', 'testimonials', 'faq', 'riskWarning', 'terms'] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

export const COUNTER_SOURCES = ['investors', 'total_deposited', 'total_paid_out', 'fixed'] as const;
export type CounterSource = (typeof COUNTER_SOURCES)[number];
export const COUNTER_FORMATS = ['count', 'usd'] as const;
export type CounterFormat = (typeof COUNTER_FORMATS)[number];

export interface StoredCompany {
  name: string;
  legalName: string;
  registrationNumber: string;
  /** YYYY-MM-DD. */
  incorporatedOn: string;
  jurisdiction: string;
  address: string;
  /** When absent the SUPPORT_EMAIL setting is shown. */
  email?: string;
  phone: string;
  map: { lat: string; lon: string };
}

export interface StoredCounter {
  key: string;
  label: string;
  source: CounterSource;
  /** The figure of a `fixed` counter: a whole number (count) or up to 2 decimals (usd), as a string. */
  value?: string;
  format: CounterFormat;
  hidden?: boolean;
}

/** A translation names a counter by key and gives its label; figures and sources come from English. */
export interface CounterLabel {
  key: string;
  label: string;
}

export interface StoredInvestorCount {
  source: 'investors' | 'fixed';
  value?: string;
}

/** The English row of every key: complete. */
export interface SiteContentValues {
  company: StoredCompany;
  openingHours: Array<{ days: string; hours: string }>;
  counters: StoredCounter[];
  investorCount: StoredInvestorCount;
  testimonials: Array<{ name: string; role: string; quote: string }>;
  faq: Array<{ question: string; answer: string }>;
  riskWarning: string;
  /** The Terms of use page: paragraphs separated by a blank line; one starting with "# " is a heading. */
  terms: string;
}

/**
 * A translation row of each key. Lists and texts replace the English value as a whole; company
 * fields replace the English ones field by field (usually only jurisdiction and address);
 * counters carry labels only; investorCount has no translation.
 */
export interface SiteContentTranslation {
  company?: Partial<StoredCompany>;
  openingHours?: SiteContentValues['openingHours'];
  counters?: CounterLabel[];
  testimonials?: SiteContentValues['testimonials'];
  faq?: SiteContentValues['faq'];
  riskWarning?: string;
  terms?: string;
}

/** Resolves an asked language (any case, or a regional variant such as es-MX or zh) to a site locale; anything else is English. */
export function toSiteLocale(asked: unknown): SiteLocale {
  if (typeof asked !== 'string' || asked.length > 35) return DEFAULT_LOCALE;
  const wanted = asked.trim().replace(/_/g, '-').toLowerCase();
  const exact = SITE_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return SITE_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === base) ?? DEFAULT_LOCALE;
}
