import { paths } from '../../app/paths';

/** A link of the public header and footer; `labelKey` is in the `common` namespace. */
export interface NavLink {
  labelKey: string;
  to: string;
}

export const SERVICE_LINKS: NavLink[] = [
  { labelKey: 'services.realEstate', to: paths.realEstate.href() },
  { labelKey: 'services.goldInvestment', to: paths.goldInvestment.href() },
  { labelKey: 'services.agriculture', to: paths.agriculture.href() },
  { labelKey: 'services.cryptocurrency', to: paths.cryptocurrency.href() },
];

export const PAGE_LINKS: NavLink[] = [
  { labelKey: 'nav.about', to: paths.about.href() },
  { labelKey: 'nav.ourPlans', to: paths.ourPlans.href() },
  { labelKey: 'nav.faq', to: paths.faq.href() },
  { labelKey: 'nav.contact', to: paths.contact.href() },
];

export const QUICK_LINKS: NavLink[] = [
  { labelKey: 'footer.home', to: paths.home.href() },
  { labelKey: 'footer.aboutUs', to: paths.about.href() },
  { labelKey: 'footer.ourPlans', to: paths.ourPlans.href() },
  { labelKey: 'footer.faq', to: paths.faq.href() },
  { labelKey: 'footer.contactUs', to: paths.contact.href() },
  { labelKey: 'footer.proofOfLiabilities', to: paths.proofOfLiabilities.href() },
  { labelKey: 'footer.terms', to: paths.terms.href() },
];
