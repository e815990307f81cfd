import type { ComponentType } from 'react';

/**
 * Every island of the public pages by name (components/island.tsx): what a prerendered page loads to
 * hydrate it. A page's markup names its islands; the browser loads only those.
 */
export const ISLANDS = {
  header: () => import('../routes/public/layout-islands').then((m) => m.HeaderIsland),
  footerRiskWarning: () => import('../routes/public/layout-islands').then((m) => m.FooterRiskWarning),
  languageSelect: () => import('../components/language-select').then((m) => m.LanguageSelect),
  tickerTape: () => import('../components/widgets/ticker-tape').then((m) => m.TickerTape),
  homeInvestors: () => import('../routes/public/home-islands').then((m) => m.HomeInvestors),
  homeCounters: () => import('../routes/public/home-islands').then((m) => m.HomeCounters),
  homeTestimonials: () => import('../routes/public/home-islands').then((m) => m.HomeTestimonials),
  homeReferral: () => import('../routes/public/home-islands').then((m) => m.HomeReferral),
  aboutCertificate: () => import('../routes/public/public-islands').then((m) => m.AboutCertificate),
  aboutSupportContacts: () => import('../routes/public/public-islands').then((m) => m.AboutSupportContacts),
  plansHeroAction: () => import('../routes/public/public-islands').then((m) => m.PlansHeroAction),
  plansList: () => import('../routes/public/public-islands').then((m) => m.PlansList),
  faqEntries: () => import('../routes/public/public-islands').then((m) => m.FaqEntries),
  contactForm: () => import('../features/contact/components/contact-form').then((m) => m.ContactForm),
  contactDetails: () => import('../routes/public/public-islands').then((m) => m.ContactDetails),
  contactHours: () => import('../routes/public/public-islands').then((m) => m.ContactHours),
  contactMap: () => import('../routes/public/public-islands').then((m) => m.ContactMap),
} satisfies Record<string, () => Promise<ComponentType>>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
