import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { KycAction, KycStatusDescription } from './kyc-status';

describe('KYC card status', () => {
  it('offers Verify Now before any submission, and it opens the upload', async () => {
    renderWithProviders(<KycAction status="NONE" />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeInTheDocument();
  });

  it.each([
    ['PENDING', 'Pending review'],
    ['APPROVED', 'Verified'],
  ] as const)('shows %s as "%s" without Verify Now', (status, label) => {
    renderWithProviders(<KycAction status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Now' })).not.toBeInTheDocument();
  });

  it('shows a rejection with its reason and Verify Now again', () => {
    renderWithProviders(
      <>
        <KycStatusDescription status="REJECTED" rejectionReason="The selfie is blurred." />
        <KycAction status="REJECTED" />
      </>,
    );
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: The selfie is blurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Now' })).toBeInTheDocument();
  });
});
