import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useSnackbar } from 'notistack';
import { useCaptcha, useContactUs } from '../hooks/use-contact';

export const CONTACT_SUBJECTS = ['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'] as const;

const EMPTY = { fullname: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [answer, setAnswer] = useState('');
  const captcha = useCaptcha();
  const { send, loading } = useContactUs();
  const { enqueueSnackbar } = useSnackbar();
  const set = (key: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [key]: value }));

  // A question is good for one try: after any submit the server expects a new answer.
  const renewCaptcha = () => {
    setAnswer('');
    captcha.renew();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      fullname: values.fullname.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      captcha: answer.trim(),
    };
    if (Object.values(input).some((value) => !value)) {
      enqueueSnackbar('All fields are required to proceed', { variant: 'warning' });
      renewCaptcha();
      return;
    }
    if (await send(input)) setValues(EMPTY);
    renewCaptcha();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Contact form">
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Full Name" autoComplete="name" value={values.fullname} onChange={(e) => set('fullname', e.target.value)} />
          <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
        </Box>
        <TextField
          select
          label="Subject"
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </TextField>
        <TextField label="Message" multiline minRows={5} value={values.message} onChange={(e) => set('message', e.target.value)} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography aria-live="polite">
            {captcha.question
              ? `Security question: ${captcha.question}`
              : captcha.loading
                ? 'Loading security question…'
                : 'Security question unavailable'}
          </Typography>
          <Tooltip title="New question">
            <span>
              <IconButton aria-label="New security question" onClick={renewCaptcha} disabled={captcha.loading} size="small">
                <RefreshIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <TextField
          label="Captcha Answer"
          autoComplete="off"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" loading={loading} sx={{ alignSelf: 'flex-start' }}>
          Send Message
        </Button>
      </Stack>
    </Box>
  );
}
