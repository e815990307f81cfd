import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_post_withdrawal` locks the user's main, profit and hold rows FOR NO KEY UPDATE (the
 * lock its UPDATEs take anyway, and what the accrual takes) instead of FOR UPDATE, which also
 * blocked every parallel posting's foreign-key check (FOR KEY SHARE) on those accounts.
 */
export class CapitalWithdrawalsNoKeyLock1763971000002 implements MigrationInterface {
  name = 'CapitalWithdrawalsNoKeyLock1763971000002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION "ledger_post_withdrawal"(p_kind text, p_transaction_id uuid, p_actor_id uuid, p_user_id uuid, p_amount numeric)
      RETURNS TABLE (entry_id bigint, from_profit numeric, from_main numeric) LANGUAGE plpgsql AS $$
      DECLARE
        v_profit numeric;
        v_main numeric;
        v_from_profit numeric;
        v_from_main numeric;
        v_kinds text[] := '{}';
        v_amounts numeric[] := '{}';
        r record;
      BEGIN
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'withdrawal amount must be positive, got %', p_amount;
        END IF;
        FOR r IN SELECT a.kind, a.balance FROM ledger_accounts a
                  WHERE a.user_id = p_user_id AND a.kind IN ('main', 'profit', 'withdrawal_hold')
                  ORDER BY a.id FOR NO KEY UPDATE LOOP
          IF r.kind = 'main' THEN v_main := r.balance; ELSIF r.kind = 'profit' THEN v_profit := r.balance; END IF;
        END LOOP;
        IF v_main IS NULL OR v_profit IS NULL THEN
          RAISE EXCEPTION 'no ledger accounts for user %', p_user_id;
        END IF;
        v_from_profit := LEAST(p_amount, GREATEST(v_profit, 0));
        v_from_main := p_amount - v_from_profit;
        IF v_from_profit > 0 THEN
          v_kinds := v_kinds || 'profit'::text;
          v_amounts := v_amounts || (-v_from_profit);
        END IF;
        IF v_from_main > 0 THEN
          -- Above main + profit this posting drives main below zero: the CHECK refuses the entry.
          v_kinds := v_kinds || 'main'::text;
          v_amounts := v_amounts || (-v_from_main);
        END IF;
        v_kinds := v_kinds || 'withdrawal_hold'::text;
        v_amounts := v_amounts || p_amount;
        entry_id := ledger_post(p_kind, p_transaction_id, p_actor_id, array_fill(p_user_id, ARRAY[array_length(v_kinds, 1)]), v_kinds, v_amounts);
        from_profit := v_from_profit;
        from_main := v_from_main;
        RETURN NEXT;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION "ledger_post_withdrawal"(p_kind text, p_transaction_id uuid, p_actor_id uuid, p_user_id uuid, p_amount numeric)
      RETURNS TABLE (entry_id bigint, from_profit numeric, from_main numeric) LANGUAGE plpgsql AS $$
      DECLARE
        v_profit numeric;
        v_main numeric;
        v_from_profit numeric;
        v_from_main numeric;
        v_kinds text[] := '{}';
        v_amounts numeric[] := '{}';
        r record;
      BEGIN
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'withdrawal amount must be positive, got %', p_amount;
        END IF;
        FOR r IN SELECT a.kind, a.balance FROM ledger_accounts a
                  WHERE a.user_id = p_user_id AND a.kind IN ('main', 'profit', 'withdrawal_hold')
                  ORDER BY a.id FOR UPDATE LOOP
          IF r.kind = 'main' THEN v_main := r.balance; ELSIF r.kind = 'profit' THEN v_profit := r.balance; END IF;
        END LOOP;
        IF v_main IS NULL OR v_profit IS NULL THEN
          RAISE EXCEPTION 'no ledger accounts for user %', p_user_id;
        END IF;
        v_from_profit := LEAST(p_amount, GREATEST(v_profit, 0));
        v_from_main := p_amount - v_from_profit;
        IF v_from_profit > 0 THEN
          v_kinds := v_kinds || 'profit'::text;
          v_amounts := v_amounts || (-v_from_profit);
        END IF;
        IF v_from_main > 0 THEN
          -- Above main + profit this posting drives main below zero: the CHECK refuses the entry.
          v_kinds := v_kinds || 'main'::text;
          v_amounts := v_amounts || (-v_from_main);
        END IF;
        v_kinds := v_kinds || 'withdrawal_hold'::text;
        v_amounts := v_amounts || p_amount;
        entry_id := ledger_post(p_kind, p_transaction_id, p_actor_id, array_fill(p_user_id, ARRAY[array_length(v_kinds, 1)]), v_kinds, v_amounts);
        from_profit := v_from_profit;
        from_main := v_from_main;
        RETURN NEXT;
      END $$`);
  }
}
