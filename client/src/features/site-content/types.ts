/**
 * Site content as GET /api/site_content?lang=xx answers it (the same service backs the GraphQL
 * `siteContent` query). Figures are decimal strings; texts are already in the asked language,
 * falling back to English key by key.
 */
export interface SiteContent {
  locale: string;
  company: {
    name: string;
    legalName: string;
    registrationNumber: string;
    incorporatedOn: string;
    jurisdiction: string;
    address: string;
    email: string;
    phone: string;
    map: { lat: string; lon: string };
  };
  openingHours: { days: string; hours: string }[];
  counters: { key: string; label: string; value: string; format: 'count' | 'usd'; live: boolean }[];
  /** `shown` is false while a live count is below the server's publishing threshold: say no figure. */
  investorCount: { value: string; live: boolean; shown: boolean };
  testimonials: { name: string; role: string; quote: string }[];
  faq: { question: string; answer: string }[];
  riskWarning: string;
  /** The Terms of use page: paragraphs separated by a blank line; one starting with "# " is a heading. */
  terms: string;
  /** False while a live counter is below the server's publishing threshold: the home page leaves the block out. */
  countersShown: boolean;
  referralBonusPercent: string;
}
