CREATE TABLE "report_product_facts" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cases" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "report_product_facts_key" UNIQUE("day","account_id","department_id","company_id","name")
);
--> statement-breakpoint
CREATE INDEX "report_product_facts_account_day_idx" ON "report_product_facts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "report_product_facts_company_day_idx" ON "report_product_facts" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "report_product_facts_empty_idx" ON "report_product_facts" USING btree ("day") WHERE "report_product_facts"."cases" = 0;--> statement-breakpoint
-- custom:
-- report_product_facts follows the products of completed tasks. A statement on task_products
-- adds, per (task, product name) it touched, the difference of quantity and revenue, and a case
-- when the task has the name now but had not before (or the reverse): how many lines of that
-- name the task had before is the count now, less the statement's new lines, plus its old ones.
-- An UPDATE of tasks adds the old rows' products negatively and the new rows' positively (only
-- completed tasks count; an update that changes nothing counted nets to nothing). A DELETE of
-- tasks is taken row by row BEFORE the delete, while the products are still there: the cascade
-- that then removes them finds no task to join and adds nothing. Rows that fall to no case go
-- (a partial index finds them).
CREATE OR REPLACE FUNCTION report_product_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_TABLE_NAME = 'tasks' THEN
    changed := $c$
      SELECT r.start_date, r.account_id, r.department_id, r.company_id, p.name,
             r.sign AS cases, r.sign * sum(p.quantity) AS quantity,
             r.sign * sum(round(p.price * 100)::bigint * p.quantity) AS cents
      FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) r
      JOIN task_products p ON p.task_id = r.id
      WHERE r.status = 'completed'
      GROUP BY r.sign, r.id, r.start_date, r.account_id, r.department_id, r.company_id, p.name $c$;
  ELSE
    changed := format($c$
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
      $c$, CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.task_id, n.name, n.quantity, round(n.price * 100)::bigint * n.quantity AS cents FROM new_rows n'
        WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.task_id, o.name, o.quantity, round(o.price * 100)::bigint * o.quantity AS cents FROM old_rows o'
        ELSE 'SELECT -1 AS sign, o.task_id, o.name, o.quantity, round(o.price * 100)::bigint * o.quantity AS cents FROM old_rows o
              UNION ALL SELECT 1, n.task_id, n.name, n.quantity, round(n.price * 100)::bigint * n.quantity FROM new_rows n' END);
  END IF;
  EXECUTE format($q$
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
  $q$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_product_facts WHERE cases = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_product_facts_forget_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'completed' THEN
    INSERT INTO report_product_facts AS f (day, account_id, department_id, company_id, name, cases, quantity, revenue_cents)
    SELECT (OLD.start_date AT TIME ZONE 'UTC')::date, OLD.account_id, OLD.department_id, OLD.company_id, p.name,
           -1, -sum(p.quantity)::bigint, -sum(round(p.price * 100)::bigint * p.quantity)::bigint
    FROM task_products p WHERE p.task_id = OLD.id
    GROUP BY p.name
    ORDER BY p.name
    ON CONFLICT (day, account_id, department_id, company_id, name) DO UPDATE
      SET cases = f.cases + excluded.cases, quantity = f.quantity + excluded.quantity,
          revenue_cents = f.revenue_cents + excluded.revenue_cents;
    DELETE FROM report_product_facts WHERE cases = 0;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
INSERT INTO report_product_facts (day, account_id, department_id, company_id, name, cases, quantity, revenue_cents)
SELECT (t.start_date AT TIME ZONE 'UTC')::date, t.account_id, t.department_id, t.company_id, p.name,
       count(DISTINCT t.id)::int, sum(p.quantity)::bigint, sum(round(p.price * 100)::bigint * p.quantity)::bigint
FROM task_products p JOIN tasks t ON t.id = p.task_id
WHERE t.status = 'completed'
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER tasks_product_facts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_product_facts_follow();
--> statement-breakpoint
CREATE TRIGGER tasks_product_facts_delete BEFORE DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION report_product_facts_forget_task();
--> statement-breakpoint
CREATE TRIGGER tasks_product_facts_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_product_facts');
--> statement-breakpoint
CREATE TRIGGER task_products_product_facts_insert AFTER INSERT ON task_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_product_facts_follow();
--> statement-breakpoint
CREATE TRIGGER task_products_product_facts_update AFTER UPDATE ON task_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_product_facts_follow();
--> statement-breakpoint
CREATE TRIGGER task_products_product_facts_delete AFTER DELETE ON task_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_product_facts_follow();
--> statement-breakpoint
CREATE TRIGGER task_products_product_facts_truncate AFTER TRUNCATE ON task_products
  FOR EACH STATEMENT EXECUTE FUNCTION report_task_facts_clear('report_product_facts');
