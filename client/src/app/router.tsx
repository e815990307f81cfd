import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import i18next from 'i18next';
import type { Namespace } from '../i18n/languages';
import { AccountLayout } from '../routes/account/account-layout';
import { PublicLayout } from '../routes/public/public-layout';
import { RouteErrorPage } from '../routes/public/route-error-page';
import { ApolloOutlet } from './apollo-boundary';
import { paths } from './paths';

/**
 * A page (or layout) loaded on first visit; pages use named exports, React.lazy wants a default.
 * The public pages, the account shell and the error page are the only screens in the entry
 * chunk: the user area and the admin panel load with their first visit, Apollo with the first
 * screen that needs it (see ApolloOutlet).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, texts?: Namespace | Namespace[]) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    // The page's texts come side by side with its code (not after it, when it asks for them).
    // Prerendering uses its own i18next instance: the app's is only started in the browser.
    const textsLoaded = texts && (i18next.isInitialized || i18next.isInitializing) ? i18next.loadNamespaces(texts) : undefined;
    const [module] = await Promise.all([load(), textsLoaded]);
    loaded ??= module[name] as ComponentType;
  };
  // Once preloaded, the lazy component resolves synchronously (a thenable that calls back at
  // once): a prerendered page then hydrates in one pass, with nothing left suspended for an
  // early update (the header's session check) to throw back to client rendering.
  const Page = Object.assign(
    lazy(() =>
      loaded
        ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType }>)
        : preload().then(() => ({ default: loaded! })),
    ),
    { preload },
  );
  return <Page />;
}

/** The routes down to the one whose path is exactly `pathname` (the public pages' paths are plain). */
function plainMatch(list: RouteObject[], pathname: string): RouteObject[] | undefined {
  for (const route of list) {
    if (route.path === pathname) return [route];
    const inner = route.children && plainMatch(route.children, pathname);
    if (inner) return [route, ...inner];
  }
  return undefined;
}

/** Loads the code of every page and layout `pathname` shows (before hydrating a prerendered page). */
export async function preloadRoute(pathname: string): Promise<void> {
  // A plain walk first: ranking every route (matchRoutes) costs a slow phone tens of milliseconds.
  const matched = plainMatch(routes, pathname) ?? (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map((route) => {
      const type = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<void> } | undefined;
      return type?.preload?.();
    }),
  );
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, element: page(() => import('../routes/public/home-page'), 'HomePage', 'public') },
          { path: paths.about.path, element: page(() => import('../routes/public/about-page'), 'AboutPage', 'public') },
          { path: paths.ourPlans.path, element: page(() => import('../routes/public/our-plans-page'), 'OurPlansPage', 'public') },
          { path: paths.faq.path, element: page(() => import('../routes/public/faq-page'), 'FaqPage', 'public') },
          { path: paths.contact.path, element: page(() => import('../routes/public/contact-page'), 'ContactPage', 'public') },
          { path: paths.realEstate.path, element: page(() => import('../routes/public/real-estate-page'), 'RealEstatePage', 'public') },
          {
            path: paths.goldInvestment.path,
            element: page(() => import('../routes/public/gold-investment-page'), 'GoldInvestmentPage', 'public'),
          },
          { path: paths.agriculture.path, element: page(() => import('../routes/public/agriculture-page'), 'AgriculturePage', 'public') },
          {
            path: paths.cryptocurrency.path,
            element: page(() => import('../routes/public/cryptocurrency-page'), 'CryptocurrencyPage', 'public'),
          },
          {
            path: paths.proofOfLiabilities.path,
            element: page(() => import('../routes/public/proof-of-liabilities-page'), 'ProofOfLiabilitiesPage', ['public', 'liabilities']),
          },
          { path: paths.terms.path, element: page(() => import('../routes/public/terms-page'), 'TermsPage', 'public') },
          { path: '*', element: page(() => import('../routes/public/not-found-page'), 'NotFoundPage') },
        ],
      },
      {
        element: <AccountLayout />,
        children: [
          { path: paths.account.root.path, element: <Navigate to={paths.account.login.href()} replace /> },
          // Each account page shows its card at once and wraps its form in ApolloBoundary.
          { path: paths.account.login.path, element: page(() => import('../routes/account/login-page'), 'LoginPage', 'account') },
          { path: paths.account.register.path, element: page(() => import('../routes/account/register-page'), 'RegisterPage', 'account') },
          {
            path: paths.account.forgotPassword.path,
            element: page(() => import('../routes/account/forgot-password-page'), 'ForgotPasswordPage', 'account'),
          },
          {
            path: paths.account.resetPassword.path,
            element: page(() => import('../routes/account/reset-password-page'), 'ResetPasswordPage', 'account'),
          },
        ],
      },
      {
        element: <ApolloOutlet />,
        children: [
          {
            element: page(() => import('../routes/user/user-layout'), 'UserLayout', ['account', 'errors']),
            children: [
              { path: paths.user.root.path, element: <Navigate to={paths.user.dashboard.href()} replace /> },
              {
                path: paths.user.dashboard.path,
                element: page(() => import('../routes/user/dashboard-page'), 'DashboardPage', ['dashboard', 'referrals', 'history']),
              },
              { path: paths.user.transaction.path, element: page(() => import('../routes/user/transaction-page'), 'TransactionPage', 'history') },
              {
                path: paths.user.transactionDeposit.path,
                element: page(() => import('../routes/user/transaction-deposit-page'), 'TransactionDepositPage', 'history'),
              },
              {
                path: paths.user.transactionWithdraw.path,
                element: page(() => import('../routes/user/transaction-withdraw-page'), 'TransactionWithdrawPage', 'history'),
              },
              {
                path: paths.user.transactionInvestment.path,
                element: page(() => import('../routes/user/transaction-investment-page'), 'TransactionInvestmentPage', 'history'),
              },
              { path: paths.user.investment.path, element: page(() => import('../routes/user/investment-page'), 'InvestmentPage', 'investments') },
              { path: paths.user.plans.path, element: page(() => import('../routes/user/plans-page'), 'PlansPage', ['investments', 'public']) },
              { path: paths.user.invest.path, element: page(() => import('../routes/user/invest-page'), 'InvestPage', 'investments') },
              {
                path: paths.user.confirmInvestment.path,
                element: page(() => import('../routes/user/confirm-investment-page'), 'ConfirmInvestmentPage', 'investments'),
              },
              { path: paths.user.deposit.path, element: page(() => import('../routes/user/deposit-page'), 'DepositPage', 'deposits') },
              {
                path: paths.user.depositForm.path,
                element: page(() => import('../routes/user/deposit-form-page'), 'DepositFormPage', 'deposits'),
              },
              {
                path: paths.user.depositConfirm.path,
                element: page(() => import('../routes/user/deposit-confirm-page'), 'DepositConfirmPage', 'deposits'),
              },
              { path: paths.user.withdraw.path, element: page(() => import('../routes/user/withdraw-page'), 'WithdrawPage', 'withdrawals') },
              {
                path: paths.user.withdrawalForm.path,
                element: page(() => import('../routes/user/withdrawal-form-page'), 'WithdrawalFormPage', 'withdrawals'),
              },
              { path: paths.user.transfer.path, element: page(() => import('../routes/user/transfer-page'), 'TransferPage', 'withdrawals') },
              { path: paths.user.profile.path, element: page(() => import('../routes/user/profile-page'), 'ProfilePage', 'profile') },
              { path: paths.user.security.path, element: page(() => import('../routes/user/security-page'), 'SecurityPage', 'profile') },
              { path: paths.user.activity.path, element: page(() => import('../routes/user/activity-page'), 'ActivityPage', 'history') },
              { path: paths.user.verifyBalance.path, element: page(() => import('../routes/user/verify-balance-page'), 'VerifyBalancePage', 'liabilities') },
            ],
          },
          {
            path: paths.admin.root.path,
            element: page(() => import('../routes/admin/admin-layout'), 'AdminLayout', ['admin', 'account', 'errors']),
            children: [
              { index: true, element: page(() => import('../routes/admin/admin-dashboard-page'), 'AdminDashboardPage') },
              { path: paths.admin.kyc.path, element: page(() => import('../routes/admin/admin-kyc-page'), 'AdminKycPage') },
              { path: paths.admin.wallets.path, element: page(() => import('../routes/admin/admin-wallets-page'), 'AdminWalletsPage') },
              { path: paths.admin.rates.path, element: page(() => import('../routes/admin/admin-rates-page'), 'AdminRatesPage') },
              { path: paths.admin.graphql.path, element: page(() => import('../routes/admin/admin-graphql-page'), 'AdminGraphqlPage') },
              { path: paths.admin.audit.path, element: page(() => import('../routes/admin/admin-audit-page'), 'AdminAuditPage') },
              { path: paths.admin.plans.path, element: page(() => import('../routes/admin/admin-plans-page'), 'AdminPlansPage') },
              {
                path: paths.admin.content.path,
                element: page(() => import('../routes/admin/admin-content-page'), 'AdminContentPage', ['admin-content', 'public']),
              },
              { path: paths.admin.users.path, element: page(() => import('../routes/admin/admin-users-page'), 'AdminUsersPage') },
              { path: paths.admin.messages.path, element: page(() => import('../routes/admin/admin-messages-page'), 'AdminMessagesPage') },
              { path: paths.admin.mail.path, element: page(() => import('../routes/admin/admin-mail-page'), 'AdminMailPage') },
              { path: paths.admin.mailMessage.path, element: page(() => import('../routes/admin/admin-mail-message-page'), 'AdminMailMessagePage') },
              { path: paths.admin.webhooks.path, element: page(() => import('../routes/admin/admin-webhooks-page'), 'AdminWebhooksPage') },
              { path: paths.admin.reserves.path, element: page(() => import('../routes/admin/admin-reserves-page'), 'AdminReservesPage') },
              { path: paths.admin.user.path, element: page(() => import('../routes/admin/admin-user-page'), 'AdminUserPage') },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
