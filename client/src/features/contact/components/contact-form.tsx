import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { showToast } from '../../../lib/toast';
import { useCaptcha, useContactUs } from '../hooks/use-contact';

/** The subjects the server accepts (sent as is); each is shown in the visitor's language. */
export const CONTACT_SUBJECTS = ['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'] as const;

const SUBJECT_KEYS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  Enquiry: 'contactForm.subjects.enquiry',
  'Financial Advice': 'contactForm.subjects.financialAdvice',
  'Account Issues': 'contactForm.subjects.accountIssues',
  'Other Issues': 'contactForm.subjects.otherIssues',
};

const EMPTY = { fullname: '', email: '', subject: '', message: '' };

/** The server's test of an email address (contact.service.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The server's question, "What is 3 + 4?", is English: it is asked again in the visitor's language. */
const SUM_QUESTION = /^What is (\d+) \+ (\d+)\?$/;

export function ContactForm() {
  const { t } = useTranslation('public');
  const [values, setValues] = useState(EMPTY);
  const [answer, setAnswer] = useState('');
  const captcha = useCaptcha();
  const { send, loading } = useContactUs();
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
      void showToast(t('contactForm.required'), 'warning');
      renewCaptcha();
      return;
    }
    // The server's own rule, checked here first so the answer comes in the visitor's language.
    if (!EMAIL.test(input.email)) {
      void showToast(t('contactForm.invalidEmail'), 'warning');
      renewCaptcha();
      return;
    }
    if (await send(input)) setValues(EMPTY);
    renewCaptcha();
  };

  const localQuestion = (question: string) => {
    const sum = SUM_QUESTION.exec(question.trim());
    return sum ? t('contactForm.captchaSum', { a: sum[1], b: sum[2] }) : question;
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('contactForm.label')}>
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label={t('contactForm.fullName')} autoComplete="name" value={values.fullname} onChange={(e) => set('fullname', e.target.value)} />
          <TextField label={t('contactForm.email')} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
        </Box>
        <TextField
          select
          label={t('contactForm.subject')}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('contactForm.chooseSubject')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(SUBJECT_KEYS[subject])}
            </option>
          ))}
        </TextField>
        <TextField label={t('contactForm.message')} multiline rows={6} value={values.message} onChange={(e) => set('message', e.target.value)} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography aria-live="polite">
            {captcha.question
              ? t('contactForm.captchaQuestion', { question: localQuestion(captcha.question) })
              : captcha.loading
                ? t('contactForm.captchaLoading')
                : t('contactForm.captchaUnavailable')}
          </Typography>
          <Tooltip title={t('contactForm.newQuestion')}>
            <span>
              <IconButton aria-label={t('contactForm.newQuestionLabel')} onClick={renewCaptcha} disabled={captcha.loading} size="small">
                <RefreshIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <TextField label={t('contactForm.captchaAnswer')} autoComplete="off" value={answer} onChange={(e) => setAnswer(e.target.value)} />
        <Button type="submit" variant="contained" size="large" loading={loading} sx={{ alignSelf: 'flex-start' }}>
          {t('contactForm.send')}
        </Button>
      </Stack>
    </Box>
  );
}
