import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSiteContentCache } from '../../features/site-content/hooks/use-site-content';
import { ServedSiteContentContext } from '../../features/site-content/served-site-content';
import { aSiteContent, stubPublicFetch } from '../../features/site-content/site-content.fixture';
import { renderWithProviders } from '../../test/render';
import { FaqPage } from './faq-page';
import { FaqEntries } from './public-islands';

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

  it('shows the content the server rendered the island with from the first render, and fetches none', () => {
    const fetchStub = stubPublicFetch();
    const faq = [
      { question: 'Edited question?', answer: 'Edited <b>answer</b>.' },
      { question: 'Another?', answer: 'Yes.' },
    ];
    renderWithProviders(
      <ServedSiteContentContext value={aSiteContent({ faq })}>
        <FaqEntries />
      </ServedSiteContentContext>,
    );

    expect(screen.getByRole('button', { name: 'Edited question?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Edited <b>answer</b>.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Another?' })).toHaveAttribute('aria-expanded', 'false');
    expect(fetchStub.mock.calls.filter(([url]) => String(url).startsWith('/api/site_content'))).toEqual([]);
  });
});
