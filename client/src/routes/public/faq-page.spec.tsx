import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSiteContentCache } from '../../features/site-content/hooks/use-site-content';
import { stubPublicFetch } from '../../features/site-content/site-content.fixture';
import { renderWithProviders } from '../../test/render';
import { FaqPage } from './faq-page';

beforeEach(() => clearSiteContentCache());
afterEach(() => vi.unstubAllGlobals());

describe('FaqPage', () => {
  it('shows every entry as an accordion, the first one open', async () => {
    stubPublicFetch();
    renderWithProviders(<FaqPage />);

    const first = await screen.findByRole('button', { name: 'What do I need to open an account?' });
    const second = screen.getByRole('button', { name: 'When are withdrawals paid?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'When are withdrawals paid?' })).toBeInTheDocument();

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('From Friday to Sunday.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('offers the contact page when the answers cannot be loaded', async () => {
    stubPublicFetch({ content: 'error' });
    renderWithProviders(<FaqPage />);

    expect(await screen.findByText(/The answers cannot be loaded right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
