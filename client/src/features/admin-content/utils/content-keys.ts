/** The keys of the site content (server: content/site-content.types.ts), with what the console says of each. */
export const CONTENT_KEYS = [
  { key: 'riskWarning', label: 'Risk warning', hint: 'Shown in the footer and on Our Plans. Plain text.' },
  { key: 'faq', label: 'FAQ', hint: 'A list of { "question", "answer" }, at least one.' },
  { key: 'company', label: 'Company', hint: 'English: every field. Other languages: only the fields that differ, e.g. { "jurisdiction", "address" }.' },
  { key: 'openingHours', label: 'Opening hours', hint: 'A list of { "days", "hours" }, at least one.' },
  {
    key: 'counters',
    label: 'Counters',
    hint: 'English: { "key", "label", "source" (investors, total_deposited, total_paid_out or fixed), "format" (count or usd), "value" when fixed, "hidden" }. Other languages: { "key", "label" } only.',
  },
  {
    key: 'investorCount',
    label: 'Investor count',
    hint: '{ "source": "investors" } for the live figure, or { "source": "fixed", "value": "60000" }. The same in every language.',
  },
  { key: 'testimonials', label: 'Testimonials', hint: 'A list of { "name", "role", "quote" }.' },
] as const;

export type ContentKey = (typeof CONTENT_KEYS)[number]['key'];

/** A key whose value is one text: edited as text rather than as JSON. */
export const isTextKey = (key: ContentKey) => key === 'riskWarning';

/** A key only English stores (every language shows the same figure). */
export const isEnglishOnly = (key: ContentKey) => key === 'investorCount';

/** What the editor starts from: the stored value, or for a language that stores none, English shaped as a translation. */
export function initialText(key: ContentKey, stored: string | null, english: string | null): string {
  const source = stored ?? english;
  if (source === null) return '';
  if (isTextKey(key)) {
    try {
      const text: unknown = JSON.parse(source);
      return typeof text === 'string' ? text : source;
    } catch {
      return source;
    }
  }
  if (stored === null && key === 'counters') {
    try {
      const counters = JSON.parse(source) as Array<{ key: string; label: string }>;
      return JSON.stringify(
        counters.map(({ key: name, label }) => ({ key: name, label })),
        null,
        2,
      );
    } catch {
      return source;
    }
  }
  return source;
}

/** The JSON text the server receives: a text key's text as a JSON string, anything else as typed. */
export const toValue = (key: ContentKey, text: string) => (isTextKey(key) ? JSON.stringify(text) : text);
