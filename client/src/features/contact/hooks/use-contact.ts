import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/toast';
import { fetchCaptchaQuestion, sendContactMessage, type ContactInput } from '../api/contact-api';

/** The contact form's question. Each round asks the server for a new one (it keeps the answer). */
export function useCaptcha() {
  // i18n rather than t: the effect reads the current language's text, and a language change
  // does not ask the server for another question.
  const { i18n } = useTranslation('public');
  const [state, setState] = useState<{ question: string | null; loading: boolean }>({ question: null, loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    fetchCaptchaQuestion().then(
      (question) => live && setState({ question, loading: false }),
      () => {
        if (!live) return;
        setState({ question: null, loading: false });
        // The English spelling is the spec's.
        void showToast(i18n.t('contactForm.captchaFailed', { ns: 'public' }), 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [i18n, round]);

  const renew = useCallback(() => {
    setState({ question: null, loading: true });
    setRound((current) => current + 1);
  }, []);

  return { question: state.question, loading: state.loading, renew };
}

// The server's refusals the form can meet, by their code, told in the visitor's language instead.
const BY_CODE: Record<string, 'contactForm.required' | 'contactForm.invalidEmail'> = {
  CONTACT_FIELDS_REQUIRED: 'contactForm.required',
  CONTACT_INVALID_EMAIL: 'contactForm.invalidEmail',
};

/** A refused send: its text, and the form field it is about when the server names one. */
export interface ContactRefusal {
  message: string;
  field?: string;
}

/**
 * Sends the contact form; resolves to null when the message was accepted (toasted), else the
 * refusal, for the form to show beside its field or above the form. A wrong captcha answer, a lost
 * connection and the refusals we know are told in the visitor's language; others as the server words them.
 */
export function useContactUs() {
  const { t } = useTranslation('public');
  const [loading, setLoading] = useState(false);

  const send = async (input: ContactInput): Promise<ContactRefusal | null> => {
    setLoading(true);
    try {
      const outcome = await sendContactMessage(input);
      if (outcome.ok) {
        void showToast(t('contactForm.sent'), 'success');
        return null;
      }
      const known = outcome.code ? BY_CODE[outcome.code] : undefined;
      const message =
        outcome.code === 'WRONG_CAPTCHA'
          ? t('contactForm.wrongCaptcha')
          : outcome.network
            ? t('contactForm.networkError')
            : known
              ? t(known)
              : restErrorText(outcome, t('contactForm.failed'));
      return { message, field: outcome.field ?? (outcome.code === 'WRONG_CAPTCHA' ? 'captcha' : undefined) };
    } finally {
      setLoading(false);
    }
  };

  return { send, loading };
}
