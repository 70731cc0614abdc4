CREATE TABLE "report_task_facts" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"division_id" uuid,
	"service_id" uuid NOT NULL,
	"status" "task_status" NOT NULL,
	"tasks" integer NOT NULL,
	"survey_sum" integer NOT NULL,
	"survey_count" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "report_task_facts_key" UNIQUE NULLS NOT DISTINCT("day","account_id","department_id","company_id","division_id","service_id","status")
);
--> statement-breakpoint
CREATE INDEX "report_task_facts_account_day_idx" ON "report_task_facts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "report_task_facts_company_day_idx" ON "report_task_facts" USING btree ("company_id","day");

--> statement-breakpoint
-- report_task_facts follows tasks through statement triggers with transition tables: one
-- grouped upsert per statement (a bulk insert of 50,000 tasks is one upsert, not 50,000), old
-- rows counted negative and new ones positive, so an update that changes no counted column nets
-- to nothing and writes nothing. Rows that fall to zero tasks are removed.
CREATE OR REPLACE FUNCTION report_task_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_task_facts AS f (day, account_id, department_id, company_id, division_id, service_id, status,
                                        tasks, survey_sum, survey_count, minutes)
    SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, t.division_id,
           t.service_id, t.status, sum(t.sign)::int,
           coalesce(sum(t.sign * s.score), 0)::int, coalesce(sum(t.sign) FILTER (WHERE s.score IS NOT NULL), 0)::int,
           coalesce(sum(t.sign * round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0)::int
    FROM (%s) t
    CROSS JOIN LATERAL (SELECT CASE WHEN btrim(t.patient_survey) ~ '^[1-5]$' THEN btrim(t.patient_survey)::int END AS score) s
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(t.sign) <> 0 OR coalesce(sum(t.sign * s.score), 0) <> 0
        OR coalesce(sum(t.sign) FILTER (WHERE s.score IS NOT NULL), 0) <> 0
        OR coalesce(sum(t.sign * round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (day, account_id, department_id, company_id, division_id, service_id, status) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, survey_sum = f.survey_sum + excluded.survey_sum,
          survey_count = f.survey_count + excluded.survey_count, minutes = f.minutes + excluded.minutes
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_task_facts f
    WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_task_facts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_task_facts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_task_facts (day, account_id, department_id, company_id, division_id, service_id, status,
                               tasks, survey_sum, survey_count, minutes)
SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, t.division_id, t.service_id,
       t.status, count(*)::int, coalesce(sum(s.score), 0)::int, count(s.score)::int,
       coalesce(sum(round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0)::int
FROM tasks t
CROSS JOIN LATERAL (SELECT CASE WHEN btrim(t.patient_survey) ~ '^[1-5]$' THEN btrim(t.patient_survey)::int END AS score) s
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
CREATE TRIGGER tasks_report_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_report_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_report_facts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_report_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear();
