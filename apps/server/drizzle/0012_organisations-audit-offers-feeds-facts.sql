CREATE TABLE "report_acceptances" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_booker_facts" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "report_booker_facts_key" UNIQUE("day","user_id","account_id","department_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "report_hour_facts" (
	"hour" timestamp with time zone NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"tasks" integer NOT NULL,
	"uncovered" integer NOT NULL,
	CONSTRAINT "report_hour_facts_key" UNIQUE("hour","account_id","department_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "report_rep_facts" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "task_status" NOT NULL,
	"tasks" integer NOT NULL,
	"busy_ms" bigint NOT NULL,
	CONSTRAINT "report_rep_facts_key" UNIQUE("day","user_id","account_id","department_id","company_id","status")
);
--> statement-breakpoint
CREATE TABLE "task_broadcasts" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"level" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"wave_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "task_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" text
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_note" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "report_acceptances" ADD CONSTRAINT "report_acceptances_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_broadcasts" ADD CONSTRAINT "task_broadcasts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_acceptances_account_idx" ON "report_acceptances" USING btree ("account_id","start_date","department_id","booked_at","accepted_at");--> statement-breakpoint
CREATE INDEX "report_acceptances_company_idx" ON "report_acceptances" USING btree ("company_id","start_date","department_id","account_id","booked_at","accepted_at");--> statement-breakpoint
CREATE INDEX "report_booker_facts_account_day_idx" ON "report_booker_facts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "report_booker_facts_company_day_idx" ON "report_booker_facts" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "report_hour_facts_account_hour_idx" ON "report_hour_facts" USING btree ("account_id","hour");--> statement-breakpoint
CREATE INDEX "report_hour_facts_company_hour_idx" ON "report_hour_facts" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "report_rep_facts_account_day_idx" ON "report_rep_facts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "report_rep_facts_company_day_idx" ON "report_rep_facts" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "report_rep_facts_empty_idx" ON "report_rep_facts" USING btree ("day") WHERE "report_rep_facts"."tasks" = 0;--> statement-breakpoint
CREATE INDEX "task_broadcasts_open_idx" ON "task_broadcasts" USING btree ("wave_at") WHERE "task_broadcasts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "task_offers_task_id_offered_at_index" ON "task_offers" USING btree ("task_id","offered_at");--> statement-breakpoint
CREATE INDEX "task_offers_open_user_idx" ON "task_offers" USING btree ("user_id") WHERE "task_offers"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "task_offers_open_uq" ON "task_offers" USING btree ("task_id","user_id") WHERE "task_offers"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_index" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_impersonator_id_created_at_index" ON "audit_log" USING btree ("impersonator_id","created_at");--> statement-breakpoint
-- custom:
-- report_rep_facts follows each (task, rep) pair. A statement on task_assignees adds its links
-- joined to their tasks; an UPDATE of tasks adds the old rows joined to their reps negatively and
-- the new ones positively (an update that changes nothing counted nets to nothing). An INSERT of
-- tasks adds nothing: a new task has no reps until task_assignees gets them (even in the same
-- statement, whose assignee rows the task_assignees trigger counts). A DELETE of tasks is taken
-- row by row BEFORE the delete, while its reps are still linked: the cascade that then removes
-- the links finds no task to join and adds nothing. Rows that fall to zero are removed.
CREATE OR REPLACE FUNCTION report_rep_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair text := CASE TG_TABLE_NAME
    WHEN 'tasks' THEN 'SELECT %1$s AS sign, a.user_id, r.start_date, r.end_date, r.account_id, r.department_id,
                              r.company_id, r.status FROM %2$I r JOIN task_assignees a ON a.task_id = r.id'
    ELSE 'SELECT %1$s AS sign, r.user_id, t.start_date, t.end_date, t.account_id, t.department_id,
                 t.company_id, t.status FROM %2$I r JOIN tasks t ON t.id = r.task_id' END;
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format(pair, '1', 'new_rows')
    WHEN 'DELETE' THEN format(pair, '-1', 'old_rows')
    ELSE format(pair, '-1', 'old_rows') || ' UNION ALL ' || format(pair, '1', 'new_rows') END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_rep_facts AS f (day, user_id, account_id, department_id, company_id, status, tasks, busy_ms)
    SELECT (c.start_date AT TIME ZONE 'UTC')::date, c.user_id, c.account_id, c.department_id, c.company_id, c.status,
           sum(c.sign)::int, sum(c.sign * round(extract(epoch FROM c.end_date - c.start_date) * 1000))::bigint
    FROM (%s) c
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.sign) <> 0 OR sum(c.sign * round(extract(epoch FROM c.end_date - c.start_date) * 1000)) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, user_id, account_id, department_id, company_id, status) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, busy_ms = f.busy_ms + excluded.busy_ms
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_rep_facts WHERE tasks = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rep_facts_forget_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_rep_facts AS f (day, user_id, account_id, department_id, company_id, status, tasks, busy_ms)
  SELECT (OLD.start_date AT TIME ZONE 'UTC')::date, a.user_id, OLD.account_id, OLD.department_id, OLD.company_id,
         OLD.status, -1, -round(extract(epoch FROM OLD.end_date - OLD.start_date) * 1000)::bigint
  FROM task_assignees a WHERE a.task_id = OLD.id
  ORDER BY a.user_id
  ON CONFLICT (day, user_id, account_id, department_id, company_id, status) DO UPDATE
    SET tasks = f.tasks + excluded.tasks, busy_ms = f.busy_ms + excluded.busy_ms;
  DELETE FROM report_rep_facts WHERE tasks = 0;
  RETURN OLD;
END $$;
--> statement-breakpoint
INSERT INTO report_rep_facts (day, user_id, account_id, department_id, company_id, status, tasks, busy_ms)
SELECT (t.start_date AT TIME ZONE 'UTC')::date, a.user_id, t.account_id, t.department_id, t.company_id, t.status,
       count(*)::int, sum(round(extract(epoch FROM t.end_date - t.start_date) * 1000))::bigint
FROM task_assignees a JOIN tasks t ON t.id = a.task_id
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER tasks_rep_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rep_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_rep_facts_delete BEFORE DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION report_rep_facts_forget_task();
--> statement-breakpoint
CREATE TRIGGER tasks_rep_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_rep_facts');
--> statement-breakpoint
CREATE TRIGGER task_assignees_rep_facts_insert AFTER INSERT ON task_assignees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rep_facts_follow();
--> statement-breakpoint
CREATE TRIGGER task_assignees_rep_facts_update AFTER UPDATE ON task_assignees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rep_facts_follow();
--> statement-breakpoint
CREATE TRIGGER task_assignees_rep_facts_delete AFTER DELETE ON task_assignees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rep_facts_follow();
--> statement-breakpoint
CREATE TRIGGER task_assignees_rep_facts_truncate AFTER TRUNCATE ON task_assignees
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_rep_facts');
--> statement-breakpoint
-- report_hour_facts follows tasks the way report_task_facts does (0009): one grouped upsert of
-- the statement's old rows (negative) and new rows (positive), by the UTC hour of the start.
CREATE OR REPLACE FUNCTION report_hour_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_hour_facts AS f (hour, account_id, department_id, company_id, tasks, uncovered)
    SELECT date_trunc('hour', t.start_date, 'UTC'), t.account_id, t.department_id, t.company_id, sum(t.sign)::int,
           coalesce(sum(t.sign) FILTER (WHERE t.status = 'uncovered'), 0)::int
    FROM (%s) t
    GROUP BY 1, 2, 3, 4
    HAVING sum(t.sign) <> 0 OR coalesce(sum(t.sign) FILTER (WHERE t.status = 'uncovered'), 0) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (hour, account_id, department_id, company_id) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, uncovered = f.uncovered + excluded.uncovered
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_hour_facts f
    WHERE f.tasks = 0 AND f.hour IN (SELECT DISTINCT date_trunc('hour', o.start_date, 'UTC') FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_hour_facts (hour, account_id, department_id, company_id, tasks, uncovered)
SELECT date_trunc('hour', t.start_date, 'UTC'), t.account_id, t.department_id, t.company_id, count(*)::int,
       count(*) FILTER (WHERE t.status = 'uncovered')::int
FROM tasks t
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER tasks_hour_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hour_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_hour_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hour_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_hour_facts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hour_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_hour_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_hour_facts');
--> statement-breakpoint
-- report_acceptances holds each task's first acceptance (history `accept` → `assigned`). New
-- history rows lower it (least); an update or delete of history recounts the tasks it touched;
-- an update of tasks carries the task's place, start and booking over; deleting the task
-- removes the row (foreign key).
CREATE OR REPLACE FUNCTION report_acceptances_follow_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END;
  touched text := CASE TG_OP WHEN 'UPDATE' THEN 'SELECT task_id FROM old_rows UNION SELECT task_id FROM new_rows'
                             ELSE 'SELECT task_id FROM old_rows' END;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM report_acceptances WHERE task_id IN (%s)', touched);
    rows_of := format('(SELECT h.* FROM task_history h WHERE h.task_id IN (%s))', touched);
  END IF;
  EXECUTE format($q$
    INSERT INTO report_acceptances AS r (task_id, account_id, department_id, company_id, start_date, booked_at, accepted_at)
    SELECT t.id, t.account_id, t.department_id, t.company_id, t.start_date, t.created_at, min(h.created_at)
    FROM %s h JOIN tasks t ON t.id = h.task_id
    WHERE h.action = 'accept' AND h.to_value = 'assigned'
    GROUP BY t.id
    ORDER BY t.id
    ON CONFLICT (task_id) DO UPDATE SET accepted_at = least(r.accepted_at, excluded.accepted_at)
  $q$, rows_of);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_acceptances_follow_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_acceptances r
  SET account_id = n.account_id, department_id = n.department_id, company_id = n.company_id,
      start_date = n.start_date, booked_at = n.created_at
  FROM new_rows n
  WHERE r.task_id = n.id
    AND (r.account_id, r.department_id, r.company_id, r.start_date, r.booked_at)
        IS DISTINCT FROM (n.account_id, n.department_id, n.company_id, n.start_date, n.created_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_acceptances (task_id, account_id, department_id, company_id, start_date, booked_at, accepted_at)
SELECT t.id, t.account_id, t.department_id, t.company_id, t.start_date, t.created_at, min(h.created_at)
FROM tasks t JOIN task_history h ON h.task_id = t.id AND h.action = 'accept' AND h.to_value = 'assigned'
GROUP BY t.id;
--> statement-breakpoint
CREATE TRIGGER task_history_acceptances_insert AFTER INSERT ON task_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptances_follow_history();
--> statement-breakpoint
CREATE TRIGGER task_history_acceptances_update AFTER UPDATE ON task_history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptances_follow_history();
--> statement-breakpoint
CREATE TRIGGER task_history_acceptances_delete AFTER DELETE ON task_history REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptances_follow_history();
--> statement-breakpoint
CREATE TRIGGER tasks_acceptances_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_acceptances_follow_tasks();
--> statement-breakpoint
-- report_booker_facts follows tasks the same way, by the UTC day of the start and the booker;
-- tasks nobody booked (created_by empty) are not counted.
CREATE OR REPLACE FUNCTION report_booker_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_booker_facts AS f (day, user_id, account_id, department_id, company_id, tasks)
    SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.created_by, t.account_id, t.department_id, t.company_id,
           sum(t.sign)::int
    FROM (%s) t
    WHERE t.created_by IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(t.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, user_id, account_id, department_id, company_id) DO UPDATE SET tasks = f.tasks + excluded.tasks
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_booker_facts f
    WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_booker_facts (day, user_id, account_id, department_id, company_id, tasks)
SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.created_by, t.account_id, t.department_id, t.company_id, count(*)::int
FROM tasks t
WHERE t.created_by IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER tasks_booker_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_booker_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_booker_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_booker_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_booker_facts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_booker_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_booker_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_booker_facts');
--> statement-breakpoint
-- A rep suspended or deleted (by any path) loses his open offers at once: the offers close, his
-- assignee rows of pending tasks go, and a pending task left with nobody is unassigned again.
CREATE OR REPLACE FUNCTION close_offers_of_inactive_user() RETURNS trigger AS $$
BEGIN
  IF (NEW.suspended AND NOT OLD.suspended) OR (NEW.deleted AND NOT OLD.deleted) THEN
    WITH closed AS (
      UPDATE task_offers
        SET closed_at = now(), closed_reason = CASE WHEN NEW.deleted THEN 'deleted' ELSE 'suspended' END
        WHERE user_id = NEW.id AND closed_at IS NULL
        RETURNING task_id
    ), dropped AS (
      DELETE FROM task_assignees ta USING closed c, tasks t
        WHERE ta.task_id = c.task_id AND ta.user_id = NEW.id AND t.id = c.task_id AND t.status = 'pending'
        RETURNING ta.task_id
    )
    UPDATE tasks SET status = 'unassigned', updated_at = now()
      WHERE id IN (SELECT task_id FROM dropped) AND status = 'pending'
        AND NOT EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = tasks.id AND a.user_id <> NEW.id);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_close_offers AFTER UPDATE OF suspended, deleted ON users
  FOR EACH ROW EXECUTE FUNCTION close_offers_of_inactive_user();
