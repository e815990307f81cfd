import { vi } from 'vitest';
import type { SiteContent } from './types';

/** Site content as the server answers it, for tests; override any part. */
export function aSiteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  return {
    locale: 'en',
    company: {
      name: 'Investment Platform',
      legalName: 'Investment Platform Ltd',
      registrationNumber: '11847302',
      incorporatedOn: '2016-05-11',
      jurisdiction: 'England and Wales',
      address: '41 Tabernacle Street, London EC2A 4AA, United Kingdom',
      email: 'support@example.com',
      phone: '+44 20 7946 0321',
      map: { lat: '51.5246', lon: '-0.0853' },
    },
    openingHours: [
      { days: 'Monday – Friday', hours: 'Open 24 hours' },
      { days: 'Saturday – Sunday', hours: 'Closed' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'Satisfied Customers', value: '884000', format: 'count', live: false },
      { key: 'totalDeposited', label: 'Total Deposited', value: '1250000.50', format: 'usd', live: true },
    ],
    investorCount: { value: '60000', live: false, shown: true },
    testimonials: [
      { name: 'Sarah Mitchell', role: 'Retired teacher', quote: 'Every deposit appeared in my history.' },
      { name: 'David Okafor', role: 'Small business owner', quote: 'My withdrawals arrived on time.' },
      { name: 'Mei Lin', role: 'Software engineer', quote: 'The figures add up.' },
    ],
    faq: [
      { question: 'What do I need to open an account?', answer: 'A valid email address.' },
      { question: 'When are withdrawals paid?', answer: 'From Friday to Sunday.' },
    ],
    riskWarning: 'Capital at risk: returns are not guaranteed.',
    terms: '# Your account\n\nOne account per person.\n\n# Risks\n\nYou may lose capital.',
    countersShown: true,
    referralBonusPercent: '5',
    ...overrides,
  };
}

type Answer = SiteContent | 'error' | 'pending';

/** The seeded plans as GET /api/fetch/fetch_plans answers them (the spec's section 9). */
export const SEEDED_PLAN_RECORDS = [
  { uniqId: 'BASIC', title: 'BASIC', daily_interest: '4.00', term: 2, term_days: 14, min: '1000.00', max: '4999.00' },
  { uniqId: 'SILVER', title: 'SILVER', daily_interest: '10.00', term: 1, term_days: 7, min: '5000.00', max: '9999.00' },
  { uniqId: 'DIAMOND', title: 'DIAMOND', daily_interest: '15.00', term: 2, term_days: 14, min: '10000.00', max: '24999.00' },
  { uniqId: 'GOLD', title: 'GOLD', daily_interest: '18.00', term: 2.14, term_days: 15, min: '25000.00', max: '49999.00' },
  { uniqId: 'PREMIUM', title: 'PREMIUM', daily_interest: '20.00', term: 4.29, term_days: 30, min: '50000.00', max: '99999.00' },
];

/**
 * Stubs `fetch` for the public pages: GET /api/site_content answers `content` (or fails, or
 * never answers), GET /api/fetch/fetch_plans answers `plans` (or fails) and GET /api/session
 * answers `authenticated`.
 */
export function stubPublicFetch({
  content = aSiteContent() as Answer,
  authenticated = false,
  captcha = 'What is 2 + 3?',
  plans = SEEDED_PLAN_RECORDS as typeof SEEDED_PLAN_RECORDS | 'error',
} = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/account/captcha')
      return new Response(JSON.stringify({ status: 'success', question: captcha }), { headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/site_content')) {
      if (content === 'pending') return new Promise<Response>(() => {});
      if (content === 'error') return new Response('{"status":"error"}', { status: 503 });
      return new Response(JSON.stringify(content), { headers: { 'content-type': 'application/json' } });
    }
    if (url === '/api/fetch/fetch_plans') {
      if (plans === 'error') return new Response('{"status":"error"}', { status: 503 });
      return new Response(JSON.stringify({ status: 'success', data: plans }), { headers: { 'content-type': 'application/json' } });
    }
    if (url === '/api/session') return new Response(JSON.stringify({ authenticated }), { headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
