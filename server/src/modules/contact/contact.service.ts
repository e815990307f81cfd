import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import type { Session, SessionData } from 'express-session';
import { Repository } from 'typeorm';
import { badInput } from '../../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { MailService } from '../mail/mail.service';
import { ContactMessageEntity } from './contact-message.entity';

export const CONTACT_SUBJECTS = ['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'];
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
  ) {}

  /** A small sum whose answer only the session knows. */
  newCaptcha(session: CaptchaSession): string {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    session.captchaAnswer = String(a + b);
    return `What is ${a} + ${b}?`;
  }

  /** Each question answers one submission: right or wrong, the client must fetch a new one. */
  async submit(form: ContactForm, session: CaptchaSession, userId: string | null, ip: string): Promise<void> {
    const fullname = form.fullname?.trim();
    const email = form.email?.trim();
    const subject = form.subject?.trim();
    const message = form.message?.trim();
    const answer = form.captcha?.trim();
    if (!fullname || !email || !subject || !message || !answer) throw badInput('All fields are required to proceed');
    const expected = session.captchaAnswer;
    delete session.captchaAnswer;
    if (!expected || answer !== expected || !(await this.spendCaptcha(session.id, expected))) {
      throw badInput('The captcha answer is not correct. Please answer the new question.', 'WRONG_CAPTCHA');
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw badInput('Please enter a valid email address.');
    if (!CONTACT_SUBJECTS.includes(subject)) throw badInput(`Subject must be one of: ${CONTACT_SUBJECTS.join(', ')}.`);

    await this.messages.insert({ fullname, email, subject, message, userId, ip });
    await this.mail.send({
      to: this.config.supportEmail,
      replyTo: email,
      subject: `[Contact] ${subject} from ${fullname}`,
      text: `From: ${fullname} <${email}>\nSubject: ${subject}\n\n${message}\n`,
    });
  }

  /**
   * Takes the answer out of the stored session in one statement. Each request works on its own
   * copy of the session, so without this, submissions sent at the same time would all find the
   * answer and all pass; the row lock lets exactly one of them remove it.
   */
  private async spendCaptcha(sessionId: string, answer: string): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
    const [rows]: [Array<{ sid: string }>, number] = await this.messages.manager.query(
      `UPDATE sessions SET sess = (sess::jsonb - 'captchaAnswer')::json
        WHERE sid = $1 AND sess->>'captchaAnswer' = $2
        RETURNING sid`,
      [sessionId, answer],
    );
    return rows.length === 1;
  }
}
