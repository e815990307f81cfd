import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useBeginTwoFactorSetup, type TwoFactorSetup } from '../hooks/use-two-factor';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

interface TwoFactorCardProps {
  userId: string;
  email: string;
  enabled: boolean;
}

/** Authenticator-app 2FA: its status, Set up when off, Disable when on. */
export function TwoFactorCard({ userId, email, enabled }: TwoFactorCardProps) {
  const { t } = useTranslation('profile');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const status = enabled ? t('twoFactor.on') : t('twoFactor.off');
  const [disabling, setDisabling] = useState(false);
  const { beginSetup, loading } = useBeginTwoFactorSetup();

  const start = async () => {
    const started = await beginSetup();
    if (started) setSetup(started);
  };

  return (
    <Card component="section" aria-label={t('twoFactor.title')} sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ color: 'primary.main' }}>
            <PhonelinkLockIcon fontSize="large" />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="h4" component="h2">
                {t('twoFactor.title')}
              </Typography>
              <Chip
                size="small"
                label={status}
                color={enabled ? 'success' : 'default'}
                // The darker green keeps white text at 4.5:1 and more.
                sx={enabled ? { bgcolor: 'success.dark' } : undefined}
                aria-label={t('twoFactor.status', { status })}
              />
            </Stack>
            <Typography color="text.secondary">{enabled ? t('twoFactor.onText') : t('twoFactor.offText')}</Typography>
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            {enabled ? (
              <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
                {t('twoFactor.disable')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => void start()} loading={loading}>
                {t('twoFactor.setUp')}
              </Button>
            )}
          </Box>
        </Stack>
      </CardContent>
      <TwoFactorSetupDialog setup={setup} userId={userId} email={email} onClose={() => setSetup(null)} />
      <DisableTwoFactorDialog open={disabling} userId={userId} onClose={() => setDisabling(false)} />
    </Card>
  );
}
