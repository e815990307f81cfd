import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, renderWithProviders } from '../../../test/render';
import { validatePasswordChange } from '../utils/profile-validation';
import { recoveryCodesText } from '../utils/recovery-codes';
import { KycAction, KycStatusDescription } from './kyc-status';
import { PersonalInfo } from './personal-info';
import { SecurityCards } from './security-cards';
import { TwoFactorCard } from './two-factor-card';

async function speak(language: string) {
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(['common', 'account', 'profile']);
}

/** English words of these screens that must not show through in another language. */
const ENGLISH = [
  'Personal Information',
  'Not added yet',
  'Full Name',
  'Change Email',
  'Change Password',
  'KYC Verification',
  'Verify Now',
  'Two-factor authentication',
  'Set up',
];

describe('the profile and security screens in other languages', () => {
  afterEach(async () => {
    await speak('en');
  });

  it('shows the personal details in German, the gender by value and the locked email', async () => {
    await speak('de');
    renderWithProviders(<PersonalInfo user={aUser({ gender: 'FEMALE' })} />);

    expect(screen.getByRole('heading', { name: 'Persönliche Angaben' })).toBeInTheDocument();
    expect(screen.getByText('Weiblich')).toBeInTheDocument();
    expect(screen.getAllByText('Noch nicht angegeben')).toHaveLength(5); // phone, telegram, birth date, country, address
    expect(screen.getByRole('img', { name: 'E-Mail kann nicht geändert werden' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Land/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Adresse bearbeiten' });
    expect(within(dialog).getByLabelText('Postleitzahl')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('shows the security cards in Arabic with no English word left', async () => {
    await speak('ar');
    const { container } = renderWithProviders(
      <>
        <TwoFactorCard userId="1" email="jane@example.com" enabled={false} />
        <SecurityCards email="jane@example.com" onChangePassword={vi.fn()} kycStatus="REJECTED" kycRejectionReason="صورة غير واضحة" />
      </>,
    );

    expect(screen.getByRole('region', { name: 'المصادقة الثنائية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعداد' })).toBeInTheDocument();
    expect(screen.getByText('السبب: صورة غير واضحة')).toBeInTheDocument();
    for (const english of ENGLISH) expect(container.textContent).not.toContain(english);
  });

  it('says the KYC status and checks forms in Japanese', async () => {
    await speak('ja');
    renderWithProviders(
      <>
        <KycStatusDescription status="PENDING" />
        <KycAction status="PENDING" />
      </>,
    );

    expect(screen.getByText('審査中')).toBeInTheDocument();
    expect(validatePasswordChange({ currentPassword: 'a', newPassword: 'b', confirmation: 'c' })).toBe(
      'パスワードが一致しません。確認してもう一度お試しください。',
    );
    expect(recoveryCodesText(['aaaaa-bbbbb'], 'jane@example.com', new Date('2026-11-24T12:00:00Z')).split('\n')[0]).toBe(
      'Investment Platform：jane@example.com の二要素認証リカバリーコード',
    );
  });
});
