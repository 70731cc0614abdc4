-- custom:
-- The facts triggers ran their upserts through EXECUTE, so PostgreSQL planned every one afresh
-- on every statement (about 0.7 ms each; a booking fired eight). Each is now redefined with a
-- static statement per operation (INSERT, UPDATE, DELETE), which PL/pgSQL prepares once per
-- connection. report_define_follow writes such a function from one upsert whose source is the
-- statement's signed rows (%s) and the cleanup run after an UPDATE or DELETE; the sources default
-- to the transition tables' rows, new positive and old negative (cleanup_on_insert: after an
-- INSERT too, where an insert can move counts down). The counts are unchanged; the two rollups'
-- cleanups now find their rows by owner and hour or day (their keys) instead of reading the table.
CREATE OR REPLACE FUNCTION report_define_follow(
  fn text, upsert text, cleanup text,
  on_insert text DEFAULT 'SELECT 1 AS sign, n.* FROM new_rows n',
  on_update text DEFAULT 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n',
  on_delete text DEFAULT 'SELECT -1 AS sign, o.* FROM old_rows o',
  cleanup_on_insert boolean DEFAULT false
) RETURNS void LANGUAGE plpgsql AS $d$
BEGIN
  EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L', fn, format($b$
BEGIN
  IF TG_OP = 'INSERT' THEN
    %1$s;
    %5$s;
  ELSIF TG_OP = 'UPDATE' THEN
    %2$s;
    %4$s;
  ELSE
    %3$s;
    %4$s;
  END IF;
  RETURN NULL;
END$b$, format(upsert, on_insert), format(upsert, on_update), format(upsert, on_delete), coalesce(cleanup, 'NULL'),
  CASE WHEN cleanup_on_insert THEN coalesce(cleanup, 'NULL') ELSE 'NULL' END));
END $d$;
--> statement-breakpoint
-- report_task_facts (by the start's UTC day) and report_booking_facts (by the booking's) had one
-- function taking the table as an argument; each now has its own.
DO $$
DECLARE
  facts text := $q$
    INSERT INTO %1$I AS f (day, account_id, department_id, company_id, division_id, service_id, status,
                          tasks, survey_sum, survey_count, minutes)
    SELECT (t.%2$I AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, t.division_id,
           t.service_id, t.status, sum(t.sign)::int,
           coalesce(sum(t.sign * t.survey_score), 0)::int, coalesce(sum(t.sign) FILTER (WHERE t.survey_score IS NOT NULL), 0)::int,
           coalesce(sum(t.sign * round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0)::int
    FROM (%3$s) t
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(t.sign) <> 0 OR coalesce(sum(t.sign * t.survey_score), 0) <> 0
        OR coalesce(sum(t.sign) FILTER (WHERE t.survey_score IS NOT NULL), 0) <> 0
        OR coalesce(sum(t.sign * round(extract(epoch FROM t.end_date - t.start_date) / 60)), 0) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (day, account_id, department_id, company_id, division_id, service_id, status) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, survey_sum = f.survey_sum + excluded.survey_sum,
          survey_count = f.survey_count + excluded.survey_count, minutes = f.minutes + excluded.minutes
  $q$;
  empty text := $q$
    DELETE FROM %1$I f
    WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.%2$I AT TIME ZONE 'UTC')::date FROM old_rows o)
  $q$;
BEGIN
  PERFORM report_define_follow('report_task_facts_follow', format(facts, 'report_task_facts', 'start_date', '%s'),
                               format(empty, 'report_task_facts', 'start_date'));
  PERFORM report_define_follow('report_booking_facts_follow', format(facts, 'report_booking_facts', 'created_at', '%s'),
                               format(empty, 'report_booking_facts', 'created_at'));
END $$;
--> statement-breakpoint
DROP TRIGGER tasks_booking_facts_insert ON tasks;
--> statement-breakpoint
DROP TRIGGER tasks_booking_facts_update ON tasks;
--> statement-breakpoint
DROP TRIGGER tasks_booking_facts_delete ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_booking_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_booking_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_booking_facts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_booking_facts_follow();
--> statement-breakpoint
SELECT report_define_follow('report_hour_facts_follow', $q$
    INSERT INTO report_hour_facts AS f (hour, account_id, department_id, company_id, tasks, uncovered)
    SELECT date_trunc('hour', t.start_date, 'UTC'), t.account_id, t.department_id, t.company_id, sum(t.sign)::int,
           coalesce(sum(t.sign) FILTER (WHERE t.status = 'uncovered'), 0)::int
    FROM (%s) t
    GROUP BY 1, 2, 3, 4
    HAVING sum(t.sign) <> 0 OR coalesce(sum(t.sign) FILTER (WHERE t.status = 'uncovered'), 0) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (hour, account_id, department_id, company_id) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, uncovered = f.uncovered + excluded.uncovered
  $q$, $q$
    DELETE FROM report_hour_facts f
    WHERE f.tasks = 0 AND f.hour IN (SELECT DISTINCT date_trunc('hour', o.start_date, 'UTC') FROM old_rows o)
  $q$);
--> statement-breakpoint
SELECT report_define_follow('report_hour_totals_follow', $q$
    INSERT INTO report_hour_totals AS f (owner_id, hour, tasks, uncovered)
    SELECT o.owner_id, t.hour, sum(t.sign * t.tasks)::int, sum(t.sign * t.uncovered)::int
    FROM (%s) t CROSS JOIN LATERAL (VALUES (t.account_id), (t.company_id)) AS o(owner_id)
    GROUP BY 1, 2
    HAVING sum(t.sign * t.tasks) <> 0 OR sum(t.sign * t.uncovered) <> 0
    ORDER BY 1, 2
    ON CONFLICT (owner_id, hour) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, uncovered = f.uncovered + excluded.uncovered
  $q$, $q$
    DELETE FROM report_hour_totals f
    WHERE f.tasks = 0 AND (f.owner_id, f.hour) IN (
      SELECT x.owner_id, o.hour FROM old_rows o CROSS JOIN LATERAL (VALUES (o.account_id), (o.company_id)) AS x(owner_id))
  $q$);
--> statement-breakpoint
SELECT report_define_follow('report_booker_facts_follow', $q$
    INSERT INTO report_booker_facts AS f (day, user_id, account_id, department_id, company_id, tasks)
    SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.created_by, t.account_id, t.department_id, t.company_id,
           sum(t.sign)::int
    FROM (%s) t
    WHERE t.created_by IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(t.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, user_id, account_id, department_id, company_id) DO UPDATE SET tasks = f.tasks + excluded.tasks
  $q$, $q$
    DELETE FROM report_booker_facts f
    WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o)
  $q$);
--> statement-breakpoint
SELECT report_define_follow('report_open_facts_follow', $q$
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
  $q$, $q$
    DELETE FROM report_open_facts f
    WHERE f.tasks = 0 AND f.day IN (SELECT DISTINCT (o.start_date AT TIME ZONE 'UTC')::date FROM old_rows o)
  $q$);
--> statement-breakpoint
SELECT report_define_follow('report_acceptance_days_follow', $q$
    INSERT INTO report_acceptance_days AS f (owner_id, day, bucket, accepted)
    SELECT o.owner_id, (t.start_date AT TIME ZONE 'UTC')::date, t.delay_bucket, sum(t.sign)::int
    FROM (%s) t CROSS JOIN LATERAL (VALUES (t.account_id), (t.company_id)) AS o(owner_id)
    GROUP BY 1, 2, 3
    HAVING sum(t.sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, day, bucket) DO UPDATE SET accepted = f.accepted + excluded.accepted
  $q$, $q$
    DELETE FROM report_acceptance_days f
    WHERE f.accepted = 0 AND (f.owner_id, f.day) IN (
      SELECT x.owner_id, (o.start_date AT TIME ZONE 'UTC')::date
      FROM old_rows o CROSS JOIN LATERAL (VALUES (o.account_id), (o.company_id)) AS x(owner_id))
  $q$);
--> statement-breakpoint
-- report_rep_facts: a statement on task_assignees pairs its links with their tasks; an UPDATE of
-- tasks pairs the tasks with their reps (migration 0012 says why INSERT and DELETE of tasks add
-- nothing here). The two are now functions of their own.
DO $$
DECLARE
  facts text := $q$
    INSERT INTO report_rep_facts AS f (day, user_id, account_id, department_id, company_id, status, tasks, busy_ms)
    SELECT (c.start_date AT TIME ZONE 'UTC')::date, c.user_id, c.account_id, c.department_id, c.company_id, c.status,
           sum(c.sign)::int, sum(c.sign * round(extract(epoch FROM c.end_date - c.start_date) * 1000))::bigint
    FROM (%s) c
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.sign) <> 0 OR sum(c.sign * round(extract(epoch FROM c.end_date - c.start_date) * 1000)) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, user_id, account_id, department_id, company_id, status) DO UPDATE
      SET tasks = f.tasks + excluded.tasks, busy_ms = f.busy_ms + excluded.busy_ms
  $q$;
  task_pair text := 'SELECT %1$s AS sign, a.user_id, r.start_date, r.end_date, r.account_id, r.department_id,
                            r.company_id, r.status FROM %2$I r JOIN task_assignees a ON a.task_id = r.id';
  link_pair text := 'SELECT %1$s AS sign, r.user_id, t.start_date, t.end_date, t.account_id, t.department_id,
                            t.company_id, t.status FROM %2$I r JOIN tasks t ON t.id = r.task_id';
  empty text := 'DELETE FROM report_rep_facts WHERE tasks = 0';
BEGIN
  PERFORM report_define_follow('report_rep_facts_follow_tasks', facts, empty,
    format(task_pair, '1', 'new_rows'),
    format(task_pair, '-1', 'old_rows') || ' UNION ALL ' || format(task_pair, '1', 'new_rows'),
    format(task_pair, '-1', 'old_rows'));
  PERFORM report_define_follow('report_rep_facts_follow', facts, empty,
    format(link_pair, '1', 'new_rows'),
    format(link_pair, '-1', 'old_rows') || ' UNION ALL ' || format(link_pair, '1', 'new_rows'),
    format(link_pair, '-1', 'old_rows'));
END $$;
--> statement-breakpoint
DROP TRIGGER tasks_rep_facts_update ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_rep_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rep_facts_follow_tasks();
--> statement-breakpoint
-- report_product_facts: an UPDATE of tasks (migration 0013) and a statement on task_products,
-- each a function of its own.
DO $$
DECLARE
  facts text := $q$
    INSERT INTO report_product_facts AS f (day, account_id, department_id, company_id, name, cases, quantity, revenue_cents)
    SELECT (c.start_date AT TIME ZONE 'UTC')::date, c.account_id, c.department_id, c.company_id, c.name,
           sum(c.cases)::int, sum(c.quantity)::bigint, sum(c.cents)::bigint
    FROM (%s) c
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.cases) <> 0 OR sum(c.quantity) <> 0 OR sum(c.cents) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, account_id, department_id, company_id, name) DO UPDATE
      SET cases = f.cases + excluded.cases, quantity = f.quantity + excluded.quantity,
          revenue_cents = f.revenue_cents + excluded.revenue_cents
  $q$;
  empty text := 'DELETE FROM report_product_facts WHERE cases = 0';
  of_tasks text := $c$
      SELECT r.start_date, r.account_id, r.department_id, r.company_id, p.name,
             r.sign AS cases, r.sign * sum(p.quantity) AS quantity,
             r.sign * sum(round(p.price * 100)::bigint * p.quantity) AS cents
      FROM (%s) r
      JOIN task_products p ON p.task_id = r.id
      WHERE r.status = 'completed'
      GROUP BY r.sign, r.id, r.start_date, r.account_id, r.department_id, r.company_id, p.name $c$;
  of_lines text := $c$
      WITH lines AS (%s),
      pairs AS (
        SELECT l.task_id, l.name, sum(l.sign * l.quantity) AS quantity, sum(l.sign * l.cents) AS cents,
               sum(l.sign) AS added
        FROM lines l GROUP BY l.task_id, l.name)
      SELECT t.start_date, t.account_id, t.department_id, t.company_id, pr.name,
             (now_lines.n > 0)::int - (now_lines.n - pr.added > 0)::int AS cases, pr.quantity, pr.cents
      FROM pairs pr
      JOIN tasks t ON t.id = pr.task_id AND t.status = 'completed'
      CROSS JOIN LATERAL (SELECT count(*) AS n FROM task_products p WHERE p.task_id = pr.task_id AND p.name = pr.name) now_lines
      $c$;
  line text := 'SELECT %1$s AS sign, %2$s.task_id, %2$s.name, %2$s.quantity,
                       round(%2$s.price * 100)::bigint * %2$s.quantity AS cents FROM %3$I %2$s';
BEGIN
  PERFORM report_define_follow('report_product_facts_follow_tasks', facts, empty,
    format(of_tasks, 'SELECT 1 AS sign, n.* FROM new_rows n'),
    format(of_tasks, 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n'),
    format(of_tasks, 'SELECT -1 AS sign, o.* FROM old_rows o'));
  PERFORM report_define_follow('report_product_facts_follow', facts, empty,
    format(of_lines, format(line, '1', 'n', 'new_rows')),
    format(of_lines, format(line, '-1', 'o', 'old_rows') || ' UNION ALL ' || format(line, '1', 'n', 'new_rows')),
    format(of_lines, format(line, '-1', 'o', 'old_rows')));
END $$;
--> statement-breakpoint
DROP TRIGGER tasks_product_facts_update ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_product_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_product_facts_follow_tasks();
--> statement-breakpoint
-- report_placement_facts (migration 0017): a statement on tasks counts its tasks at their current
-- set of people (a new task at the empty set); a statement on task_assignees moves each task it
-- touched from its set before the statement to its current one.
DO $$
DECLARE
  placed text := 'SELECT %1$s AS sign, r.start_date, r.account_id, r.department_id, r.company_id, r.division_id,
                         r.status, %2$s AS rep_ids FROM %3$I r';
  current_set text := 'coalesce((SELECT array_agg(a.user_id ORDER BY a.user_id) FROM task_assignees a
                                 WHERE a.task_id = r.id), ''{}''::uuid[])';
  none text := 'SELECT NULL::uuid AS task_id, NULL::uuid[] AS ids WHERE false';
  added text := 'SELECT task_id, array_agg(user_id) AS ids FROM new_rows GROUP BY task_id';
  removed text := 'SELECT task_id, array_agg(user_id) AS ids FROM old_rows GROUP BY task_id';
  moved text := $q$
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
  $q$;
  upsert text := report_placement_facts_upsert('%s');
  empty text := 'DELETE FROM report_placement_facts WHERE tasks = 0';
BEGIN
  PERFORM report_define_follow('report_placement_facts_follow_tasks', upsert, empty,
    format(placed, '1', '''{}''::uuid[]', 'new_rows'),
    format(placed, '-1', current_set, 'old_rows') || ' UNION ALL ' || format(placed, '1', current_set, 'new_rows'),
    format(placed, '-1', current_set, 'old_rows'), true);
  PERFORM report_define_follow('report_placement_facts_follow_assignees', upsert, empty,
    format(moved, added, none),
    format(moved, added, removed),
    format(moved, none, removed), true);
END $$;
--> statement-breakpoint
-- report_acceptances (migration 0012): new history lowers each task's first acceptance; an
-- UPDATE or DELETE of history recounts the tasks it touched.
CREATE OR REPLACE FUNCTION report_acceptances_follow_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_acceptances AS r (task_id, account_id, department_id, company_id, start_date, booked_at, accepted_at)
    SELECT t.id, t.account_id, t.department_id, t.company_id, t.start_date, t.created_at, min(h.created_at)
    FROM new_rows h JOIN tasks t ON t.id = h.task_id
    WHERE h.action = 'accept' AND h.to_value = 'assigned'
    GROUP BY t.id
    ORDER BY t.id
    ON CONFLICT (task_id) DO UPDATE SET accepted_at = least(r.accepted_at, excluded.accepted_at);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM report_acceptances WHERE task_id IN (SELECT task_id FROM old_rows UNION SELECT task_id FROM new_rows);
    INSERT INTO report_acceptances AS r (task_id, account_id, department_id, company_id, start_date, booked_at, accepted_at)
    SELECT t.id, t.account_id, t.department_id, t.company_id, t.start_date, t.created_at, min(h.created_at)
    FROM task_history h JOIN tasks t ON t.id = h.task_id
    WHERE h.task_id IN (SELECT task_id FROM old_rows UNION SELECT task_id FROM new_rows)
      AND h.action = 'accept' AND h.to_value = 'assigned'
    GROUP BY t.id
    ORDER BY t.id;
  ELSE
    DELETE FROM report_acceptances WHERE task_id IN (SELECT task_id FROM old_rows);
    INSERT INTO report_acceptances AS r (task_id, account_id, department_id, company_id, start_date, booked_at, accepted_at)
    SELECT t.id, t.account_id, t.department_id, t.company_id, t.start_date, t.created_at, min(h.created_at)
    FROM task_history h JOIN tasks t ON t.id = h.task_id
    WHERE h.task_id IN (SELECT task_id FROM old_rows) AND h.action = 'accept' AND h.to_value = 'assigned'
    GROUP BY t.id
    ORDER BY t.id;
  END IF;
  RETURN NULL;
END $$;
