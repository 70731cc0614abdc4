CREATE TABLE "report_placement_facts" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"division_id" uuid,
	"status" "task_status" NOT NULL,
	"rep_set" uuid NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "report_placement_facts_key" UNIQUE NULLS NOT DISTINCT("day","account_id","department_id","company_id","division_id","status","rep_set")
);
--> statement-breakpoint
CREATE TABLE "report_rep_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rep_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_placement_facts_account_day_idx" ON "report_placement_facts" USING btree ("account_id","day","department_id","company_id","status","division_id","rep_set","tasks");--> statement-breakpoint
CREATE INDEX "report_placement_facts_company_day_idx" ON "report_placement_facts" USING btree ("company_id","day","department_id","account_id","status","division_id","rep_set","tasks");--> statement-breakpoint
CREATE INDEX "report_placement_facts_empty_idx" ON "report_placement_facts" USING btree ("day") WHERE "report_placement_facts"."tasks" = 0;
--> statement-breakpoint
-- custom:
-- report_placement_facts counts each task once, at its UTC start day, its place and status and
-- the set of people on it (task_assignees), named by report_rep_set_id: the MD5 of the sorted ids,
-- so the same set has the same id in every statement and transaction, with no lookup. The upsert
-- below adds a statement's changes: rows of (sign, start_date, account_id, department_id,
-- company_id, division_id, status, rep_ids), grouped, so a bulk statement is one upsert; the sets
-- it counts into are added to report_rep_sets. Rows that fall to zero are removed by the callers.
CREATE OR REPLACE FUNCTION report_rep_set_id(ids uuid[]) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(array_to_string(ids, ','))::uuid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_placement_facts_upsert(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH c AS MATERIALIZED (SELECT x.*, report_rep_set_id(x.rep_ids) AS rep_set FROM (%s) x),
    sets AS (
      INSERT INTO report_rep_sets (id, rep_ids)
      SELECT DISTINCT ON (c.rep_set) c.rep_set, c.rep_ids FROM c WHERE c.sign > 0 ORDER BY c.rep_set
      ON CONFLICT (id) DO NOTHING
    )
    INSERT INTO report_placement_facts AS f (day, account_id, department_id, company_id, division_id, status,
                                             rep_set, tasks)
    SELECT (c.start_date AT TIME ZONE 'UTC')::date, c.account_id, c.department_id, c.company_id, c.division_id,
           c.status, c.rep_set, sum(c.sign)::int
    FROM c
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (day, account_id, department_id, company_id, division_id, status, rep_set) DO UPDATE
      SET tasks = f.tasks + excluded.tasks
  $q$, changes)
$f$;
--> statement-breakpoint
-- A statement on tasks: an INSERT counts its tasks at the empty set (a new task has nobody yet;
-- people given to it, even in the same statement, are moved there by the task_assignees trigger,
-- which finds the set before its statement without them). An UPDATE moves its tasks from their old
-- columns to their new ones at their current set (an update that changes nothing counted nets to
-- nothing). A DELETE is taken row by row BEFORE the delete, while the task's people are still
-- linked; the cascade that then removes them finds no task and moves nothing.
CREATE OR REPLACE FUNCTION report_placement_facts_follow_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed text := 'SELECT %1$s AS sign, r.start_date, r.account_id, r.department_id, r.company_id, r.division_id,
                         r.status, %2$s AS rep_ids FROM %3$I r';
  current_set text := 'coalesce((SELECT array_agg(a.user_id ORDER BY a.user_id) FROM task_assignees a
                                 WHERE a.task_id = r.id), ''{}''::uuid[])';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format(placed, '1', '''{}''::uuid[]', 'new_rows')
    ELSE format(placed, '-1', current_set, 'old_rows') || ' UNION ALL ' || format(placed, '1', current_set, 'new_rows') END;
BEGIN
  EXECUTE report_placement_facts_upsert(changed);
  DELETE FROM report_placement_facts WHERE tasks = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_placement_facts_forget_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_placement_facts AS f (day, account_id, department_id, company_id, division_id, status,
                                           rep_set, tasks)
  VALUES ((OLD.start_date AT TIME ZONE 'UTC')::date, OLD.account_id, OLD.department_id, OLD.company_id,
          OLD.division_id, OLD.status,
          report_rep_set_id(coalesce((SELECT array_agg(a.user_id ORDER BY a.user_id) FROM task_assignees a
                                      WHERE a.task_id = OLD.id), '{}'::uuid[])),
          -1)
  ON CONFLICT (day, account_id, department_id, company_id, division_id, status, rep_set) DO UPDATE
    SET tasks = f.tasks + excluded.tasks;
  DELETE FROM report_placement_facts WHERE tasks = 0;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A statement on task_assignees moves each task it touched from its set before the statement
-- (the current set less the links the statement added, plus those it removed) to its current
-- set, at the task's current columns. Links and unlinks are gathered per task first, so a bulk
-- statement reads each task and its people once.
CREATE OR REPLACE FUNCTION report_placement_facts_follow_assignees() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none text := 'SELECT NULL::uuid AS task_id, NULL::uuid[] AS ids WHERE false';
  added text := CASE WHEN TG_OP = 'DELETE' THEN none
    ELSE 'SELECT task_id, array_agg(user_id) AS ids FROM new_rows GROUP BY task_id' END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN none
    ELSE 'SELECT task_id, array_agg(user_id) AS ids FROM old_rows GROUP BY task_id' END;
BEGIN
  EXECUTE report_placement_facts_upsert(format($q$
    WITH added AS (%1$s), removed AS (%2$s),
    touched AS (
      SELECT coalesce(a.task_id, r.task_id) AS task_id, coalesce(a.ids, '{}'::uuid[]) AS added_ids,
             coalesce(r.ids, '{}'::uuid[]) AS removed_ids
      FROM added a FULL JOIN removed r ON r.task_id = a.task_id
    ),
    moved AS (
      SELECT t.start_date, t.account_id, t.department_id, t.company_id, t.division_id, t.status,
             now_set.ids AS after_ids, before_set.ids AS before_ids
      FROM touched x
      JOIN tasks t ON t.id = x.task_id
      CROSS JOIN LATERAL (SELECT coalesce(array_agg(a.user_id ORDER BY a.user_id), '{}'::uuid[]) AS ids
                          FROM task_assignees a WHERE a.task_id = t.id) now_set
      CROSS JOIN LATERAL (SELECT coalesce(array_agg(s.u ORDER BY s.u), '{}'::uuid[]) AS ids
                          FROM (SELECT u FROM unnest(now_set.ids) u WHERE u <> ALL (x.added_ids)
                                UNION ALL SELECT u FROM unnest(x.removed_ids) u) s) before_set
      WHERE now_set.ids <> before_set.ids
    )
    SELECT -1 AS sign, m.start_date, m.account_id, m.department_id, m.company_id, m.division_id, m.status,
           m.before_ids AS rep_ids FROM moved m
    UNION ALL
    SELECT 1, m.start_date, m.account_id, m.department_id, m.company_id, m.division_id, m.status, m.after_ids
    FROM moved m
  $q$, added, removed));
  DELETE FROM report_placement_facts WHERE tasks = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counted afresh: the backfill below, and after a TRUNCATE of tasks or task_assignees (emptying
-- task_assignees leaves every task at the empty set).
CREATE OR REPLACE FUNCTION report_placement_facts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_placement_facts;
  EXECUTE report_placement_facts_upsert($q$
    SELECT 1 AS sign, t.start_date, t.account_id, t.department_id, t.company_id, t.division_id, t.status,
           coalesce(s.ids, '{}'::uuid[]) AS rep_ids
    FROM tasks t
    LEFT JOIN (SELECT a.task_id, array_agg(a.user_id ORDER BY a.user_id) AS ids FROM task_assignees a
               GROUP BY a.task_id) s ON s.task_id = t.id
  $q$);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_placement_facts_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_placement_facts_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT report_placement_facts_rebuild();
--> statement-breakpoint
CREATE TRIGGER tasks_placement_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_follow_tasks();
--> statement-breakpoint
CREATE TRIGGER tasks_placement_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_follow_tasks();
--> statement-breakpoint
CREATE TRIGGER tasks_placement_facts_delete BEFORE DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION report_placement_facts_forget_task();
--> statement-breakpoint
CREATE TRIGGER tasks_placement_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_recount();
--> statement-breakpoint
CREATE TRIGGER task_assignees_placement_facts_insert AFTER INSERT ON task_assignees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_follow_assignees();
--> statement-breakpoint
CREATE TRIGGER task_assignees_placement_facts_update AFTER UPDATE ON task_assignees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_follow_assignees();
--> statement-breakpoint
CREATE TRIGGER task_assignees_placement_facts_delete AFTER DELETE ON task_assignees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_follow_assignees();
--> statement-breakpoint
CREATE TRIGGER task_assignees_placement_facts_truncate AFTER TRUNCATE ON task_assignees
  FOR EACH STATEMENT EXECUTE FUNCTION report_placement_facts_recount();
