import { Injectable } from '@nestjs/common';
import { fill, formatMoment, mailStrings, plural } from './mail-i18n';
import { MailService } from './mail.service';

/** Who a security mail goes to: the address, the name it greets and the language it is written in. */
export interface MailRecipient {
  email: string;
  fullname: string;
  /** users.locale; English when absent. */
  locale?: string | null;
}

/**
 * The account-security mails (new sign-in, password reset and change, email change, two-factor),
 * each written in the user's language (English the fallback) and sent on the direct path
 * (MailService.send): they answer what the user is doing now.
 */
@Injectable()
export class SecurityMailService {
  constructor(private readonly mail: MailService) {}

  /** A sign-in from a device not seen before. */
  newSignIn(to: MailRecipient, facts: { device: string | null; ip: string | null; at: Date }): Promise<void> {
    const words = mailStrings(to.locale);
    const s = words.security.newSignIn;
    return this.send(to, s.subject, [
      s.intro,
      '',
      `  ${fill(s.device, { value: facts.device ?? words.unknown })}\n  ${fill(s.ip, { value: facts.ip ?? words.unknown })}\n  ${fill(s.time, { value: formatMoment(facts.at, to.locale) })}`,
      '',
      s.outro,
    ]);
  }

  /** A password reset link (valid one hour); its `token` parameter is the secret only the recipient sees. */
  passwordReset(to: MailRecipient, link: string): Promise<void> {
    const s = mailStrings(to.locale).security.passwordReset;
    // Should the link ever carry no plain token parameter, the whole link is the secret.
    const token = new URL(link).searchParams.get('token');
    return this.send(to, s.subject, [`${s.intro}\n${s.openLink}`, '', link, '', s.ignore], [token && link.includes(token) ? token : link]);
  }

  /** The password was changed (from `ip` when known) and the other sessions signed out. */
  passwordChanged(to: MailRecipient, ip: string | null): Promise<void> {
    const s = mailStrings(to.locale).security.passwordChanged;
    return this.send(to, s.subject, [ip ? fill(s.bodyFromIp, { ip }) : s.body, '', s.outro]);
  }

  /** The code that confirms an email change, sent to the new address. */
  emailCode(to: MailRecipient, code: string, minutes: number): Promise<void> {
    const s = mailStrings(to.locale).security.emailCode;
    return this.send(to, fill(s.subject, { code }), [s.intro, '', `    ${code}`, '', fill(s.validity, { minutes })], [code]);
  }

  /** Told to the old address once the email was changed. */
  emailChanged(to: MailRecipient, newEmail: string): Promise<void> {
    const s = mailStrings(to.locale).security.emailChanged;
    return this.send(to, s.subject, [fill(s.body, { email: newEmail }), '', s.outro]);
  }

  twoFactorOn(to: MailRecipient): Promise<void> {
    const s = mailStrings(to.locale).security.twoFactorOn;
    return this.send(to, s.subject, [s.body]);
  }

  twoFactorOff(to: MailRecipient): Promise<void> {
    const s = mailStrings(to.locale).security.twoFactorOff;
    return this.send(to, s.subject, [s.body]);
  }

  /** An administrator turned two-factor authentication off (a lost authenticator). */
  twoFactorReset(to: MailRecipient): Promise<void> {
    const s = mailStrings(to.locale).security.twoFactorReset;
    return this.send(to, s.subject, [s.body, '', s.outro]);
  }

  /** A recovery code was spent; `left` unused ones remain. */
  recoveryCodeUsed(to: MailRecipient, left: number): Promise<void> {
    const s = mailStrings(to.locale).security.recoveryCodeUsed;
    return this.send(to, s.subject, [plural(to.locale, s.body, left)]);
  }

  /** `secrets`: the one-time values in the mail, which the outbox and the console show redacted (MailService.send). */
  private send(to: MailRecipient, subject: string, lines: string[], secrets: string[] = []): Promise<void> {
    const greeting = fill(mailStrings(to.locale).greeting, { name: to.fullname });
    return this.mail.send({ to: to.email, subject, text: `${greeting}\n\n${lines.join('\n')}\n`, secrets });
  }
}
