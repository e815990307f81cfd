/**
 * The keys of the site content (server: content/site-content.types.ts), in the tabs' order; what
 * the console says of each is `keys.<key>.label` and `keys.<key>.hint` in the `admin-content` namespace.
 */
export const CONTENT_KEYS = ['riskWarning', 'faq', 'company', 'openingHours', 'counters', 'investorCount', 'testimonials', 'terms'] as const;

export type ContentKey = (typeof CONTENT_KEYS)[number];

/** A key whose value is one text (its field is labelled Text). */
export const isTextKey = (key: ContentKey) => key === 'riskWarning' || key === 'terms';

/** A key only English stores (every language shows the same figure). */
export const isEnglishOnly = (key: ContentKey) => key === 'investorCount';
