import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Payment Method', 'Deposit Details', 'Confirm Payment'];

/** Where the user is in the three deposit steps; the steps show progress and are not links. */
export function DepositSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={`Deposit step ${active + 1} of ${STEPS.length}`} sx={{ mb: 3 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
