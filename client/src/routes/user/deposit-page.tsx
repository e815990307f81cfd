import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { DepositMethodForm } from '../../features/deposits/components/deposit-method-form';
import { DepositSteps } from '../../features/deposits/components/deposit-steps';
import { useStartDeposit } from '../../features/deposits/hooks/use-deposit-mutations';

export function DepositPage() {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const { startDeposit, loading } = useStartDeposit();

  const start = async (method: string) => {
    const referenceId = await startDeposit(method);
    if (referenceId) navigate(paths.user.depositForm.href(referenceId));
  };

  return (
    <>
      <PageHeader title={t('method.title')} subtitle={t('method.subtitle')} />
      <DepositSteps active={0} />
      <DepositMethodForm busy={loading} onContinue={(method) => void start(method)} />
    </>
  );
}
