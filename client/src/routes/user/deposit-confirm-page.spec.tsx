import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositEligibilityDocument, SubmitDepositDocument } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { DepositConfirmPage, PAYMENT_POLL_MS } from './deposit-confirm-page';

/** A TRON transaction hash as a wallet shows it: 64 hex digits. */
const HASH = '9f2c4e1b7a55' + 'ab'.repeat(26);
const ROUTE = '/user/deposit/confirm?reference_id=DEP-123';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path stroke="#000000" d="M0 0.5h7"/></svg>';

const deposit = {
  __typename: 'DepositDraft',
  referenceId: 'DEP-123',
  wallet: 'Crypto Wallet',
  walletName: 'USDT',
  walletAddress: 'TXYZtronAddress123',
  addressKind: 'DERIVED',
  addressQrSvg: QR_SVG,
  network: 'TRC20',
  amount: '750.00',
  txnId: null,
  status: 'draft',
  payment: null as Record<string, unknown> | null,
};

const USDT_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

/** A USDT quote on Ethereum, 30 minutes from now. */
function aPayment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DepositPayment',
    payAmount: '750.000000',
    payAsset: 'USDT',
    network: 'ethereum',
    address: USDT_ADDRESS,
    rate: '1.00',
    rateSource: 'fixed',
    quotedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    paymentUri: `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${USDT_ADDRESS}&uint256=750000000`,
    qrSvg: QR_SVG,
    watched: false,
    state: 'AWAITING_PAYMENT',
    confirmations: 0,
    requiredConfirmations: 12,
    receivedAmount: '0',
    missingAmount: null,
    creditedAmount: null,
    ...overrides,
  };
}

function eligibilityMock(result: Record<string, unknown>): MockedResponse {
  return {
    request: { query: DepositEligibilityDocument, variables: { referenceId: 'DEP-123' } },
    result: { data: { depositEligibility: { __typename: 'DepositEligibility', eligible: true, redirect: false, message: null, deposit, ...result } } },
  };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => undefined) } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DepositConfirmPage', { timeout: 20_000 }, () => {
  it('goes back to the first step when the server says so', async () => {
    const mocks = [eligibilityMock({ eligible: false, redirect: true, message: 'This deposit has already been submitted.' })];
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks });
    expect(await screen.findByText('This deposit has already been submitted.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/deposit$/);
  });

  it('reveals the address, takes the payment proof and submits the deposit', async () => {
    const screenshot = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    const submitted: Record<string, unknown>[] = [];
    const submit: MockedResponse = {
      request: { query: SubmitDepositDocument },
      variableMatcher: (variables) => {
        submitted.push(variables);
        return true;
      },
      result: {
        data: {
          submitDeposit: {
            __typename: 'Transaction',
            id: 'tx-1',
            kind: 'DEPOSIT',
            title: 'Deposit',
            amount: '750.00',
            status: 'PENDING',
            date: '2025-03-05T14:30:00.000Z',
            referenceId: 'DEP-123',
          },
        },
      },
    };
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks: [eligibilityMock({}), submit] });

    const review = await screen.findByRole('heading', { name: 'Review your deposit' });
    expect(review.parentElement).toHaveTextContent('750.00 USD');
    expect(review.parentElement).toHaveTextContent('TRC20');
    expect(screen.queryByText('TXYZtronAddress123')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('TXYZtronAddress123');
    // The deposit's own address, as a QR code the wallet app can scan: the server's SVG in an <img>.
    const qr = screen.getByRole('img', { name: 'QR code of the payment address TXYZtronAddress123' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByTestId('address-kind')).toHaveTextContent('This address was created for this deposit only.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(await screen.findByText('Wallet address has been copied successfully')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    expect(await screen.findByText('Payment proof image is missing. Upload the image file.')).toBeInTheDocument();

    const picker = screen.getByLabelText('Payment proof image');
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only image files can be uploaded as payment proof')).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('payment-proof-dropzone'), { dataTransfer: { files: [screenshot] } });
    expect(await screen.findByRole('img', { name: 'Preview of proof.png' })).toHaveAttribute('src', 'blob:preview');

    fireEvent.change(screen.getByLabelText('Blockchain transaction ID'), { target: { value: HASH } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This process cannot be reversed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));

    expect(await screen.findByText('Deposit Submitted! Awaiting verification')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/transaction$/);
    const variables = submitted.at(-1)!;
    expect(variables.input).toEqual({ referenceId: 'DEP-123', txnId: HASH });
    expect(variables.screenshot).toBe(screenshot);
    expect(variables.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal of the transaction hash on its field, and a malformed one before sending", async () => {
    const screenshot = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    const taken: MockedResponse = {
      request: { query: SubmitDepositDocument },
      variableMatcher: () => true,
      result: {
        errors: [
          new GraphQLError('This blockchain transaction ID has already been used for a deposit.', {
            extensions: { code: 'CONFLICT', reason: 'TXN_ID_TAKEN', field: 'txnId' },
          }),
        ],
      },
    };
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks: [eligibilityMock({}), taken] });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    fireEvent.drop(screen.getByTestId('payment-proof-dropzone'), { dataTransfer: { files: [screenshot] } });
    const field = screen.getByLabelText('Blockchain transaction ID');
    fireEvent.change(field, { target: { value: 'TXN-ABCDEFGHIJ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    expect(await screen.findByText('The transaction hash must be 64 hexadecimal characters (0-9, a-f), with 0x in front on Ethereum.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: HASH } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('This blockchain transaction ID has already been used for a deposit.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This blockchain transaction ID has already been used for a deposit.');
  });

  it('shows the quote of a manual deposit at once, with the proof form and no second confirmation', async () => {
    const quoted = { ...deposit, walletName: 'Tether USDT', network: 'ERC20', walletAddress: USDT_ADDRESS, payment: aPayment() };
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks: [eligibilityMock({ deposit: quoted })] });
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('750.00 USDT');
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(USDT_ADDRESS);
    expect(screen.getByRole('img', { name: `QR code to pay 750.00 USDT to ${USDT_ADDRESS}` })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(/^(30:00|29:5\d)$/);
    expect(screen.getByText('Ethereum (ERC20)')).toBeInTheDocument();
    expect(screen.getByText('Fixed (1 USDT = 1 USD)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment status' })).not.toBeInTheDocument();
  });

  it('takes no proof once the quote has expired, and offers a new deposit', async () => {
    const quoted = { ...deposit, payment: aPayment({ expiresAt: new Date(Date.now() - 1000).toISOString() }) };
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks: [eligibilityMock({ deposit: quoted })] });
    expect(await screen.findByText('This quote expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new deposit' })).toHaveAttribute('href', '/user/deposit');
    expect(screen.queryByRole('button', { name: 'Confirm Deposit' })).not.toBeInTheDocument();
  });

  it('keeps a watched deposit on its page (no proof asked) and reads its payment again until it is credited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const watched = (payment: Record<string, unknown>) =>
      eligibilityMock({
        eligible: false,
        redirect: true,
        message: 'This deposit has already been submitted.',
        deposit: { ...deposit, status: 'pending', payment: aPayment({ watched: true, ...payment }) },
      });
    const mocks = [
      watched({}),
      watched({ state: 'CONFIRMING', confirmations: 3, receivedAmount: '750.000000' }),
      watched({ state: 'COMPLETED', confirmations: 12, receivedAmount: '750.000000', creditedAmount: '750.00' }),
    ];
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks });
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Waiting for your payment.');
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('750.00 USDT');
    expect(screen.getByText(/No screenshot is needed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByText('This deposit has already been submitted.')).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(PAYMENT_POLL_MS));
    expect(await screen.findByText('Your payment is on the blockchain: 3 of 12 confirmations.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(PAYMENT_POLL_MS));
    expect(await screen.findByText('Payment received: 750.00 USD has been credited to your balance.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("says when the address is a static wallet's shared one", async () => {
    const shared = { ...deposit, walletName: 'Bitcoin', network: 'BTC', walletAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', addressKind: 'STATIC' };
    renderWithProviders(<DepositConfirmPage />, { route: ROUTE, mocks: [eligibilityMock({ deposit: shared })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(screen.getByRole('img', { name: /^QR code of the payment address bc1q/ })).toBeInTheDocument();
    expect(screen.getByTestId('address-kind')).toHaveTextContent('This is the wallet’s shared address');
  });
});
