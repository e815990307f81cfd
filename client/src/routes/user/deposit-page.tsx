import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { DepositMethodForm } from '../../features/deposits/components/deposit-method-form';
import { DepositSteps } from '../../features/deposits/components/deposit-steps';
import { useStartDeposit } from '../../features/deposits/hooks/use-deposit-mutations';

export function DepositPage() {
  const navigate = useNavigate();
  const { startDeposit, loading } = useStartDeposit();

  const start = async (method: string) => {
    const referenceId = await startDeposit(method);
    if (referenceId) navigate(paths.user.depositForm.href(referenceId));
  };

  return (
    <>
      <PageHeader title="Deposit" subtitle="Fund your main balance with crypto." />
      <DepositSteps active={0} />
      <DepositMethodForm busy={loading} onContinue={(method) => void start(method)} />
    </>
  );
}
