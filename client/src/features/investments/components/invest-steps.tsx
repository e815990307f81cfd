import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Investment Amount', 'Confirm Investment'];

/** Where the user is in the two investment steps; the steps show progress and are not links. */
export function InvestSteps({ active }: { active: 0 | 1 }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={`Investment step ${active + 1} of ${STEPS.length}`} sx={{ mb: 3 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
