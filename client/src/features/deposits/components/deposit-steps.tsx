import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['steps.method', 'steps.details', 'steps.confirm'];

/** Where the user is in the three deposit steps; the steps show progress and are not links. */
export function DepositSteps({ active }: { active: 0 | 1 | 2 }) {
  const { t } = useTranslation('deposits');
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('steps.label', { step: active + 1, total: STEPS.length })}
      // Long one-word labels ("Einzahlungsdetails", "Подтверждение") break rather than widen a 390 px phone.
      sx={{ mb: 3, '& .MuiStep-root': { minWidth: 0, px: 0.5 }, '& .MuiStepLabel-label': { overflowWrap: 'anywhere', hyphens: 'auto' } }}
    >
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{t(label)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
