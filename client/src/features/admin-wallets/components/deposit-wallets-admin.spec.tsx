import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminDepositWalletsDocument, SaveDepositWalletDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { DepositWalletsAdmin } from './deposit-wallets-admin';

const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const bitcoin = {
  __typename: 'AdminDepositWallet',
  id: 'w1',
  walletName: 'Bitcoin',
  network: 'BTC',
  chain: 'bitcoin',
  asset: 'BTC',
  networkName: 'bitcoin',
  addressKind: 'DERIVED',
  walletAddress: null,
  extendedPublicKey: ZPUB,
  nextIndex: 12,
  active: true,
};
const tether = {
  ...bitcoin,
  id: 'w2',
  walletName: 'Tether USDT',
  network: 'TRC20',
  chain: 'tron',
  asset: 'USDT',
  networkName: 'tron',
  addressKind: 'STATIC',
  walletAddress: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
  extendedPublicKey: null,
  nextIndex: 0,
};
const list: MockedResponse = { request: { query: AdminDepositWalletsDocument }, result: { data: { adminDepositWallets: [bitcoin, tether] } } };

describe('DepositWalletsAdmin', { timeout: 20_000 }, () => {
  it('lists derived and static wallets with the addresses given out', async () => {
    renderWithProviders(<DepositWalletsAdmin />, { mocks: [list] });
    const table = await screen.findByRole('table', { name: 'Deposit wallets' });
    const [, btcRow, usdtRow] = within(table).getAllByRole('row');
    expect(btcRow).toHaveTextContent('Derived');
    expect(btcRow).toHaveTextContent('zpub6rFR7y4Q…2AGutZYs');
    expect(btcRow).toHaveTextContent('12');
    expect(usdtRow).toHaveTextContent('Static');
    expect(usdtRow).toHaveTextContent('—');
    // Each wallet's asset and network, as investors are offered it.
    expect(btcRow).toHaveTextContent('BTC · Bitcoin');
    expect(usdtRow).toHaveTextContent('USDT · TRON (TRC20)');
  });

  it("shows the server's reason when a key is refused, and keeps the dialog open", async () => {
    const refused: MockedResponse = {
      request: { query: SaveDepositWalletDocument },
      variableMatcher: (variables) =>
        JSON.stringify(variables.input) ===
        JSON.stringify({
          id: null,
          walletName: 'Ethereum',
          network: 'ERC20',
          asset: 'ETH',
          networkName: 'ethereum',
          addressKind: 'DERIVED',
          walletAddress: null,
          extendedPublicKey: ZPUB,
          active: true,
        }),
      result: {
        errors: [new GraphQLError("A zpub is a Bitcoin key; Ethereum needs the account's xpub (m/44'/60'/0').", { extensions: { code: 'BAD_USER_INPUT' } })],
      },
    };
    renderWithProviders(<DepositWalletsAdmin />, { mocks: [list, refused] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deposit wallet' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Ethereum' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Network' }), { target: { value: 'ERC20' } });
    expect(dialog).toHaveTextContent("The account xpub (m/44'/60'/0')");
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Asset' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ETH' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Blockchain' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ethereum' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Extended public key' }), { target: { value: ZPUB } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("A zpub is a Bitcoin key; Ethereum needs the account's xpub");
    expect(screen.getByRole('dialog', { name: 'Add deposit wallet' })).toBeInTheDocument();
  });

  it('switches a wallet to a static address', async () => {
    const saved: MockedResponse = {
      request: { query: SaveDepositWalletDocument },
      variableMatcher: (variables) =>
        variables.input.addressKind === 'STATIC' &&
        variables.input.walletAddress === 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' &&
        variables.input.extendedPublicKey === null,
      result: {
        data: {
          saveDepositWallet: { ...bitcoin, addressKind: 'STATIC', walletAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', extendedPublicKey: null },
        },
      },
    };
    renderWithProviders(<DepositWalletsAdmin />, { mocks: [list, saved, list] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bitcoin (BTC)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit deposit wallet' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'One static address for every deposit' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Wallet address' }), { target: { value: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Deposit wallet saved')).toBeInTheDocument();
  });
});
