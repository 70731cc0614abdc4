import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Adds `count` tasks spread over the demo hospitals, departments, companies and services, from
 * a year back to a year ahead, in every status, for benchmarks, with what the reports read:
 * bookings by the hospital's schedulers made 2 hours to 6 weeks ahead (created_at; those further
 * ahead some time in the past year), the company's first rep on every task offered or taken, a
 * rep's acceptance in the history of four in five accepted tasks, Patient Survey scores 1–5 on
 * two in three completed tasks and products on half of them. One INSERT … SELECT per batch over
 * generate_series, its related rows written by data-modifying CTEs of the same statement, keeps
 * a million tasks to minutes on PostgreSQL.
 */
export async function seedBulkTasks(db: Db, count: number, onProgress?: (done: number) => void) {
  const batch = 50_000;
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    await db.execute(sql`
      with acc as (
        select a.id as account_id, row_number() over (order by a.id) - 1 as i
        from accounts a where exists (select 1 from departments d where d.account_id = a.id)
      ),
      pairs as (
        select acc.account_id, ac.company_id, s.id as service_id, s.division_id, s.name as service_name,
               row_number() over (order by acc.account_id, s.id) - 1 as i
        from acc
        join account_companies ac on ac.account_id = acc.account_id
        join services s on s.company_id = ac.company_id
      ),
      deps as (
        select d.id as department_id, d.account_id, row_number() over (partition by d.account_id order by d.id) - 1 as i,
               count(*) over (partition by d.account_id) as n
        from departments d
      ),
      reps as (
        select distinct on (u.company_id) u.company_id, u.id as rep_id from users u where u.role = 'rep'
        order by u.company_id, u.id
      ),
      bookers as (
        select u.account_id, array_agg(u.id order by u.id) as ids from users u
        where u.account_id is not null and u.role in ('account_admin', 'master_scheduler', 'scheduler')
        group by u.account_id
      ),
      npairs as (select count(*) as n from pairs),
      g as (
        select gs as k from generate_series(${offset}::bigint, ${offset + size - 1}::bigint) gs
      ),
      r as (
        select g.k, p.account_id, d.department_id, p.company_id, p.service_id, p.service_name, s2.st,
               coalesce(p.division_id, (select cu.id from company_units cu where cu.company_id = p.company_id and cu.level = 'division' limit 1)) as division_id,
               (case when s2.st < now() then (array['completed','completed','cancelled','uncovered'])[1 + (g.k % 4)]
                     else (array['unassigned','pending','assigned','assigned'])[1 + (g.k % 4)] end)::task_status as status
        from g
        cross join npairs
        join pairs p on p.i = g.k % npairs.n
        join deps d on d.account_id = p.account_id and d.i = (g.k / npairs.n) % d.n
        cross join lateral (select now() - interval '365 days' + (interval '1 minute' * ((g.k * 7919) % (730 * 24 * 60)))) as t(st0)
        cross join lateral (select date_trunc('hour', t.st0) + interval '15 minutes' * ((g.k % 4)) as st) as s2
      ),
      ins as (
        insert into tasks (account_id, department_id, company_id, division_id, service_id, name, description,
                           start_date, end_date, time_zone, is_emergency, patient_name, case_number, patient_survey,
                           status, created_at, created_by)
        select r.account_id, r.department_id, r.company_id, r.division_id, r.service_id, r.service_name, '',
               r.st, r.st + interval '1 hour' * (1 + (r.k % 3)), 'America/New_York', (r.k % 13 = 0),
               'Patient ' || r.k, 'BN-' || r.k,
               case when r.status = 'completed' and r.k % 3 <> 0 then (1 + (r.k * 7) % 5)::text else '' end,
               r.status,
               -- Booked 2 hours to 6 weeks ahead; a task further ahead than that, some time in the past year.
               case when r.st - interval '1 hour' * (2 + (r.k * 37) % 1000) < now()
                    then r.st - interval '1 hour' * (2 + (r.k * 37) % 1000)
                    else now() - interval '1 minute' * ((r.k * 7907) % (365 * 24 * 60)) end,
               b.ids[1 + (r.k % cardinality(b.ids))]
        from r left join bookers b on b.account_id = r.account_id
        returning id, company_id, status, start_date, created_at, substring(case_number from 4)::bigint as k
      ),
      assigned as (
        insert into task_assignees (task_id, user_id)
        select ins.id, reps.rep_id from ins join reps on reps.company_id = ins.company_id
        where ins.status in ('pending', 'assigned', 'inprogress', 'completed')
      ),
      accepted as (
        insert into task_history (task_id, actor_id, action, field, from_value, to_value, created_at)
        select ins.id, reps.rep_id, 'accept', 'taskStatus', 'pending', 'assigned',
               least(ins.start_date, now(), ins.created_at + interval '1 minute' * (5 + (ins.k * 53) % 2880))
        from ins join reps on reps.company_id = ins.company_id
        where ins.status in ('assigned', 'inprogress', 'completed') and ins.k % 5 <> 0
      ),
      products as (
        insert into task_products (task_id, no, name, price, quantity)
        select ins.id, n.no, (array['Pacing lead', 'Coronary stent 3.0 mm', 'Bone screw', 'Catheter kit', 'Hernia mesh'])[1 + (ins.k + n.no * 3) % 5],
               (array[1250.00, 980.50, 145.25, 320.00, 610.75])[1 + (ins.k + n.no * 3) % 5], 1 + (ins.k + n.no) % 3
        from ins cross join lateral generate_series(1, 1 + ((ins.k / 2) % 2)::int) as n(no)
        where ins.status = 'completed' and ins.k % 2 = 0
      )
      select count(*) from ins
    `);
    // Statistics after every batch, as autovacuum would keep them (a server may run without it):
    // each batch's triggers then plan their fact updates for the tables as they now are, not as
    // they were when empty. The facts tables are vacuumed too: every task's triggers update their
    // rows in place, and left with the dead versions the next batch walks them (at half a million
    // tasks a batch took four minutes instead of one).
    await db.execute(sql`analyze tasks, task_assignees, task_history, task_products`);
    await db.execute(sql.raw(`vacuum analyze ${FACT_TABLES.join(', ')}`));
    onProgress?.(offset + size);
  }
  // Vacuum as well as analyze: a long-running database has its visibility map set, so the
  // benchmarks read index-only the way production would, not a freshly loaded heap. Every facts
  // table the triggers filled too: left without statistics, the rep and hour facts were read
  // with plans made for empty tables (Most Active reps and Sales Reps at 60 ms instead of 13).
  await db.execute(
    sql.raw(`vacuum analyze tasks, task_assignees, task_history, task_products, ${FACT_TABLES.join(', ')}`),
  );
}

/** The report tables the task triggers keep. */
const FACT_TABLES = [
  'report_task_facts',
  'report_booking_facts',
  'report_rep_facts',
  'report_hour_facts',
  'report_hour_totals',
  'report_acceptances',
  'report_booker_facts',
  'report_product_facts',
  'report_rep_sets',
  'report_placement_facts',
  'report_open_facts',
  'report_acceptance_days',
];

/**
 * Adds `count` tasks to Northside Hospital within the current month (America/New_York): spread
 * evenly over its days, from 07:00 in 15-minute steps, each an hour long, cycling through every
 * status. A crowded month for the calendar benchmark; one INSERT … SELECT.
 */
export async function seedMonthTasks(db: Db, count: number) {
  await db.execute(sql`
    with acc as (
      select a.id as account_id from accounts a where a.name = 'Northside Hospital' order by a.id limit 1
    ),
    pairs as (
      select ac.company_id, s.id as service_id, s.name as service_name,
             coalesce(s.division_id, (select cu.id from company_units cu
                                      where cu.company_id = s.company_id and cu.level = 'division'
                                      order by cu.id limit 1)) as division_id,
             row_number() over (order by ac.company_id, s.id) - 1 as i
      from acc
      join account_companies ac on ac.account_id = acc.account_id
      join services s on s.company_id = ac.company_id
    ),
    npairs as (select count(*) as n from pairs),
    deps as (
      select d.id as department_id, row_number() over (order by d.id) - 1 as i, count(*) over () as n
      from departments d join acc on d.account_id = acc.account_id
    ),
    m as (
      select date_trunc('month', now() at time zone 'America/New_York') as m0,
             extract(day from date_trunc('month', now() at time zone 'America/New_York')
                              + interval '1 month' - interval '1 day')::int as ndays
    ),
    g as (select gs as k from generate_series(0::bigint, ${count - 1}::bigint) gs)
    insert into tasks (account_id, department_id, company_id, division_id, service_id, name, description,
                       start_date, end_date, time_zone, is_emergency, patient_name, case_number, status, created_at)
    select acc.account_id, d.department_id, p.company_id, p.division_id, p.service_id, p.service_name, '',
           s.st, s.st + interval '1 hour', 'America/New_York', (g.k % 13 = 0),
           'Month patient ' || g.k, 'MN-' || g.k,
           (array['unassigned','pending','assigned','inprogress','completed','cancelled','uncovered'])[1 + (g.k % 7)]::task_status,
           now()
    from g
    cross join acc
    cross join m
    cross join npairs
    join pairs p on p.i = g.k % npairs.n
    join deps d on d.i = (g.k / m.ndays) % d.n
    cross join lateral (
      select (m.m0 + interval '1 day' * (g.k % m.ndays) + interval '7 hours'
              + interval '15 minutes' * ((g.k / m.ndays) % 48)) at time zone 'America/New_York' as st
    ) as s
  `);
  await db.execute(sql`
    insert into task_assignees (task_id, user_id)
    select t.id, (select u.id from users u where u.role = 'rep' and u.company_id = t.company_id order by u.id limit 1)
    from tasks t
    where t.status in ('pending', 'assigned', 'inprogress', 'completed') and t.case_number like 'MN-%'
      and not exists (select 1 from task_assignees a where a.task_id = t.id)
      and exists (select 1 from users u where u.role = 'rep' and u.company_id = t.company_id)
  `);
  await db.execute(sql`vacuum analyze tasks, task_assignees`);
}
