-- custom:
-- The product facts of a task update (migration 0021) joined the statement's tasks to
-- task_products. Its plan is now made once per connection and kept, and on a small table (the
-- demo data's 700 lines) PostgreSQL reads the whole table for it: kept by a connection while the
-- table grows, that read would come back on every task update (the embedded engine analyzes
-- nothing by itself). Each task's lines are now looked up by its id (a lateral subquery), which
-- reads the task's own lines through the primary key whatever the table's size. Same counts.
SELECT report_define_follow('report_product_facts_follow_tasks', $q$
    INSERT INTO report_product_facts AS f (day, account_id, department_id, company_id, name, cases, quantity, revenue_cents)
    SELECT (c.start_date AT TIME ZONE 'UTC')::date, c.account_id, c.department_id, c.company_id, c.name,
           sum(c.cases)::int, sum(c.quantity)::bigint, sum(c.cents)::bigint
    FROM (
      SELECT r.start_date, r.account_id, r.department_id, r.company_id, p.name,
             r.sign AS cases, r.sign * p.quantity AS quantity, r.sign * p.cents AS cents
      FROM (%s) r
      CROSS JOIN LATERAL (
        SELECT l.name, sum(l.quantity) AS quantity, sum(round(l.price * 100)::bigint * l.quantity) AS cents
        FROM task_products l WHERE l.task_id = r.id GROUP BY l.name
      ) p
      WHERE r.status = 'completed'
    ) c
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.cases) <> 0 OR sum(c.quantity) <> 0 OR sum(c.cents) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, account_id, department_id, company_id, name) DO UPDATE
      SET cases = f.cases + excluded.cases, quantity = f.quantity + excluded.quantity,
          revenue_cents = f.revenue_cents + excluded.revenue_cents
  $q$, 'DELETE FROM report_product_facts WHERE cases = 0');
