import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmailChangeDocument, ConfirmIdentityDocument, RequestEmailChangeDocument } from '../../../gql/generated';
import { aUser, renderWithProviders } from '../../../test/render';
import { ChangeEmailDialog } from './change-email-dialog';

const CURRENT = 'jane.investor@example.com';
const NEXT = 'jane.new@example.com';
const SENT = 'A confirmation code has been sent to your new email. Please enter the code';

function fillEmails(dialog: HTMLElement, next: string, confirmation: string) {
  fireEvent.change(within(dialog).getByLabelText('New Email'), { target: { value: next } });
  fireEvent.change(within(dialog).getByLabelText('Confirm New Email'), { target: { value: confirmation } });
}

describe('ChangeEmailDialog', () => {
  it('checks the emails, sends the code, resends it, and switches the email with the code', async () => {
    const onClose = vi.fn();
    const request = {
      request: { query: RequestEmailChangeDocument, variables: { newEmail: NEXT } },
      result: { data: { requestEmailChange: true } },
    };
    const mocks = [
      request,
      request,
      {
        request: { query: ConfirmEmailChangeDocument, variables: { code: '204816' } },
        result: { data: { confirmEmailChange: aUser({ email: NEXT }) } },
      },
    ];
    renderWithProviders(<ChangeEmailDialog currentEmail={CURRENT} open onClose={onClose} />, { mocks });
    const dialog = screen.getByRole('dialog', { name: 'Change Email' });
    expect(within(dialog).getByLabelText('Current Email')).toHaveValue(CURRENT);
    expect(within(dialog).getByLabelText('Current Email')).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText('Confirmation Code')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(within(dialog).getByLabelText('New Email')).toHaveAccessibleDescription('Please fill in this field.'));
    expect(within(dialog).getByLabelText('New Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Confirm New Email')).toHaveAccessibleDescription('Please fill in this field.');
    fillEmails(dialog, NEXT, 'other@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Confirm New Email')).toHaveAccessibleDescription('Emails do not match. Please check and try again.'),
    );
    fillEmails(dialog, CURRENT, CURRENT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(within(dialog).getByLabelText('New Email')).toHaveAccessibleDescription('Current email cannot be used again'));

    fillEmails(dialog, NEXT, NEXT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const resend = await within(dialog).findByRole('button', { name: 'Resend Code' });
    const code = within(dialog).getByLabelText('Confirmation Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    fireEvent.click(resend);
    await screen.findAllByText(SENT);
    // Verify is disabled while the code is being resent; the first toast is already on screen.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Please enter the 6-digit code we sent to your new email.'));
    fireEvent.change(code, { target: { value: '20a48 16' } });
    expect(code).toHaveValue('204816');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(`Your email has been changed to ${NEXT}.`)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the password when the server wants a step-up, sends again, and shows a wrong email code', async () => {
    const onClose = vi.fn();
    const stepUpRequired = new GraphQLError('Confirm your password to continue: this change needs it.', {
      extensions: { code: 'FORBIDDEN', reason: 'STEP_UP_REQUIRED' },
    });
    const mocks = [
      { request: { query: RequestEmailChangeDocument, variables: { newEmail: NEXT } }, result: { errors: [stepUpRequired] } },
      {
        request: { query: ConfirmIdentityDocument, variables: { password: 'wrong one', twoFactorCode: null } },
        result: {
          errors: [new GraphQLError('The password is not correct.', { extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_PASSWORD', field: 'password' } })],
        },
      },
      {
        request: { query: ConfirmIdentityDocument, variables: { password: 'correct horse battery', twoFactorCode: null } },
        result: { data: { confirmIdentity: '2026-01-01T00:10:00.000Z' } },
      },
      { request: { query: RequestEmailChangeDocument, variables: { newEmail: NEXT } }, result: { data: { requestEmailChange: true } } },
      {
        request: { query: ConfirmEmailChangeDocument, variables: { code: '000000' } },
        result: { errors: [new GraphQLError('The code is not valid.', { extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_EMAIL_CODE' } })] },
      },
    ];
    renderWithProviders(<ChangeEmailDialog currentEmail={CURRENT} open onClose={onClose} />, { mocks });
    const dialog = screen.getByRole('dialog', { name: 'Change Email' });
    fillEmails(dialog, NEXT, NEXT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));

    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = within(stepUp).getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    // The refusal shows on the field; the dialog stays.
    expect(await within(stepUp).findByText('The password is not correct.')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    // Confirmed: the code is sent without a second click.
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument());

    fireEvent.change(within(dialog).getByLabelText('Confirmation Code'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirmation Code')).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
  });
});
