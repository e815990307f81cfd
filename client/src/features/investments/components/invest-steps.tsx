import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['steps.amount', 'steps.confirm'];

/** Where the user is in the two investment steps; the steps show progress and are not links. */
export function InvestSteps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation('investments');
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
