import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSiteContentCache } from '../../features/site-content/hooks/use-site-content';
import { stubPublicFetch } from '../../features/site-content/site-content.fixture';
import { renderWithProviders } from '../../test/render';
import { OurPlansPage } from './our-plans-page';

beforeEach(() => clearSiteContentCache());
afterEach(() => vi.unstubAllGlobals());

describe('OurPlansPage', () => {
  it("shows the server's plans with their limits, daily ROI, duration and compounding period", async () => {
    stubPublicFetch();
    renderWithProviders(<OurPlansPage />);

    const plans = await screen.findAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual(['BASIC', 'SILVER', 'DIAMOND', 'GOLD', 'PREMIUM']);
    const gold = within(plans[3]);
    expect(gold.getByText('18.00%')).toBeInTheDocument();
    expect(gold.getByText('$25,000')).toBeInTheDocument();
    expect(gold.getByText('$49,999')).toBeInTheDocument();
    expect(gold.getAllByText('15 days')).toHaveLength(2);
    expect(within(plans[0]).getAllByText('2 weeks')).toHaveLength(2);
    expect(await screen.findByText('Capital at risk: returns are not guaranteed.')).toBeInTheDocument();
  });

  it('sends visitors to registration', async () => {
    const fetchStub = stubPublicFetch({ authenticated: false });
    renderWithProviders(<OurPlansPage />);
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledWith('/api/session', expect.anything()));

    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/account/register');
    for (const link of await screen.findAllByRole('link', { name: 'Invest Now' })) expect(link).toHaveAttribute('href', '/account/register');
  });

  it('sends signed-in users to deposit and to their plans', async () => {
    stubPublicFetch({ authenticated: true });
    renderWithProviders(<OurPlansPage />);

    expect(await screen.findByRole('link', { name: 'Make a Deposit' })).toHaveAttribute('href', '/user/deposit');
    for (const link of await screen.findAllByRole('link', { name: 'Invest Now' })) expect(link).toHaveAttribute('href', '/user/plans');
  });

  it("shows an admin's edit as the server answers it, and says so when the plans cannot be loaded", async () => {
    stubPublicFetch({ plans: [{ uniqId: 'BASIC', title: 'BASIC PLUS', daily_interest: '4.50', term: 3, term_days: 21, min: '1000.00', max: '5999.50' }] });
    const { unmount } = renderWithProviders(<OurPlansPage />);
    const [basic] = await screen.findAllByRole('article');
    expect(within(basic).getByRole('heading')).toHaveTextContent('BASIC PLUS');
    expect(within(basic).getByText('4.50%')).toBeInTheDocument();
    expect(within(basic).getByText('$5,999.50')).toBeInTheDocument();
    expect(within(basic).getAllByText('3 weeks')).toHaveLength(2);
    unmount();

    stubPublicFetch({ plans: 'error' });
    renderWithProviders(<OurPlansPage />);
    expect(await screen.findByText('The plans cannot be shown right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('still warns of the risk when the content cannot be loaded', async () => {
    stubPublicFetch({ content: 'error' });
    renderWithProviders(<OurPlansPage />);

    expect(
      await screen.findByText('Investing involves risk. Returns are not guaranteed and you may lose some or all of the capital you invest.'),
    ).toBeInTheDocument();
  });
});
