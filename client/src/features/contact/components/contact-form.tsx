import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import { fieldErrorProps, focusFirstInvalid } from '../../../lib/field-errors';
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
type Field = keyof typeof EMPTY | 'captcha';
const FIELDS: readonly Field[] = ['fullname', 'email', 'subject', 'message', 'captcha'];

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
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const edited = (key: Field) => setFields((current) => (current[key] ? { ...current, [key]: undefined } : current));
  const set = (key: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    edited(key);
  };
  const refuse = (next: Partial<Record<Field, string>>) => {
    setFields(next);
    focusFirstInvalid(formRef.current);
  };

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
    setFormError(null);
    const missing: Partial<Record<Field, string>> = {};
    for (const key of FIELDS) if (!input[key]) missing[key] = t('contactForm.fieldRequired');
    // The server's own rule, checked here first so the answer comes in the visitor's language.
    if (input.email && !EMAIL.test(input.email)) missing.email = t('contactForm.invalidEmail');
    if (Object.keys(missing).length) {
      refuse(missing);
      renewCaptcha();
      return;
    }
    setFields({});
    const refused = await send(input);
    if (!refused) setValues(EMPTY);
    else if (refused.field && FIELDS.includes(refused.field as Field)) refuse({ [refused.field]: refused.message });
    else setFormError(refused.message);
    renewCaptcha();
  };

  const localQuestion = (question: string) => {
    const sum = SUM_QUESTION.exec(question.trim());
    return sum ? t('contactForm.captchaSum', { a: sum[1], b: sum[2] }) : question;
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label={t('contactForm.label')}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('contactForm.fullName')}
            autoComplete="name"
            value={values.fullname}
            onChange={(e) => set('fullname', e.target.value)}
            {...fieldErrorProps(fields.fullname)}
          />
          <TextField
            label={t('contactForm.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            {...fieldErrorProps(fields.email)}
          />
        </Box>
        <TextField
          select
          label={t('contactForm.subject')}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...fieldErrorProps(fields.subject)}
        >
          <option value="">{t('contactForm.chooseSubject')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(SUBJECT_KEYS[subject])}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('contactForm.message')}
          multiline
          rows={6}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          {...fieldErrorProps(fields.message)}
        />
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
        <TextField
          label={t('contactForm.captchaAnswer')}
          autoComplete="off"
          value={answer}
          onChange={(e) => {
            setAnswer(e.target.value);
            edited('captcha');
          }}
          {...fieldErrorProps(fields.captcha)}
        />
        <Button type="submit" variant="contained" size="large" loading={loading} sx={{ alignSelf: 'flex-start' }}>
          {t('contactForm.send')}
        </Button>
      </Stack>
    </Box>
  );
}
