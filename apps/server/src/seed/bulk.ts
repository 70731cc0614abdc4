import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Adds `count` tasks spread over the demo hospitals, departments, companies and services, from
 * a year back to a year ahead, in every status, for benchmarks. One INSERT … SELECT per batch
 * over generate_series keeps a million rows to minutes on PostgreSQL.
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
        select u.id as rep_id, u.company_id from users u where u.role = 'rep'
      ),
      npairs as (select count(*) as n from pairs),
      g as (
        select gs as k from generate_series(${offset}::bigint, ${offset + size - 1}::bigint) gs
      )
      insert into tasks (account_id, department_id, company_id, division_id, service_id, name, description,
                         start_date, end_date, time_zone, is_emergency, patient_name, case_number, status, created_at)
      select p.account_id, d.department_id, p.company_id, coalesce(p.division_id, (select cu.id from company_units cu where cu.company_id = p.company_id and cu.level = 'division' limit 1)),
             p.service_id, p.service_name, '',
             st, st + interval '1 hour' * (1 + (g.k % 3)), 'America/New_York', (g.k % 13 = 0),
             'Patient ' || g.k, 'BN-' || g.k,
             (case when st < now() then (array['completed','completed','cancelled','uncovered'])[1 + (g.k % 4)]
                   else (array['unassigned','pending','assigned','assigned'])[1 + (g.k % 4)] end)::task_status,
             now()
      from g
      cross join npairs
      join pairs p on p.i = g.k % npairs.n
      join deps d on d.account_id = p.account_id and d.i = (g.k / npairs.n) % d.n
      cross join lateral (select now() - interval '365 days' + (interval '1 minute' * ((g.k * 7919) % (730 * 24 * 60)))) as t(st0)
      cross join lateral (select date_trunc('hour', t.st0) + interval '15 minutes' * ((g.k % 4)) as st) as s2
    `);
    onProgress?.(offset + size);
  }
  await db.execute(sql`
    insert into task_assignees (task_id, user_id)
    select t.id, (select u.id from users u where u.role = 'rep' and u.company_id = t.company_id order by u.id limit 1)
    from tasks t
    where t.status in ('pending', 'assigned', 'inprogress', 'completed') and t.patient_name like 'Patient %'
      and not exists (select 1 from task_assignees a where a.task_id = t.id)
      and exists (select 1 from users u where u.role = 'rep' and u.company_id = t.company_id)
  `);
  // Vacuum as well as analyze: a long-running database has its visibility map set, so the
  // benchmarks read index-only the way production would, not a freshly loaded heap.
  await db.execute(sql`vacuum analyze tasks, task_assignees`);
}

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
