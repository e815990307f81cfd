import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSiteContentCache } from '../../features/site-content/hooks/use-site-content';
import { aSiteContent, stubPublicFetch } from '../../features/site-content/site-content.fixture';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

beforeEach(() => clearSiteContentCache());
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('shows the hero, the ticker fallback and links to About and registration', async () => {
    stubPublicFetch();
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Put your savings to work in real assets and digital markets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/account/register');
    expect(within(section('Market prices')).getByRole('link', { name: /TradingView/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'Inflation quietly erodes your savings' })).toBeInTheDocument();
    expect(await screen.findByText('Sarah Mitchell')).toBeInTheDocument();
  });

  it('shows the figures of the site content: counters, investors, testimonials and the referral bonus', async () => {
    stubPublicFetch();
    renderWithProviders(<HomePage />);

    const counters = section('Growing together with our investors');
    expect(await within(counters).findByText('Satisfied Customers')).toBeInTheDocument();
    // The final figure is always in the document for screen readers, whatever the animation shows.
    expect(within(counters).getAllByText('884K').length).toBeGreaterThan(0);
    expect(within(counters).getAllByText('$1,250,000.50').length).toBeGreaterThan(0);
    expect(within(counters).getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('60,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite friends and earn a 5% referral bonus' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
  });

  it('shows skeletons and no figures while the content loads', () => {
    stubPublicFetch({ content: 'pending' });
    renderWithProviders(<HomePage />);

    const counters = section('Growing together with our investors');
    expect(counters.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(counters).queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite friends and earn a referral bonus' })).toBeInTheDocument();
  });

  it('keeps its sections without any figure, zero or error when the content cannot be loaded', async () => {
    const fetchStub = stubPublicFetch({ content: 'error' });
    const { container } = renderWithProviders(<HomePage />);
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());

    expect(await screen.findByText('Join a growing community of investors')).toBeInTheDocument();
    // Without figures the counters' section is left out rather than shown empty.
    expect(screen.queryByRole('region', { name: 'Growing together with our investors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What our investors say' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite friends and earn a referral bonus' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\$0|\b0%|error/i);
  });

  it('leaves out counters whose figure is not a number', async () => {
    stubPublicFetch({
      content: aSiteContent({ counters: [{ key: 'broken', label: 'Broken', value: 'n/a', format: 'count', live: false }] }),
    });
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('Sarah Mitchell')).toBeInTheDocument();
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('leaves the counters and the investor count out while the server holds small live figures back', async () => {
    stubPublicFetch({
      content: aSiteContent({ countersShown: false, counters: [], investorCount: { value: '1', live: true, shown: false } }),
    });
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('Sarah Mitchell')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Growing together with our investors' })).not.toBeInTheDocument();
    expect(screen.getByText('Join a growing community of investors')).toBeInTheDocument();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });
});
