CREATE TABLE "report_acceptance_days" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bucket" smallint NOT NULL,
	"accepted" integer NOT NULL,
	CONSTRAINT "report_acceptance_days_key" UNIQUE("owner_id","day","bucket")
);
--> statement-breakpoint
CREATE TABLE "report_hour_totals" (
	"owner_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"tasks" integer NOT NULL,
	"uncovered" integer NOT NULL,
	CONSTRAINT "report_hour_totals_key" UNIQUE("owner_id","hour")
);
--> statement-breakpoint
DROP INDEX "report_acceptances_account_idx";--> statement-breakpoint
DROP INDEX "report_acceptances_company_idx";--> statement-breakpoint
ALTER TABLE "report_acceptances" ADD COLUMN "delay_minutes" double precision GENERATED ALWAYS AS (extract(epoch from (accepted_at - booked_at)) / 60) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "report_acceptances" ADD COLUMN "delay_bucket" smallint GENERATED ALWAYS AS (case when extract(epoch from (accepted_at - booked_at)) < 60 then 0 else least(99, 1 + floor(ln(extract(epoch from (accepted_at - booked_at)) / 60) / ln(1.25))) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "report_acceptance_days_owner_day_idx" ON "report_acceptance_days" USING btree ("owner_id","day","bucket","accepted");--> statement-breakpoint
CREATE INDEX "report_hour_totals_owner_hour_idx" ON "report_hour_totals" USING btree ("owner_id","hour","tasks","uncovered");--> statement-breakpoint
CREATE INDEX "report_acceptances_account_bucket_idx" ON "report_acceptances" USING btree ("account_id","delay_bucket","start_date","department_id","company_id","delay_minutes");--> statement-breakpoint
CREATE INDEX "report_acceptances_company_bucket_idx" ON "report_acceptances" USING btree ("company_id","delay_bucket","start_date","department_id","account_id","delay_minutes");--> statement-breakpoint
CREATE INDEX "report_acceptances_account_idx" ON "report_acceptances" USING btree ("account_id","start_date","department_id","company_id","delay_bucket","delay_minutes");--> statement-breakpoint
CREATE INDEX "report_acceptances_company_idx" ON "report_acceptances" USING btree ("company_id","start_date","department_id","account_id","delay_bucket","delay_minutes");--> statement-breakpoint
-- Both rollups count twice, once under the account and once under the company (the owner), from
-- one grouped upsert per statement of their source's transition tables, old rows negative and new
-- ones positive (as report_open_facts follows tasks, migration 0018); rows that fall to zero are
-- removed. report_hour_totals follows report_hour_facts (tasks and uncovered as they change).
CREATE OR REPLACE FUNCTION report_hour_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_hour_totals AS f (owner_id, hour, tasks, uncovered)
    SELECT o.owner_id, t.hour, sum(t.sign * t.tasks)::int, sum(t.sign * t.uncovered)::int
    FROM (%s) t CROSS JOIN LATERAL (VALUES (t.account_id), (t.company_id)) AS o(owner_id)
    GROUP BY 1, 2
    HAVING sum(t.sign * t.tasks) <> 0 OR sum(t.sign * t.uncovered) <> 0
    ORDER BY 1, 2
    ON CONFLICT (owner_id, hour) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, uncovered = f.uncovered + excluded.uncovered
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_hour_totals f
    WHERE f.tasks = 0 AND f.hour IN (SELECT DISTINCT o.hour FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_acceptance_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_acceptance_days AS f (owner_id, day, bucket, accepted)
    SELECT o.owner_id, (t.start_date AT TIME ZONE 'UTC')::date, t.delay_bucket, sum(t.sign)::int
    FROM (%s) t CROSS JOIN LATERAL (VALUES (t.account_id), (t.company_id)) AS o(owner_id)
    GROUP BY 1, 2, 3
    HAVING sum(t.sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, day, bucket) DO UPDATE SET accepted = f.accepted + excluded.accepted
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_acceptance_days f
    WHERE f.accepted = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_hour_totals (owner_id, hour, tasks, uncovered)
SELECT o.owner_id, h.hour, sum(h.tasks)::int, sum(h.uncovered)::int
FROM report_hour_facts h CROSS JOIN LATERAL (VALUES (h.account_id), (h.company_id)) AS o(owner_id)
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_acceptance_days (owner_id, day, bucket, accepted)
SELECT o.owner_id, (a.start_date AT TIME ZONE 'UTC')::date, a.delay_bucket, count(*)::int
FROM report_acceptances a CROSS JOIN LATERAL (VALUES (a.account_id), (a.company_id)) AS o(owner_id)
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER report_hour_facts_totals_insert AFTER INSERT ON report_hour_facts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hour_totals_follow();
--> statement-breakpoint
CREATE TRIGGER report_hour_facts_totals_update AFTER UPDATE ON report_hour_facts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hour_totals_follow();
--> statement-breakpoint
CREATE TRIGGER report_hour_facts_totals_delete AFTER DELETE ON report_hour_facts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hour_totals_follow();
--> statement-breakpoint
CREATE TRIGGER report_hour_facts_totals_truncate AFTER TRUNCATE ON report_hour_facts
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_clear('report_hour_totals');
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
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_clear('report_acceptance_days');
