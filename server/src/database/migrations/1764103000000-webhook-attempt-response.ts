import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the receiver answered (issue 28): each attempt keeps the first 4 KB of the response body,
 * as text, so an operator sees it beside the payload sent. Null for attempts before this column
 * and for attempts that got no answer.
 */
export class WebhookAttemptResponse1764103000000 implements MigrationInterface {
  name = 'WebhookAttemptResponse1764103000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhook_attempts" ADD COLUMN "response_body" text CHECK (octet_length("response_body") <= 4096)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhook_attempts" DROP COLUMN "response_body"`);
  }
}
