import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSiteContentCache } from '../../features/site-content/hooks/use-site-content';
import { stubPublicFetch } from '../../features/site-content/site-content.fixture';
import { renderWithProviders } from '../../test/render';
import { ContactPage } from './contact-page';

beforeEach(() => clearSiteContentCache());
afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('shows the company details, the opening hours, the message form and the map fallback', async () => {
    stubPublicFetch();
    renderWithProviders(<ContactPage />);

    expect(await screen.findByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByText('Monday – Friday')).toBeInTheDocument();
    expect(within(hours).getByText('Closed')).toBeInTheDocument();

    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(await screen.findByText('Security question: What is 2 + 3?')).toBeInTheDocument();

    const map = screen.getByRole('region', { name: 'Find us' });
    expect(within(map).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.5246&mlon=-0.0853#map=16/51.5246/-0.0853',
    );
  });

  it('still offers the form when the company details cannot be loaded', async () => {
    stubPublicFetch({ content: 'error' });
    renderWithProviders(<ContactPage />);

    expect(await screen.findByText(/Our contact details cannot be shown right now/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Find us' })).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/',
    );
  });
});
