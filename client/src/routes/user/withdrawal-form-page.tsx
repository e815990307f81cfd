import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { WithdrawalForm } from '../../features/withdrawals/components/withdrawal-form';
import { useRequestWithdrawal } from '../../features/withdrawals/hooks/use-request-withdrawal';
import type { RequestWithdrawalInput } from '../../gql/generated';

export function WithdrawalFormPage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { requestWithdrawal, loading } = useRequestWithdrawal();

  const submit = async (input: RequestWithdrawalInput): Promise<boolean> => {
    const done = await requestWithdrawal(input);
    if (done) navigate(paths.user.transactionWithdraw.href());
    return done;
  };

  return (
    <>
      <PageHeader title={t('form.title')} subtitle={t('form.subtitle')} />
      <WithdrawalForm
        available={{ withdrawable: user.withdrawable, main: user.balance, profit: user.interest }}
        submitting={loading}
        twoFactorRequired={user.twoFactorEnabled}
        onSubmit={submit}
      />
    </>
  );
}
