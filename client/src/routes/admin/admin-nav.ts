import { paths } from '../../app/paths';

/** The console's navigation, in menu order. Each page adds its entry here; `label` is its key in the `admin` namespace. */
export interface AdminNavItem {
  label: string;
  href: string;
  /** Left out of support staff's menu: the page is for admins alone (AdminsOnly). */
  adminsOnly?: true;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'nav.dashboard', href: paths.admin.root.href() },
  { label: 'nav.users', href: paths.admin.users.href() },
  { label: 'nav.kyc', href: paths.admin.kyc.href() },
  { label: 'nav.plans', href: paths.admin.plans.href() },
  { label: 'nav.wallets', href: paths.admin.wallets.href() },
  { label: 'nav.rates', href: paths.admin.rates.href() },
  { label: 'nav.content', href: paths.admin.content.href() },
  { label: 'nav.messages', href: paths.admin.messages.href() },
  { label: 'nav.mail', href: paths.admin.mail.href(), adminsOnly: true },
  { label: 'nav.audit', href: paths.admin.audit.href() },
  { label: 'nav.webhooks', href: paths.admin.webhooks.href() },
  { label: 'nav.reserves', href: paths.admin.reserves.href() },
  { label: 'nav.graphql', href: paths.admin.graphql.href() },
];
