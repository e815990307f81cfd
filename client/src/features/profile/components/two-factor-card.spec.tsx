import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeginTwoFactorSetupDocument, ConfirmIdentityDocument, DisableTwoFactorDocument, EnableTwoFactorDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { TwoFactorCard } from './two-factor-card';

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="qr-marker" width="10" height="10"/></svg>';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

const beginMock = {
  request: { query: BeginTwoFactorSetupDocument },
  result: {
    data: {
      beginTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: SECRET, otpauthUri: `otpauth://totp/x?secret=${SECRET}`, qrSvg: QR_SVG },
    },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('TwoFactorCard', () => {
  it('sets up 2FA: QR as an image, the key with copy, a code, then the recovery codes once', async () => {
    const mocks = [beginMock, { request: { query: EnableTwoFactorDocument, variables: { code: '654321' } }, result: { data: { enableTwoFactor: CODES } } }];
    renderWithProviders(<TwoFactorCard userId="1" email="jane@example.com" enabled={false} />, { mocks });
    expect(screen.getByLabelText('Status: Off')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });

    const qr = within(dialog).getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // The server's markup is never put into the page itself.
    expect(document.getElementById('qr-marker')).toBeNull();
    expect(within(dialog).getByLabelText('Setup key')).toHaveValue(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Copy setup key' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Authenticator code/ }), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(codesDialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(codesDialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    const createObjectURL = vi.fn().mockReturnValue('blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(codesDialog).getByRole('button', { name: 'Download (.txt)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain(CODES.join('\n'));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('recovery-codes.txt');

    // Escape does not lose the codes; only the acknowledgement closes.
    fireEvent.keyDown(codesDialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    fireEvent.click(within(codesDialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the setup open and clears the code when the server refuses it', async () => {
    const mocks = [
      beginMock,
      {
        request: { query: EnableTwoFactorDocument, variables: { code: '111111' } },
        result: { errors: [new GraphQLError('The code is not valid.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ];
    renderWithProviders(<TwoFactorCard userId="1" email="jane@example.com" enabled={false} />, { mocks });
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    const code = within(dialog).getByRole('textbox', { name: /Authenticator code/ });
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));

    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  });

  it('disables 2FA after the step-up dialog confirms the password and a recovery code', async () => {
    const gqlError = (message: string, extensions: Record<string, unknown>) => ({ errors: [new GraphQLError(message, { extensions })] });
    const mocks = [
      {
        request: { query: DisableTwoFactorDocument },
        result: gqlError('Confirm your password to continue.', { code: 'FORBIDDEN', reason: 'STEP_UP_REQUIRED' }),
      },
      {
        request: { query: ConfirmIdentityDocument, variables: { password: 'correct horse battery', twoFactorCode: null } },
        result: gqlError('Enter the 6-digit code from your authenticator app.', {
          code: 'BAD_USER_INPUT',
          reason: 'TWO_FACTOR_CODE_REQUIRED',
          field: 'twoFactorCode',
        }),
      },
      {
        request: { query: ConfirmIdentityDocument, variables: { password: 'correct horse battery', twoFactorCode: 'abcde-23456' } },
        result: { data: { confirmIdentity: '2026-01-01T00:10:00.000Z' } },
      },
      { request: { query: DisableTwoFactorDocument }, result: { data: { disableTwoFactor: true } } },
    ];
    renderWithProviders(<TwoFactorCard userId="1" email="jane@example.com" enabled />, { mocks });
    expect(screen.getByLabelText('Status: On')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.change(within(stepUp).getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    // The server wants the second factor: its field appears, with the refusal under it.
    expect(await within(stepUp).findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(within(stepUp).getByRole('textbox', { name: /Recovery code/ }), { target: { value: 'abcde23456' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
