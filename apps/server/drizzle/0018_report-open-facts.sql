CREATE TABLE "report_open_facts" (
	"day" date NOT NULL,
	"end_day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "task_status" NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "report_open_facts_key" UNIQUE("day","end_day","account_id","department_id","company_id","status")
);
--> statement-breakpoint
CREATE INDEX "report_open_facts_account_day_idx" ON "report_open_facts" USING btree ("account_id","day","end_day","department_id","company_id","status","tasks");--> statement-breakpoint
CREATE INDEX "report_open_facts_company_day_idx" ON "report_open_facts" USING btree ("company_id","day","end_day","department_id","account_id","status","tasks");--> statement-breakpoint
CREATE INDEX "tasks_report_open_end_account_idx" ON "tasks" USING btree ("account_id","end_date","start_date","status","department_id","company_id") WHERE "tasks"."status" in ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered');--> statement-breakpoint
CREATE INDEX "tasks_report_open_end_company_idx" ON "tasks" USING btree ("company_id","end_date","start_date","status","department_id","account_id") WHERE "tasks"."status" in ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered');--> statement-breakpoint
-- report_open_facts follows tasks as report_task_facts does (migration 0009): one grouped upsert
-- per statement from its transition tables, old rows negative and new ones positive, counting
-- only the open statuses; rows that fall to zero are removed.
CREATE OR REPLACE FUNCTION report_open_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_open_facts AS f (day, end_day, account_id, department_id, company_id, status, tasks)
    SELECT (t.start_date AT TIME ZONE 'UTC')::date, (t.end_date AT TIME ZONE 'UTC')::date, t.account_id,
           t.department_id, t.company_id, t.status, sum(t.sign)::int
    FROM (%s) t
    WHERE t.status IN ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered')
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(t.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, end_day, account_id, department_id, company_id, status) DO UPDATE
      SET tasks = f.tasks + excluded.tasks
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_open_facts f
    WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_open_facts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_open_facts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_open_facts (day, end_day, account_id, department_id, company_id, status, tasks)
SELECT (t.start_date AT TIME ZONE 'UTC')::date, (t.end_date AT TIME ZONE 'UTC')::date, t.account_id, t.department_id,
       t.company_id, t.status, count(*)::int
FROM tasks t
WHERE t.status IN ('unassigned', 'pending', 'assigned', 'inprogress', 'uncovered')
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER tasks_open_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_open_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_open_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_open_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_open_facts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_open_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_open_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_open_facts_clear();
