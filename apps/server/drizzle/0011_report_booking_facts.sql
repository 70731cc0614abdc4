CREATE TABLE "report_booking_facts" (
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
	CONSTRAINT "report_booking_facts_key" UNIQUE NULLS NOT DISTINCT("day","account_id","department_id","company_id","division_id","service_id","status")
);
--> statement-breakpoint
CREATE INDEX "report_booking_facts_account_day_idx" ON "report_booking_facts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "report_booking_facts_company_day_idx" ON "report_booking_facts" USING btree ("company_id","day");

--> statement-breakpoint
-- The facts trigger takes its table and the task's date column as arguments (none: the start-day
-- facts of 0009), so both facts tables follow tasks the same way.
CREATE OR REPLACE FUNCTION report_task_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := coalesce(TG_ARGV[0], 'report_task_facts');
  day_of text := coalesce(TG_ARGV[1], 'start_date');
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO %1$I AS f (day, account_id, department_id, company_id, division_id, service_id, status,
                          tasks, survey_sum, survey_count, minutes)
    SELECT (t.%2$I AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, t.division_id,
           t.service_id, t.status, sum(t.sign)::int,
           coalesce(sum(t.sign * s.score), 0)::int, coalesce(sum(t.sign) FILTER (WHERE s.score IS NOT NULL), 0)::int,
           coalesce(sum(t.sign * round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0)::int
    FROM (%3$s) t
    CROSS JOIN LATERAL (SELECT CASE WHEN btrim(t.patient_survey) ~ '^[1-5]$' THEN btrim(t.patient_survey)::int END AS score) s
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(t.sign) <> 0 OR coalesce(sum(t.sign * s.score), 0) <> 0
        OR coalesce(sum(t.sign) FILTER (WHERE s.score IS NOT NULL), 0) <> 0
        OR coalesce(sum(t.sign * round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (day, account_id, department_id, company_id, division_id, service_id, status) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, survey_sum = f.survey_sum + excluded.survey_sum,
          survey_count = f.survey_count + excluded.survey_count, minutes = f.minutes + excluded.minutes
  $q$, target, day_of, changed);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($q$
      DELETE FROM %1$I f
      WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.%2$I AT TIME ZONE 'UTC')::date FROM old_rows o)
    $q$, target, day_of);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_task_facts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', coalesce(TG_ARGV[0], 'report_task_facts'));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_booking_facts (day, account_id, department_id, company_id, division_id, service_id, status,
                                  tasks, survey_sum, survey_count, minutes)
SELECT (t.created_at AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, t.division_id, t.service_id,
       t.status, count(*)::int, coalesce(sum(s.score), 0)::int, count(s.score)::int,
       coalesce(sum(round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0)::int
FROM tasks t
CROSS JOIN LATERAL (SELECT CASE WHEN btrim(t.patient_survey) ~ '^[1-5]$' THEN btrim(t.patient_survey)::int END AS score) s
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_follow('report_booking_facts', 'created_at');
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_follow('report_booking_facts', 'created_at');
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_follow('report_booking_facts', 'created_at');
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_booking_facts');
