import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['steps.method', 'steps.details', 'steps.confirm'];

/** Where the user is in the three deposit steps; the steps show progress and are not links. */
export function DepositSteps({ active }: { active: 0 | 1 | 2 }) {
  const { t } = useTranslation('deposits');
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={t('steps.label', { step: active + 1, total: STEPS.length })} sx={{ mb: 3 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{t(label)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
