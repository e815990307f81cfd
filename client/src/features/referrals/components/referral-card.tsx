import { useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { BRAND_NAME } from '../../../lib/brand';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `<origin>/account/register?referralid=<referralId>` */
export function referralLink(referralId: string, origin: string = window.location.origin): string {
  return `${origin}${paths.account.register.href(referralId)}`;
}

/** A `mailto:` link inviting `email`, with the referral link in the body (in the current language). */
export function inviteMailto(email: string, link: string): string {
  const t = i18next.getFixedT(null, 'referrals');
  const subject = t('mail.subject', { brand: BRAND_NAME });
  const body = t('mail.body', { brand: BRAND_NAME, link });
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

interface ReferralCardProps {
  /** The signed-in user's referral id; null when no user is loaded. */
  referralId: string | null;
  /** Opens the mail app (tests replace it; jsdom cannot navigate to mailto:). */
  openMailto?: (url: string) => void;
}

const openInMailApp = (url: string) => window.location.assign(url);

/**
 * The referral link with a copy button and an invite form. There is no server call for
 * invitations: Invite Friends opens the user's own mail app with the link in the message.
 */
export function ReferralCard({ referralId, openMailto = openInMailApp }: ReferralCardProps) {
  const { t } = useTranslation('referrals');
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const link = referralId ? referralLink(referralId) : '';

  const copy = async () => {
    if (!referralId) {
      enqueueSnackbar(t('notSignedIn'), { variant: 'error' });
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      enqueueSnackbar(t('copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('copyFailed'), { variant: 'error' });
    }
  };

  const invite = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmail('');
      enqueueSnackbar(t('emailRequired'), { variant: 'warning' });
      return;
    }
    if (!EMAIL.test(address)) {
      enqueueSnackbar(t('emailInvalid'), { variant: 'warning' });
      return;
    }
    if (!referralId) {
      enqueueSnackbar(t('notSignedIn'), { variant: 'error' });
      return;
    }
    openMailto(inviteMailto(address, link));
    enqueueSnackbar(t('mailAppOpens', { email: address }), { variant: 'info' });
    setEmail('');
  };

  return (
    <Card component="section" aria-label={t('label')} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <TextField
          label={t('link')}
          value={link}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={t('copyLink')}>
                    <IconButton aria-label={t('copyLink')} onClick={() => void copy()} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack component="form" noValidate onSubmit={invite} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
          <TextField type="email" label={t('friendEmail')} value={email} onChange={(event) => setEmail(event.target.value)} fullWidth size="small" />
          <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('invite')}
          </Button>
        </Stack>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('notice')}
        </Alert>
      </CardContent>
    </Card>
  );
}
