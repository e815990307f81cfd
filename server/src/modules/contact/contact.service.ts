import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import type { Session, SessionData } from 'express-session';
import { Repository } from 'typeorm';
import { CONTACT_SUBJECTS, ContactError, ContactErrorCode } from './contact.errors';
import type { Actor } from '../../common/actor';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { SessionsService } from '../auth/sessions/sessions.service';
import { MailService } from '../mail/mail.service';
import { ContactMessageEntity } from './contact-message.entity';

export const CONTACT_SENT_MESSAGE = 'Your message has been sent successfully';

type CaptchaSession = Session & Partial<SessionData>;

export interface ContactForm {
  fullname?: string;
  email?: string;
  subject?: string;
  message?: string;
  captcha?: string;
}

@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
  ) {}

  /** A small sum whose answer only the session knows. */
  newCaptcha(session: CaptchaSession): string {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    session.captchaAnswer = String(a + b);
    return `What is ${a} + ${b}?`;
  }

  /** Each question answers one submission: right or wrong, the client must fetch a new one. */
  /** `actor`: who sent it (a signed-in user is linked to the message) and from where. */
  async submit(form: ContactForm, session: CaptchaSession, actor: Pick<Actor, 'user' | 'ip'>): Promise<void> {
    const userId = actor.user?.id ?? null;
    const ip = actor.ip ?? 'unknown';
    const fullname = form.fullname?.trim();
    const email = form.email?.trim();
    const subject = form.subject?.trim();
    const message = form.message?.trim();
    const answer = form.captcha?.trim();
    if (!fullname || !email || !subject || !message || !answer) throw new ContactError(ContactErrorCode.FIELDS_REQUIRED);
    const expected = session.captchaAnswer;
    delete session.captchaAnswer;
    if (!expected || answer !== expected || !(await this.sessions.spendCaptchaAnswer(session.id, expected))) {
      throw new ContactError(ContactErrorCode.WRONG_CAPTCHA);
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new ContactError(ContactErrorCode.INVALID_EMAIL);
    if (!CONTACT_SUBJECTS.includes(subject)) throw new ContactError(ContactErrorCode.INVALID_SUBJECT);

    await this.messages.insert({ fullname, email, subject, message, userId, ip });
    await this.mail.send({
      to: this.config.supportEmail,
      replyTo: email,
      subject: `[Contact] ${subject} from ${fullname}`,
      text: `From: ${fullname} <${email}>\nSubject: ${subject}\n\n${message}\n`,
    });
  }
}
