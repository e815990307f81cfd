import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import type { KycStatus } from '../../../gql/generated';
import { ChangeEmailDialog } from './change-email-dialog';
import { KycAction, KycStatusDescription } from './kyc-status';

function SecurityCard({ icon, title, description, action }: { icon: ReactNode; title: string; description: ReactNode; action: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
        <Typography variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}

interface SecurityCardsProps {
  email: string;
  /** Opens the password change. */
  onChangePassword: () => void;
  changingPassword?: boolean;
  kycStatus?: KycStatus;
  kycRejectionReason?: string | null;
}

export function SecurityCards({ email, onChangePassword, changingPassword = false, kycStatus = 'NONE', kycRejectionReason = null }: SecurityCardsProps) {
  const { t } = useTranslation('profile');
  const [changingEmail, setChangingEmail] = useState(false);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <SecurityCard
        icon={<AlternateEmailIcon fontSize="large" />}
        title={t('email.title')}
        description={t('security.emailText')}
        action={
          <Button variant="contained" onClick={() => setChangingEmail(true)}>
            {t('email.title')}
          </Button>
        }
      />
      <SecurityCard
        icon={<PasswordIcon fontSize="large" />}
        title={t('password.title')}
        description={t('security.passwordText')}
        action={
          <Button variant="contained" onClick={onChangePassword} loading={changingPassword}>
            {t('password.submit')}
          </Button>
        }
      />
      <SecurityCard
        icon={<BadgeOutlinedIcon fontSize="large" />}
        title={t('security.kycTitle')}
        description={<KycStatusDescription status={kycStatus} rejectionReason={kycRejectionReason} />}
        action={<KycAction status={kycStatus} />}
      />
      <ChangeEmailDialog currentEmail={email} open={changingEmail} onClose={() => setChangingEmail(false)} />
    </Box>
  );
}
