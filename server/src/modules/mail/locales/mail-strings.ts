/**
 * The words of every mail the server sends a user, one file per language (issue 18). Texts take
 * `{{name}}` placeholders; a `Plural` has a form per CLDR plural category the language uses
 * (Intl.PluralRules), `other` always. English is the reference and the fallback: the type makes
 * every language give every key, `mail-locales.spec.ts` checks placeholders and plural forms.
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface Subject {
  subject: string;
  body: string;
}

export interface MailStrings {
  /** `Hello {{name}},` */
  greeting: string;
  /** Said of a device or IP address that is not known. */
  unknown: string;
  /** Said of a reason or hash that was not given. */
  notGiven: string;
  /** The name used when the user gave none. */
  investor: string;
  money: {
    history: string;
    unexpected: string;
    reference: string;
    blockchainTransaction: string;
    reason: string;
    to: string;
    payoutTransaction: string;
    depositReceived: Subject;
    depositApproved: Subject;
    depositRejected: Subject;
    withdrawalRequested: Subject;
    withdrawalPaid: Subject;
    withdrawalRejected: Subject;
    investmentStarted: Subject & { subjectWithPlan: string; bodyWithPlan: string; term: Plural; termEnding: Plural; expectedProfit: string };
    investmentCompleted: Subject & { bodyWithPlan: string; profitEarned: string };
  };
  security: {
    newSignIn: { subject: string; intro: string; device: string; ip: string; time: string; outro: string };
    passwordReset: { subject: string; intro: string; openLink: string; ignore: string };
    passwordChanged: { subject: string; body: string; bodyFromIp: string; outro: string };
    emailCode: { subject: string; intro: string; validity: string };
    emailChanged: { subject: string; body: string; outro: string };
    twoFactorOn: Subject;
    twoFactorOff: Subject;
    twoFactorReset: Subject & { outro: string };
    recoveryCodeUsed: { subject: string; body: Plural };
  };
}
