import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { ProofSteps } from '../../features/liabilities/components/proof-steps';
import { saveProofFile, useVerifyBalance } from '../../features/liabilities/hooks/use-verify-balance';
import { VERIFY_COMMAND } from '../../features/liabilities/utils/cents';

function Points({ title, keys }: { title: string; keys: string[] }) {
  const { t } = useTranslation('liabilities');
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {keys.map((key) => (
          <Typography component="li" key={key} color="text.secondary">
            {t(key)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** "Verify my balance": the investor's proof of liabilities, checked in this browser (issue 30). */
export function VerifyBalancePage() {
  const { t } = useTranslation('liabilities');
  const { state, run } = useVerifyBalance(t('verify.downloadFailed'));

  return (
    <>
      <PageHeader title={t('verify.title')} subtitle={t('verify.intro')} />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Points title={t('verify.provesTitle')} keys={['verify.proves1', 'verify.proves2', 'verify.proves3']} />
          <Points title={t('verify.notTitle')} keys={['verify.not1', 'verify.not2', 'verify.not3']} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="verify-run">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id="verify-run" variant="h3" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {t('verify.runTitle')}
          </Typography>
          <Typography color="text.secondary">{t('verify.runText')}</Typography>
          <Box>
            <Button variant="contained" onClick={() => void run()} loading={state.phase === 'downloading'}>
              {state.phase === 'checked' ? t('verify.runAgain') : t('verify.run')}
            </Button>
          </Box>
          {state.phase === 'refused' && <Alert severity="info">{state.message}</Alert>}
          {state.phase === 'checked' && (
            <>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                {t('verify.steps')}
              </Typography>
              <ProofSteps proof={state.proof} result={state.result} />
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('verify.nonce')}
                </Typography>
                <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}>
                  {state.proof.nonce}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('verify.nonceHint')}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <Button variant="outlined" onClick={() => saveProofFile(state.proof)}>
                  {t('verify.save')}
                </Button>
                <Link href={`/api/liabilities/${state.proof.snapshot}/tree`} download={`liabilities-${state.proof.snapshot}-tree.json`}>
                  {t('verify.tree')}
                </Link>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('verify.script')}
              </Typography>
              <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'pre-wrap', m: 0 }}>
                {VERIFY_COMMAND}
              </Box>
            </>
          )}
          <Link component={RouterLink} to={paths.proofOfLiabilities.href()}>
            {t('verify.publicLink')}
          </Link>
        </CardContent>
      </Card>
    </>
  );
}
