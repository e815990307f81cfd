import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { FormSkeleton } from '../../components/form-skeleton';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { WithdrawalForm } from '../../features/withdrawals/components/withdrawal-form';
import { useRequestWithdrawal } from '../../features/withdrawals/hooks/use-request-withdrawal';
import { useWithdrawalOptionsQuery, type RequestWithdrawalInput } from '../../gql/generated';

export function WithdrawalFormPage() {
  const { t, i18n } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { requestWithdrawal, loading } = useRequestWithdrawal();
  const options = useWithdrawalOptionsQuery({ variables: { lang: i18n.resolvedLanguage ?? i18n.language } });

  const submit = async (input: RequestWithdrawalInput) => {
    const refusal = await requestWithdrawal(input);
    if (!refusal) navigate(paths.user.transactionWithdraw.href());
    return refusal;
  };

  let body;
  if (options.data) {
    body = (
      <WithdrawalForm
        available={{ withdrawable: user.withdrawable, main: user.balance, profit: user.interest }}
        options={options.data.withdrawalOptions}
        submitting={loading}
        twoFactorRequired={user.twoFactorEnabled}
        onSubmit={submit}
      />
    );
  } else if (options.error) {
    body = <QueryError message={t('form.optionsError')} onRetry={options.refetch} />;
  } else {
    body = <FormSkeleton rows={[72, 56, 56, 56, 80, 48]} />;
  }

  return (
    <>
      <PageHeader title={t('form.title')} subtitle={t('form.subtitle')} />
      {body}
    </>
  );
}
