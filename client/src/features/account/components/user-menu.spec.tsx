import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, renderWithProviders } from '../../../test/render';
import { UserMenu } from './user-menu';

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.getByRole('menu');
}

describe('UserMenu', () => {
  it("shows the user's initials, a truncated username and email, and the balance", () => {
    const user = aUser({ username: 'averyveryverylongname', email: 'someone.with.a.long.address@example.com' });
    renderWithProviders(<UserMenu user={user} onSignOut={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('JI');
    const menu = openMenu();

    expect(within(menu).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(menu).getByText('averyveryver...')).toBeInTheDocument();
    expect(within(menu).getByText('someone.with.a.long.address...')).toBeInTheDocument();
    // What the user owns in all (main + profit + invested + on hold), named as such.
    expect(within(menu).getByText('Total balance')).toBeInTheDocument();
    expect(within(menu).getByText('17,800.50 USD')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/user/profile/security');
  });

  it.each([
    ['ADMIN', 1, true],
    ['SUPPORT', 0, true],
    ['INVESTOR', 0, false],
  ] as const)('with role %s (admin = %i) shows the Admin Panel link: %s', (role, admin, shown) => {
    renderWithProviders(<UserMenu user={aUser({ role, admin })} onSignOut={vi.fn()} />);
    const menu = openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' }) !== null).toBe(shown);
  });

  it.each([
    ['APPROVED', true],
    ['PENDING', false],
    ['REJECTED', false],
    ['NONE', false],
  ] as const)('with kycStatus %s shows the Verified label: %s', (kycStatus, shown) => {
    renderWithProviders(<UserMenu user={aUser({ kycStatus })} onSignOut={vi.fn()} />);
    const menu = openMenu();
    expect(within(menu).queryByText('Verified') !== null).toBe(shown);
  });

  it('asks for confirmation before signing out', async () => {
    const onSignOut = vi.fn(async () => true);
    renderWithProviders(<UserMenu user={aUser()} onSignOut={onSignOut} />);

    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(onSignOut).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });
});
