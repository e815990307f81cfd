import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminReserveAddressesDocument } from '../../../gql/generated';
import { CanChangeContext } from '../../../lib/console-access';
import { renderWithProviders } from '../../../test/render';
import { ReservesAdmin } from './reserves-admin';

const reserve = {
  __typename: 'ReserveAddressModel',
  id: 'r1',
  asset: 'BTC',
  network: 'bitcoin',
  address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  message: 'example.com reserves: I control bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 (bitcoin) as of 2026-11-29',
  signature: 'AkcwRAIg',
  verifiedAt: '2026-11-29T10:00:00.000Z',
  declaredBy: '00000000-0000-4000-8000-000000000001',
  balance: null,
  balanceAt: null,
  active: true,
  removedAt: null,
};
const list: MockedResponse = { request: { query: AdminReserveAddressesDocument }, result: { data: { reserveAddresses: [reserve] } } };

describe('ReservesAdmin', { timeout: 20_000 }, () => {
  it("lists an address not read yet, with its row menu, and the dialog offers only each asset's networks", async () => {
    renderWithProviders(<ReservesAdmin />, { mocks: [list] });
    const table = await screen.findByRole('table', { name: 'Reserve addresses' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('not read');
    expect(row).toHaveTextContent('bc1qw508…v8f3t4');
    expect(within(row).getByRole('button', { name: `Actions for ${reserve.address}` })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Declare address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare a reserve address' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Asset/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'USDT' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Network/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ethereum', 'TRON']);
  });

  it('support staff read the list without the Declare button or row actions', async () => {
    renderWithProviders(
      <CanChangeContext.Provider value={false}>
        <ReservesAdmin />
      </CanChangeContext.Provider>,
      { mocks: [list] },
    );
    const table = await screen.findByRole('table', { name: 'Reserve addresses' });
    expect(within(table).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Declare address' })).toBeNull();
  });
});
