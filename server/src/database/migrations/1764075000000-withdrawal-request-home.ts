import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The withdrawal request's statement is composed in withdrawals/ from its owners' parts (issue 25)
 * instead of one function writing five owners' tables:
 *
 * - `request_withdrawal` with 10 arguments is the withdrawals' part only: the user row share-locked
 *   (frozen: `users_not_frozen`; mail details other than the ones the app rendered the mail for:
 *   `withdrawal_mail_recipient_current`), the pending transaction with the app's id, and the
 *   ledger's posting (`ledger_post_withdrawal`, profit first, then main, into the hold) with
 *   `account_updated`. The audit row and the mail's outbox row are plain INSERTs of audit/ and
 *   mail/ joined to it as CTEs.
 * - `webhook_event_deliveries(type, message_id, body)`, webhooks/' part: one delivery per enabled
 *   endpoint taking the event. It reads the endpoints with a snapshot of its own (VOLATILE), so
 *   called after the request's locks it sees an endpoint committed while they were waited for.
 * - `job_pending` on `mail_outbox` and `webhook_deliveries`: rows written by a statement that
 *   cannot call pg-boss (one statement that commits on its own) are marked, and each owner's relay
 *   (MailOutboxRelay, WebhookDeliveryRelay) queues their pg-boss jobs through pg-boss's API and
 *   clears the mark, in one transaction (so exactly once; the job id is the row's id as before).
 *   Rows written the old way keep the default (false): their jobs were queued with them.
 *
 * Rolling deploy: the previous release's instances still call the 18-argument request_withdrawal
 * (which queues its own jobs and leaves job_pending false); it stays, as does the 7-argument one.
 * A later release drops both once no instance of the previous ones runs.
 */
export class WithdrawalRequestHome1764075000000 implements MigrationInterface {
  name = 'WithdrawalRequestHome1764075000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mail_outbox" ADD COLUMN "job_pending" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "mail_outbox_job_pending_idx" ON "mail_outbox" ("id") WHERE "job_pending"`);
    await q.query(`ALTER TABLE "webhook_deliveries" ADD COLUMN "job_pending" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "webhook_deliveries_job_pending_idx" ON "webhook_deliveries" ("id") WHERE "job_pending"`);
    await q.query(`
      CREATE FUNCTION "request_withdrawal"(p_user_id uuid, p_amount numeric, p_wallet_name text, p_network text, p_wallet_address text,
                                           p_txn_id uuid, p_mail_email text, p_mail_locale text, p_mail_fullname text, p_mail_username text)
      RETURNS TABLE (txn transactions, from_profit numeric, from_main numeric)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_user record;
        v_split record;
      BEGIN
        SELECT u.frozen_at IS NOT NULL AS frozen, u.email, u.locale, u.fullname, u.username
          INTO v_user FROM users u WHERE u.id = p_user_id FOR SHARE;
        IF v_user.frozen THEN
          RAISE EXCEPTION 'account % is frozen', p_user_id USING ERRCODE = 'check_violation', CONSTRAINT = 'users_not_frozen';
        END IF;
        IF v_user.email IS DISTINCT FROM p_mail_email OR v_user.locale IS DISTINCT FROM p_mail_locale
           OR v_user.fullname IS DISTINCT FROM p_mail_fullname OR v_user.username IS DISTINCT FROM p_mail_username THEN
          RAISE EXCEPTION 'the mail of user % was rendered for other details', p_user_id
            USING ERRCODE = 'object_not_in_prerequisite_state', CONSTRAINT = 'withdrawal_mail_recipient_current';
        END IF;
        INSERT INTO transactions (id, user_id, kind, title, amount, status, wallet_name, network, wallet_address)
        VALUES (p_txn_id, p_user_id, 'withdrawal', 'Withdrawal', p_amount, 'pending', p_wallet_name, p_network, p_wallet_address)
        RETURNING * INTO txn;
        SELECT w.from_profit, w.from_main INTO v_split FROM ledger_post_withdrawal('withdrawal_request', txn.id, p_user_id, p_user_id, p_amount) w;
        PERFORM pg_notify('account_updated', p_user_id::text);
        from_profit := round(v_split.from_profit, 2);
        from_main := round(v_split.from_main, 2);
        RETURN NEXT;
      END $$`);
    await q.query(`
      CREATE FUNCTION "webhook_event_deliveries"(p_type text, p_message_id text, p_body text)
      RETURNS integer
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        n integer;
      BEGIN
        INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, job_pending)
        SELECT e.id, p_message_id, p_type, p_body, true
          FROM webhook_endpoints e
         WHERE e.enabled AND p_type = ANY(e.events);
        GET DIAGNOSTICS n = ROW_COUNT;
        RETURN n;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "webhook_event_deliveries"(text, text, text)`);
    await q.query(`DROP FUNCTION "request_withdrawal"(uuid, numeric, text, text, text, uuid, text, text, text, text)`);
    await q.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "job_pending"`);
    await q.query(`ALTER TABLE "mail_outbox" DROP COLUMN "job_pending"`);
  }
}
