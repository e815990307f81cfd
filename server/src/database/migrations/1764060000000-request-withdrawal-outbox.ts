import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `request_withdrawal` also writes the request's mail (its outbox row, rendered by the app before
 * the call) and its webhook deliveries, so a request is one statement instead of a transaction
 * of four (issue 17: the app's CPU went mostly to round trips). The app chooses the transaction's
 * id (`p_txn_id`), so the webhook body it signs names it before the row exists.
 *
 * The mail was rendered for the recipient the request's session read (`p_mail_email`,
 * `p_mail_locale`, `p_mail_fullname`, `p_mail_username`); should the locked user row say
 * otherwise (a profile change between the two reads), nothing is written and the error names
 * the constraint `withdrawal_mail_recipient_current`: the app renders again and retries.
 *
 * With `p_webhook_jobs` false the caller runs the statement on its own (autocommit) and cannot
 * queue delivery jobs after it: when an enabled endpoint takes `withdrawal.requested`, nothing is
 * written and the error names `withdrawal_webhooks_need_transaction` (the app retries inside a
 * transaction, which queues the jobs). That check is the event's moment for the endpoints, so it
 * runs after the user row's and the ledger accounts' locks (just before the outbox row): an
 * endpoint committed while the statement waited for them is seen. No delivery row is written
 * without its job. With `p_webhook_jobs` true the deliveries are written
 * and answered (`webhook_deliveries`: id, round, attempt) for the caller to queue.
 */
export class RequestWithdrawalOutbox1764060000000 implements MigrationInterface {
  name = 'RequestWithdrawalOutbox1764060000000';

  public async up(q: QueryRunner): Promise<void> {
    // Created beside the 7-argument request_withdrawal (RequestWithdrawalRecipient1764041000001),
    // which stays: during a rolling deploy the instances of the previous release share this
    // database and still call it (Postgres tells the two apart by their argument lists; this
    // release's call casts every argument, so it never resolves to the old one). A later release
    // drops the 7-argument function once no instance of the previous one runs.
    await q.query(`
      CREATE FUNCTION "request_withdrawal"(p_user_id uuid, p_amount numeric, p_wallet_name text, p_network text, p_wallet_address text, p_details jsonb, p_ip text,
                                           p_txn_id uuid, p_mail_id uuid, p_mail_email text, p_mail_locale text, p_mail_fullname text, p_mail_username text,
                                           p_mail_subject text, p_mail_text text, p_webhook_message_id text, p_webhook_body text, p_webhook_jobs boolean)
      RETURNS TABLE (txn transactions, from_profit numeric, from_main numeric, email text, locale text, fullname text, username text, webhook_deliveries jsonb)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_frozen boolean;
        v_split record;
      BEGIN
        SELECT u.frozen_at IS NOT NULL, u.email, u.locale, u.fullname, u.username
          INTO v_frozen, email, locale, fullname, username
          FROM users u WHERE u.id = p_user_id FOR SHARE;
        IF v_frozen THEN
          RAISE EXCEPTION 'account % is frozen', p_user_id USING ERRCODE = 'check_violation', CONSTRAINT = 'users_not_frozen';
        END IF;
        IF email IS DISTINCT FROM p_mail_email OR locale IS DISTINCT FROM p_mail_locale
           OR fullname IS DISTINCT FROM p_mail_fullname OR username IS DISTINCT FROM p_mail_username THEN
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
        INSERT INTO audit_log (actor_id, actor_role, action, transaction_id, amount, details, ip, subject_user_id)
        VALUES (p_user_id, 'user', 'withdrawal.requested', txn.id, p_amount,
                p_details || jsonb_build_object('fromProfit', from_profit::text, 'fromMain', from_main::text), p_ip, p_user_id);
        -- After the user row's and the ledger accounts' locks (waits in which an endpoint may be
        -- committed): an endpoint that exists before this statement commits gets its delivery.
        -- The RAISE undoes everything above (the statement is one).
        IF NOT p_webhook_jobs AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.enabled AND 'withdrawal.requested' = ANY(e.events)) THEN
          RAISE EXCEPTION 'withdrawal.requested has webhook endpoints: request it in a transaction'
            USING ERRCODE = 'object_not_in_prerequisite_state', CONSTRAINT = 'withdrawal_webhooks_need_transaction';
        END IF;
        INSERT INTO mail_outbox (id, "to", subject, text, status, event, transaction_id)
        VALUES (p_mail_id, email, p_mail_subject, p_mail_text, 'queued', 'withdrawal.requested', txn.id)
        ON CONFLICT (event, transaction_id) WHERE event IS NOT NULL DO NOTHING;
        webhook_deliveries := '[]'::jsonb;
        IF p_webhook_jobs THEN
          WITH d AS (
            INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body)
            SELECT e.id, p_webhook_message_id, 'withdrawal.requested', p_webhook_body
              FROM webhook_endpoints e
             WHERE e.enabled AND 'withdrawal.requested' = ANY(e.events)
            RETURNING id, round, attempt_count + 1 AS attempt
          )
          SELECT COALESCE(jsonb_agg(jsonb_build_object('id', d.id, 'round', d.round, 'attempt', d.attempt)), '[]'::jsonb) INTO webhook_deliveries FROM d;
        END IF;
        RETURN NEXT;
      END $$`);
  }

  /** Drops only this release's function: the 7-argument one was never dropped (see up). */
  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION "request_withdrawal"(uuid, numeric, text, text, text, jsonb, text, uuid, uuid, text, text, text, text, text, text, text, text, boolean)`,
    );
  }
}
