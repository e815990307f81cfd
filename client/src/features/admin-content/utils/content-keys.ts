/**
 * The keys of the site content (server: content/site-content.types.ts), in the tabs' order; what
 * the console says of each is `keys.<key>.label` and `keys.<key>.hint` in the `admin-content` namespace.
 */
export const CONTENT_KEYS = ['riskWarning', 'faq', 'company', 'openingHours', 'counters', 'investorCount', 'testimonials'] as const;

export type ContentKey = (typeof CONTENT_KEYS)[number];

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
