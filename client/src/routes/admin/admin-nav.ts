import { paths } from '../../app/paths';

/** The console's navigation, in menu order. Each page adds its entry here. */
export interface AdminNavItem {
  label: string;
  href: string;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', href: paths.admin.root.href() },
  { label: 'Users', href: paths.admin.users.href() },
  { label: 'KYC review', href: paths.admin.kyc.href() },
  { label: 'Plans', href: paths.admin.plans.href() },
  { label: 'Deposit wallets', href: paths.admin.wallets.href() },
  { label: 'Site content', href: paths.admin.content.href() },
  { label: 'Messages', href: paths.admin.messages.href() },
  { label: 'Mail outbox', href: paths.admin.mail.href() },
  { label: 'Audit log', href: paths.admin.audit.href() },
  { label: 'Webhooks', href: paths.admin.webhooks.href() },
  { label: 'GraphQL', href: paths.admin.graphql.href() },
];
