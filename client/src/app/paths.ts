// Every URL of the app, declared once: `path` for the router, `href()` for links.

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const route = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  home: route('/'),
  about: route('/about'),
  ourPlans: route('/our_plans'),
  faq: route('/faq'),
  contact: route('/contact'),
  realEstate: route('/real_estate'),
  goldInvestment: route('/gold_investment'),
  agriculture: route('/agriculture'),
  cryptocurrency: route('/cryptocurrency'),
  proofOfLiabilities: route('/proof_of_liabilities'),
  terms: route('/terms'),

  account: {
    root: route('/account'),
    login: route('/account/login'),
    register: {
      path: '/account/register',
      href: (referralId?: string) => withQuery('/account/register', { referralid: referralId }),
    },
    forgotPassword: route('/account/forgot_password'),
    resetPassword: {
      path: '/account/reset_password',
      href: (token?: string) => withQuery('/account/reset_password', { token }),
    },
  },

  user: {
    root: route('/user'),
    dashboard: route('/user/dashboard'),
    transaction: route('/user/transaction'),
    transactionDeposit: route('/user/transaction/deposit'),
    transactionWithdraw: route('/user/transaction/withdraw'),
    transactionInvestment: route('/user/transaction/investment'),
    investment: route('/user/investment'),
    plans: route('/user/plans'),
    invest: route('/user/invest'),
    confirmInvestment: route('/user/invest/confirm_Investment'),
    deposit: route('/user/deposit'),
    depositForm: {
      path: '/user/deposit/deposit_form',
      href: (referenceId?: string) => withQuery('/user/deposit/deposit_form', { reference_id: referenceId }),
    },
    depositConfirm: {
      path: '/user/deposit/confirm',
      href: (referenceId?: string) => withQuery('/user/deposit/confirm', { reference_id: referenceId }),
    },
    withdraw: route('/user/withdraw'),
    withdrawalForm: route('/user/withdraw/withdrawal_form'),
    transfer: route('/user/transfer'),
    profile: route('/user/profile'),
    security: route('/user/profile/security'),
    activity: route('/user/profile/activity'),
    verifyBalance: route('/user/verify_balance'),
  },

  admin: {
    root: route('/admin'),
    kyc: route('/admin/kyc'),
    wallets: route('/admin/wallets'),
    rates: route('/admin/rates'),
    graphql: route('/admin/graphql'),
    audit: route('/admin/audit'),
    plans: route('/admin/plans'),
    content: route('/admin/content'),
    users: route('/admin/users'),
    messages: route('/admin/messages'),
    mail: route('/admin/mail'),
    mailMessage: { path: '/admin/mail/:messageId', href: (messageId: string) => `/admin/mail/${encodeURIComponent(messageId)}` },
    webhooks: route('/admin/webhooks'),
    reserves: route('/admin/reserves'),
    user: { path: '/admin/users/:userId', href: (userId: string) => `/admin/users/${encodeURIComponent(userId)}` },
  },
} as const;
