import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `request_withdrawal` also answers the user's mail facts (email, language, names) from the row
 * it share-locks anyway, so the request's mail is written without reading them again (one round
 * trip less per request; issue 17). Otherwise as RequestWithdrawalFunction1764041000000.
 */
export class RequestWithdrawalRecipient1764041000001 implements MigrationInterface {
  name = 'RequestWithdrawalRecipient1764041000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "request_withdrawal"(uuid, numeric, text, text, text, jsonb, text)`);
    await q.query(`
      CREATE FUNCTION "request_withdrawal"(p_user_id uuid, p_amount numeric, p_wallet_name text, p_network text, p_wallet_address text, p_details jsonb, p_ip text)
      RETURNS TABLE (txn transactions, from_profit numeric, from_main numeric, email text, locale text, fullname text, username text) LANGUAGE plpgsql AS $$
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
        INSERT INTO transactions (user_id, kind, title, amount, status, wallet_name, network, wallet_address)
        VALUES (p_user_id, 'withdrawal', 'Withdrawal', p_amount, 'pending', p_wallet_name, p_network, p_wallet_address)
        RETURNING * INTO txn;
        SELECT w.from_profit, w.from_main INTO v_split FROM ledger_post_withdrawal('withdrawal_request', txn.id, p_user_id, p_user_id, p_amount) w;
        PERFORM pg_notify('account_updated', p_user_id::text);
        from_profit := round(v_split.from_profit, 2);
        from_main := round(v_split.from_main, 2);
        INSERT INTO audit_log (actor_id, actor_role, action, transaction_id, amount, details, ip, subject_user_id)
        VALUES (p_user_id, 'user', 'withdrawal.requested', txn.id, p_amount,
                p_details || jsonb_build_object('fromProfit', from_profit::text, 'fromMain', from_main::text), p_ip, p_user_id);
        RETURN NEXT;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "request_withdrawal"(uuid, numeric, text, text, text, jsonb, text)`);
    await q.query(`
      CREATE FUNCTION "request_withdrawal"(p_user_id uuid, p_amount numeric, p_wallet_name text, p_network text, p_wallet_address text, p_details jsonb, p_ip text)
      RETURNS TABLE (txn transactions, from_profit numeric, from_main numeric) LANGUAGE plpgsql AS $$
      DECLARE
        v_frozen boolean;
        v_split record;
      BEGIN
        SELECT u.frozen_at IS NOT NULL INTO v_frozen FROM users u WHERE u.id = p_user_id FOR SHARE;
        IF v_frozen THEN
          RAISE EXCEPTION 'account % is frozen', p_user_id USING ERRCODE = 'check_violation', CONSTRAINT = 'users_not_frozen';
        END IF;
        INSERT INTO transactions (user_id, kind, title, amount, status, wallet_name, network, wallet_address)
        VALUES (p_user_id, 'withdrawal', 'Withdrawal', p_amount, 'pending', p_wallet_name, p_network, p_wallet_address)
        RETURNING * INTO txn;
        SELECT w.from_profit, w.from_main INTO v_split FROM ledger_post_withdrawal('withdrawal_request', txn.id, p_user_id, p_user_id, p_amount) w;
        PERFORM pg_notify('account_updated', p_user_id::text);
        from_profit := round(v_split.from_profit, 2);
        from_main := round(v_split.from_main, 2);
        INSERT INTO audit_log (actor_id, actor_role, action, transaction_id, amount, details, ip, subject_user_id)
        VALUES (p_user_id, 'user', 'withdrawal.requested', txn.id, p_amount,
                p_details || jsonb_build_object('fromProfit', from_profit::text, 'fromMain', from_main::text), p_ip, p_user_id);
        RETURN NEXT;
      END $$`);
  }
}
