CREATE TABLE "report_acceptance_days" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"accepted" integer NOT NULL,
	CONSTRAINT "report_acceptance_days_key" UNIQUE("day","account_id","department_id","company_id","bucket")
);
--> statement-breakpoint
DROP INDEX "report_acceptances_account_idx";--> statement-breakpoint
DROP INDEX "report_acceptances_company_idx";--> statement-breakpoint
ALTER TABLE "report_acceptances" ADD COLUMN "delay_minutes" double precision GENERATED ALWAYS AS (extract(epoch from (accepted_at - booked_at)) / 60) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "report_acceptances" ADD COLUMN "delay_bucket" smallint GENERATED ALWAYS AS (case when extract(epoch from (accepted_at - booked_at)) < 60 then 0 else least(99, 1 + floor(ln(extract(epoch from (accepted_at - booked_at)) / 60) / ln(1.25))) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "report_acceptance_days_account_idx" ON "report_acceptance_days" USING btree ("account_id","day","department_id","company_id","bucket","accepted");--> statement-breakpoint
CREATE INDEX "report_acceptance_days_company_idx" ON "report_acceptance_days" USING btree ("company_id","day","department_id","account_id","bucket","accepted");--> statement-breakpoint
CREATE INDEX "report_acceptances_account_bucket_idx" ON "report_acceptances" USING btree ("account_id","delay_bucket","start_date","department_id","company_id","delay_minutes");--> statement-breakpoint
CREATE INDEX "report_acceptances_company_bucket_idx" ON "report_acceptances" USING btree ("company_id","delay_bucket","start_date","department_id","account_id","delay_minutes");--> statement-breakpoint
CREATE INDEX "report_acceptances_account_idx" ON "report_acceptances" USING btree ("account_id","start_date","department_id","company_id","delay_bucket");--> statement-breakpoint
CREATE INDEX "report_acceptances_company_idx" ON "report_acceptances" USING btree ("company_id","start_date","department_id","account_id","delay_bucket");--> statement-breakpoint
-- report_acceptance_days follows report_acceptances as report_open_facts follows tasks (migration
-- 0018): one grouped upsert per statement from its transition tables, old rows negative and new
-- ones positive; rows that fall to zero are removed.
CREATE OR REPLACE FUNCTION report_acceptance_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_acceptance_days AS f (day, account_id, department_id, company_id, bucket, accepted)
    SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, t.delay_bucket,
           sum(t.sign)::int
    FROM (%s) t
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(t.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, account_id, department_id, company_id, bucket) DO UPDATE
      SET accepted = f.accepted + excluded.accepted
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_acceptance_days f
    WHERE f.accepted = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_acceptance_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_acceptance_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_acceptance_days (day, account_id, department_id, company_id, bucket, accepted)
SELECT (a.start_date AT TIME ZONE 'UTC')::date, a.account_id, a.department_id, a.company_id, a.delay_bucket, count(*)::int
FROM report_acceptances a
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER report_acceptances_days_insert AFTER INSERT ON report_acceptances REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptance_days_follow();
--> statement-breakpoint
CREATE TRIGGER report_acceptances_days_update AFTER UPDATE ON report_acceptances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptance_days_follow();
--> statement-breakpoint
CREATE TRIGGER report_acceptances_days_delete AFTER DELETE ON report_acceptances REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptance_days_follow();
--> statement-breakpoint
CREATE TRIGGER report_acceptances_days_truncate AFTER TRUNCATE ON report_acceptances
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptance_days_clear();
