import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox stops holding usable secrets: from now on MailService.send stores reset links and
 * email-change codes redacted (the recipient alone gets them). This redacts the rows written
 * before, in the account-security mails (no money event, no reply-to: the contact form's mails
 * have one): the `token` parameter of every link, and the six-digit code of an email-change mail
 * (its text has the code alone on an indented line; its subject ends with it). `down` keeps the
 * redaction: the secrets are gone, and an older release reads redacted rows as well.
 */
export class MailOutboxRedactSecrets1764070000000 implements MigrationInterface {
  name = 'MailOutboxRedactSecrets1764070000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "mail_outbox" SET "text" = regexp_replace("text", '([?&]token=)[A-Za-z0-9_%.~-]+', '\\1' || repeat(chr(8226), 4), 'g')
        WHERE "event" IS NULL AND "reply_to" IS NULL AND "text" ~ '[?&]token=[A-Za-z0-9_%.~-]'`,
    );
    await q.query(
      `UPDATE "mail_outbox"
          SET "text" = regexp_replace("text", '\\n    [0-9]{6}\\n', E'\\n    ' || repeat(chr(8226), 6) || E'\\n', 'g'),
              "subject" = regexp_replace("subject", '[0-9]{6}\\s*$', repeat(chr(8226), 6))
        WHERE "event" IS NULL AND "reply_to" IS NULL AND "text" ~ '\\n    [0-9]{6}\\n'`,
    );
  }

  public async down(): Promise<void> {
    // Nothing to undo: the redacted secrets are not kept anywhere.
  }
}
