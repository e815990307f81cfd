import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';

function fill(dialog: HTMLElement, current: string, next: string, confirmation: string) {
  fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(within(dialog).getByLabelText('Confirm New Password'), { target: { value: confirmation } });
}

describe('ChangePasswordDialog', () => {
  it('checks the fields like the reset form, then changes the password and closes', async () => {
    const onClose = vi.fn();
    const mocks = [
      {
        request: { query: ChangePasswordDocument, variables: { currentPassword: 'old passphrase', newPassword: 'a new passphrase', twoFactorCode: null } },
        result: { data: { changePassword: { __typename: 'CredentialsRevoked', signedOutSessions: 1, revokedApiTokens: 0 } } },
      },
    ];
    renderWithProviders(<ChangePasswordDialog open twoFactorEnabled={false} onClose={onClose} />, { mocks });
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).queryByRole('textbox', { name: /Authenticator code/ })).not.toBeInTheDocument();

    expect(within(dialog).getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters. Very common passwords are refused.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('Please fill in this field.'));
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }

    fill(dialog, 'old passphrase', 'a new passphrase', 'a new passphrasE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match. Please check and try again.'),
    );

    fill(dialog, 'old passphrase', 'a new passphrase', 'a new passphrase');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed. Your other sessions have been signed out.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the authenticator code when 2FA is on, and shows a wrong current password', async () => {
    const onClose = vi.fn();
    const mocks = [
      {
        request: { query: ChangePasswordDocument, variables: { currentPassword: 'wrong one', newPassword: 'a new passphrase', twoFactorCode: '123456' } },
        result: {
          errors: [
            new GraphQLError('The current password is not correct.', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_PASSWORD', field: 'currentPassword' },
            }),
          ],
        },
      },
    ];
    renderWithProviders(<ChangePasswordDialog open twoFactorEnabled onClose={onClose} />, { mocks });
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    fill(dialog, 'wrong one', 'a new passphrase', 'a new passphrase');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();

    const code = within(dialog).getByRole('textbox', { name: /Authenticator code/ });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Current Password')).toHaveAccessibleDescription('The current password is not correct.'));
    expect(code).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
  });
});
