import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every writer of `audit_log` gets the entry's subject user, not only AuditService: the accrual's
 * SQL function `accrue()` writes `investment.completed` rows itself. An entry written with a
 * transaction and no subject is about the transaction's user, filled in before the insert.
 */
export class AuditLogSubjectTrigger1764020000001 implements MigrationInterface {
  name = 'AuditLogSubjectTrigger1764020000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "audit_log_subject_user"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT user_id INTO NEW.subject_user_id FROM transactions WHERE id = NEW.transaction_id;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "audit_log_subject_user" BEFORE INSERT ON "audit_log" FOR EACH ROW
      WHEN (NEW.subject_user_id IS NULL AND NEW.transaction_id IS NOT NULL) EXECUTE FUNCTION "audit_log_subject_user"()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "audit_log_subject_user" ON "audit_log"`);
    await q.query(`DROP FUNCTION "audit_log_subject_user"`);
  }
}
