import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSiteContentCache } from '../../features/site-content/hooks/use-site-content';
import { aSiteContent, stubPublicFetch } from '../../features/site-content/site-content.fixture';
import { renderWithProviders } from '../../test/render';
import { TermsPage, termsBlocks } from './terms-page';

beforeEach(() => clearSiteContentCache());
afterEach(() => vi.unstubAllGlobals());

describe('TermsPage', () => {
  it('splits the text into headings and paragraphs', () => {
    expect(termsBlocks('# One\n\nFirst paragraph\nsame one.\n\n \n# Two\n\nSecond.')).toEqual([
      { heading: true, text: 'One' },
      { heading: false, text: 'First paragraph\nsame one.' },
      { heading: true, text: 'Two' },
      { heading: false, text: 'Second.' },
    ]);
  });

  it("shows the site content's terms, a heading per section", async () => {
    stubPublicFetch({ content: aSiteContent({ terms: '# Your account\n\nOne account per person.\n\n# Risks\n\nYou may lose capital.' }) });
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Risks' })).toBeInTheDocument();
    expect(screen.getByText('One account per person.')).toBeInTheDocument();
  });

  it('says so, with the way to ask, when the terms cannot be loaded', async () => {
    stubPublicFetch({ content: 'error' });
    renderWithProviders(<TermsPage />);
    expect(await screen.findByText('The terms could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us for them.' })).toHaveAttribute('href', '/contact');
  });
});
