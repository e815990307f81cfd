import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { aUser, renderWithProviders } from '../../test/render';
import { WithdrawPage } from './withdraw-page';

describe('WithdrawPage', { timeout: 20_000 }, () => {
  it('shows what can be withdrawn (main + profit) with its parts with the only method chosen already', async () => {
    renderWithProviders(
      <CurrentUserContext.Provider value={aUser({ balance: '9000.00', interest: '1250.5', withdrawable: '10250.50' })}>
        <WithdrawPage />
      </CurrentUserContext.Provider>,
      { route: '/user/withdraw' },
    );

    expect(screen.getByText('Available to withdraw')).toBeInTheDocument();
    expect(screen.getByTestId('available-balance')).toHaveTextContent('10,250.50 USD');
    expect(screen.getByTestId('available-parts')).toHaveTextContent('Main balance 9,000.00 USD + Profit 1,250.50 USD');
    expect(screen.getByRole('radio', { name: 'Crypto Withdrawal' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/withdraw/withdrawal_form');
  });
});
