import { useState, type FormEvent } from 'react';
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

/** A `mailto:` link inviting `email`, with the referral link in the body. */
export function inviteMailto(email: string, link: string): string {
  const subject = `Join me on ${BRAND_NAME}`;
  const body = `Hi,\n\nI invest with ${BRAND_NAME} and thought you might like it too. Sign up with my referral link:\n${link}\n`;
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
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const link = referralId ? referralLink(referralId) : '';

  const copy = async () => {
    if (!referralId) {
      enqueueSnackbar('User not authenticated', { variant: 'error' });
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      enqueueSnackbar('Your referral link has been copied successfully', { variant: 'success' });
    } catch {
      enqueueSnackbar('Something went wrong', { variant: 'error' });
    }
  };

  const invite = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmail('');
      enqueueSnackbar('An email address is required to proceed', { variant: 'warning' });
      return;
    }
    if (!EMAIL.test(address)) {
      enqueueSnackbar('Please enter a valid email address', { variant: 'warning' });
      return;
    }
    if (!referralId) {
      enqueueSnackbar('User not authenticated', { variant: 'error' });
      return;
    }
    openMailto(inviteMailto(address, link));
    enqueueSnackbar(`Your mail app opens with an invitation to ${address}; send it from there.`, { variant: 'info' });
    setEmail('');
  };

  return (
    <Card component="section" aria-label="Refer and earn" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Refer &amp; Earn
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Earn a 5% bonus on the deposits of everyone who joins with your link.
        </Typography>
        <TextField
          label="Your referral link"
          value={link}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy referral link">
                    <IconButton aria-label="Copy referral link" onClick={() => void copy()} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack component="form" noValidate onSubmit={invite} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
          <TextField type="email" label="Friend's email" value={email} onChange={(event) => setEmail(event.target.value)} fullWidth size="small" />
          <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            Invite Friends
          </Button>
        </Stack>
        <Alert severity="info" sx={{ mt: 2 }}>
          Please confirm the email address you enter belongs to someone you know. Sending invitations to unknown individuals is spam and could violate our
          community rules.
        </Alert>
      </CardContent>
    </Card>
  );
}
