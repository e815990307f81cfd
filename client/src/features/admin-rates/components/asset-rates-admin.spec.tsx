import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AssetRatesDocument, ClearManualRateDocument, SetManualRateDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { AssetRatesAdmin } from './asset-rates-admin';

const none = { manual: false, manualRate: null, manualReason: null, manualSetAt: null, failingSince: null, lastError: null };
const usdt = {
  __typename: 'AssetRate',
  asset: 'USDT',
  rate: '1.00',
  source: 'fixed',
  at: null,
  ageSeconds: null,
  fixed: true,
  ...none,
  marketRate: null,
  marketSource: null,
  marketFetchedAt: null,
};
const eth = {
  ...usdt,
  asset: 'ETH',
  rate: '3012.45',
  source: 'kraken',
  at: '2026-11-28T10:00:00.000Z',
  ageSeconds: 42,
  fixed: false,
  marketRate: '3012.45',
  marketSource: 'kraken',
  marketFetchedAt: '2026-11-28T10:00:00.000Z',
};
const btc = {
  ...eth,
  asset: 'BTC',
  rate: null,
  source: null,
  at: null,
  ageSeconds: null,
  marketRate: '95000.10',
  failingSince: '2026-11-28T09:50:00.000Z',
  lastError: 'HTTP 500',
};
const btcManual = {
  ...btc,
  rate: '94000.50',
  source: 'manual',
  at: '2026-11-28T10:01:00.000Z',
  ageSeconds: 5,
  manual: true,
  manualRate: '94000.50',
  manualReason: 'Kraken down',
};
const list = (rates: unknown[]): MockedResponse => ({ request: { query: AssetRatesDocument }, result: { data: { assetRates: rates } } });

describe('AssetRatesAdmin', { timeout: 20_000 }, () => {
  it('lists each asset with its quoted rate, source and age, and shows an asset with no fresh rate as paused', async () => {
    renderWithProviders(<AssetRatesAdmin />, { mocks: [list([usdt, eth, btc])] });
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    const [, usdtRow, ethRow, btcRow] = within(table).getAllByRole('row');
    expect(usdtRow).toHaveTextContent('1.00 USD');
    expect(usdtRow).toHaveTextContent('Fixed');
    expect(within(usdtRow).queryByRole('button')).toBeNull();
    expect(ethRow).toHaveTextContent('3012.45 USD');
    expect(ethRow).toHaveTextContent('kraken');
    expect(ethRow).toHaveTextContent('42 s');
    expect(btcRow).toHaveTextContent('Deposits paused');
    expect(btcRow).toHaveTextContent('Provider failing');
  });

  it('sets a manual rate with a reason, and refuses a malformed rate before asking the server', async () => {
    const set: MockedResponse = {
      request: { query: SetManualRateDocument },
      variableMatcher: (v) => JSON.stringify(v.input) === JSON.stringify({ asset: 'BTC', rate: '94000.50', reason: 'Kraken down' }),
      result: { data: { setManualRate: btcManual } },
    };
    renderWithProviders(<AssetRatesAdmin />, { mocks: [list([usdt, eth, btc]), set, list([usdt, eth, btcManual])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Set a manual rate for BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a manual rate for BTC' });
    const rate = within(dialog).getByRole('textbox', { name: 'USD per 1 BTC' });
    fireEvent.change(rate, { target: { value: '94,000' } });
    expect(dialog).toHaveTextContent('Enter a positive number with at most 10 decimals.');
    fireEvent.change(rate, { target: { value: '94000.50' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Kraken down' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText('Manual rate for BTC set')).toBeInTheDocument();
    expect(await screen.findByText('94000.50 USD')).toBeInTheDocument();
  });

  it("shows the server's refusal when clearing fails, and keeps the dialog open", async () => {
    const refused: MockedResponse = {
      request: { query: ClearManualRateDocument },
      variableMatcher: (v) => v.input.asset === 'BTC',
      result: { errors: [new GraphQLError('This asset has no manual rate to clear.', { extensions: { code: 'CONFLICT', reason: 'NO_MANUAL_RATE' } })] },
    };
    renderWithProviders(<AssetRatesAdmin />, { mocks: [list([usdt, eth, btcManual]), refused] });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the manual rate for BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the manual rate for BTC' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Kraken is back' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear rate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This asset has no manual rate to clear.');
  });
});
