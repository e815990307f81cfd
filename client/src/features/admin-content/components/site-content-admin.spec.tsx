import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminSiteContentDocument, PreviewSiteContentDocument, type PreviewedSiteContentFragment } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { SiteContentAdmin, type RenderPreview } from './site-content-admin';

const STORED = 'Investir envolve riscos.';

const entry = (locale: string, text: string | null) => ({
  __typename: 'SiteContentEntry' as const,
  key: 'riskWarning',
  locale,
  value: text === null ? null : JSON.stringify(text),
  updatedAt: null,
  updatedBy: null,
});

function previewed(riskWarning: string): PreviewedSiteContentFragment & { __typename: 'SiteContent' } {
  return {
    __typename: 'SiteContent',
    locale: 'pt',
    company: {
      __typename: 'Company',
      name: 'Investment Platform',
      legalName: 'Investment Platform Ltd',
      registrationNumber: '1',
      incorporatedOn: '2016-01-01',
      jurisdiction: 'England and Wales',
      address: 'London',
      email: 'support@example.com',
      phone: '+44 20 0000 0000',
      map: { __typename: 'MapPoint', lat: 0, lon: 0 },
    },
    openingHours: [],
    counters: [],
    investorCount: { __typename: 'InvestorCount', value: '0', live: true },
    testimonials: [],
    faq: [],
    riskWarning,
    referralBonusPercent: '5',
  } as unknown as PreviewedSiteContentFragment & { __typename: 'SiteContent' };
}

const previewOf = (text: string) => ({ key: 'riskWarning', locale: 'pt', value: JSON.stringify(text) });

describe('SiteContentAdmin editor', () => {
  it('keeps what was typed while the preview waits for texts it has not loaded yet, then shows the server check beside the field', async () => {
    // The preview's first drawing suspends, as the public components do while the public texts load.
    let release!: () => void;
    const texts = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    void texts.then(() => (loaded = true));
    function PublicWarning({ text }: { text: string }) {
      if (!loaded) throw texts;
      return <p>{text}</p>;
    }
    const renderPreview: RenderPreview = (_key, content) => <PublicWarning text={content.riskWarning} />;
    const mocks = [
      {
        request: { query: AdminSiteContentDocument, variables: { key: 'riskWarning' } },
        result: { data: { adminSiteContent: [entry('en', 'Investing is risky.'), entry('pt', STORED)] } },
      },
      { request: { query: PreviewSiteContentDocument, variables: { input: previewOf(STORED) } }, result: { data: { previewSiteContent: previewed(STORED) } } },
      {
        request: { query: PreviewSiteContentDocument, variables: { input: previewOf('   ') } },
        result: { errors: [new GraphQLError('riskWarning must be a non-empty string.', { extensions: { code: 'BAD_USER_INPUT', field: 'value' } })] },
      },
    ];
    // As in the console, the page sits in the layout's Suspense boundary.
    renderWithProviders(
      <Suspense fallback={<p>Loading the page</p>}>
        <SiteContentAdmin renderPreview={renderPreview} />
      </Suspense>,
      { mocks },
    );

    fireEvent.click(await screen.findByRole('button', { name: /Edit Risk warning in Português/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(field).toHaveValue(STORED);
    // The first preview has arrived and is being drawn (suspended) when the admin types.
    await waitFor(() => expect(within(dialog).getByText(/Loading the preview/i)).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.change(field, { target: { value: '   ' } });
    expect(field).toHaveValue('   ');
    await act(async () => release());

    expect(await within(dialog).findByText('riskWarning must be a non-empty string.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(field).toHaveValue('   ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
