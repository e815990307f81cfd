import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { formatCents } from '../utils/cents';
import type { LiabilitiesProof, VerifyResult, VerifyStep } from '../utils/verify-proof';

const Mono = ({ children }: { children: string }) => (
  <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}>
    {children}
  </Box>
);

function StepText({ step }: { step: VerifyStep }) {
  const { t } = useTranslation('liabilities');
  switch (step.kind) {
    case 'subNonce':
      return <ListItemText primary={t('verify.step.subNonce')} secondary={<Mono>{step.digest}</Mono>} />;
    case 'leaf':
      return (
        <ListItemText
          primary={t('verify.step.leaf', { part: step.part + 1, amount: formatCents(step.value), position: step.position })}
          secondary={<Mono>{step.digest}</Mono>}
        />
      );
    case 'path':
      return (
        <ListItemText
          primary={t('verify.step.path', { part: step.part + 1, steps: step.steps, total: formatCents(step.value) })}
          secondary={<Mono>{step.digest}</Mono>}
        />
      );
    case 'sum':
      return <ListItemText primary={t('verify.step.sum', { amount: formatCents(step.value) })} />;
    case 'published':
      return <ListItemText primary={t('verify.step.published', { snapshot: step.snapshot })} secondary={<Mono>{step.digest}</Mono>} />;
  }
}

/** Each step of the browser's check as it went, then the verdict. */
export function ProofSteps({ proof, result }: { proof: LiabilitiesProof; result: VerifyResult }) {
  const { t } = useTranslation('liabilities');
  return (
    <>
      <List dense aria-label={t('verify.steps')}>
        {result.steps.map((step, i) => (
          <ListItem key={i} alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <CheckCircleOutlineIcon color="success" aria-hidden />
            </ListItemIcon>
            <StepText step={step} />
          </ListItem>
        ))}
        {result.failure && (
          <ListItem alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <HighlightOffIcon color="error" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`verify.failed.${result.failure.reason}`, { part: (result.failure.part ?? 0) + 1 })} />
          </ListItem>
        )}
      </List>
      {result.ok ? (
        <Alert severity="success" role="status">
          {t('verify.ok', { amount: formatCents(proof.liability_cents), snapshot: proof.snapshot, total: formatCents(proof.total_cents) })}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {t('verify.notOk')}
        </Alert>
      )}
    </>
  );
}
