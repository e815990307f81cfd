import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { aUser, renderWithProviders } from '../../test/render';
import { WithdrawPage } from './withdraw-page';

describe('WithdrawPage', { timeout: 20_000 }, () => {
  it('shows the withdrawable balance and asks for a method before the form', async () => {
    renderWithProviders(
      <CurrentUserContext.Provider value={aUser({ balance: '9000.00', interest: '1250.5' })}>
        <WithdrawPage />
      </CurrentUserContext.Provider>,
      { route: '/user/withdraw' },
    );

    expect(screen.getByTestId('available-balance')).toHaveTextContent('1,250.50 USD');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText('A withdrawal method is required.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Crypto Withdrawal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/withdraw/withdrawal_form');
  });
});
