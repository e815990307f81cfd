import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { WithdrawMethodForm } from '../../features/withdrawals/components/withdraw-method-form';

export function WithdrawPage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('method.title')} subtitle={t('method.subtitle')} />
      <WithdrawMethodForm
        available={{ withdrawable: user.withdrawable, main: user.balance, profit: user.interest }}
        onContinue={() => navigate(paths.user.withdrawalForm.href())}
      />
    </>
  );
}
