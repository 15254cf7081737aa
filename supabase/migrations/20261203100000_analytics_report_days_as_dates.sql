-- The dashboard's days as dates. The report's `daily` rows took their day from generate_series over the range, which
-- counts in timestamps with time zone: each day reached the staff analytics page as "2026-11-04T00:00:00+00:00" (in the
-- chart's labels, the table's Day column and its CSV), where every other day of the report, the range and the page's
-- address are dates ("2026-11-04"). The function is unchanged but for that cast (d.day::date); it is redefined whole
-- because SQL functions are replaced whole.
create or replace function public.analytics_report(p_from date, p_to date, p_top integer default 20) returns jsonb
language sql stable security definer set search_path = '' as $$
  with allowed as (
    select (auth.jwt() -> 'app_metadata' ->> 'role') = 'marketing'
      or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'marketing', false)
      or auth.jwt() ->> 'role' = 'service_role' as ok
  ), today as (
    select private.analytics_today() as day
  ), live as (
    -- The days read from raw events: today, and yesterday while it is not yet rolled up.
    select l.day from today t, allowed a, lateral (
      select t.day union all
      select t.day - 1 where not exists (select 1 from private.analytics_rolled r where r.day = t.day - 1)
    ) l(day)
    where a.ok and l.day between p_from and p_to
  ), visits as (
    select v.* from public.analytics_daily_visits v, allowed a
    where a.ok and v.day between p_from and p_to and v.day not in (select day from live)
    union all
    select v.* from live l, private.analytics_visits_of(l.day) v
  ), pages as (
    select p.* from public.analytics_daily_pages p, allowed a
    where a.ok and p.day between p_from and p_to and p.day not in (select day from live)
    union all
    select p.* from live l, private.analytics_pages_of(l.day) p
  ), events as (
    select e.* from public.analytics_daily_events e, allowed a
    where a.ok and e.day between p_from and p_to and e.day not in (select day from live)
    union all
    select e.* from live l, private.analytics_events_of(l.day) e
  )
  select jsonb_build_object(
    'totals', (select jsonb_build_object('visitors', coalesce(sum(visitors), 0), 'pageviews', coalesce(sum(pageviews), 0),
      'contacts', coalesce(sum(contacts), 0), 'enquiries', coalesce(sum(enquiries), 0),
      'applications', coalesce(sum(applications), 0), 'bookings', coalesce(sum(bookings), 0)) from visits),
    'daily', coalesce((select jsonb_agg(jsonb_build_object('day', d.day::date, 'visitors', coalesce(v.visitors, 0),
        'pageviews', coalesce(v.pageviews, 0)) order by d.day)
      from generate_series(p_from, p_to, interval '1 day') as d(day)
      left join (select day, sum(visitors) as visitors, sum(pageviews) as pageviews from visits group by day) v
        on v.day = d.day::date), '[]'),
    'landings', coalesce((select jsonb_agg(to_jsonb(t)) from (
      select landing as key, sum(visitors) as visitors, sum(pageviews) as pageviews, sum(contacts) as contacts,
        sum(enquiries) as enquiries, sum(applications) as applications, sum(bookings) as bookings
      from visits group by landing order by sum(visitors) desc, landing limit p_top) t), '[]'),
    'sources', coalesce((select jsonb_agg(to_jsonb(t)) from (
      select source as key, sum(visitors) as visitors, sum(pageviews) as pageviews, sum(contacts) as contacts,
        sum(enquiries) as enquiries, sum(applications) as applications, sum(bookings) as bookings
      from visits group by source order by sum(visitors) desc, source limit p_top) t), '[]'),
    'campaigns', coalesce((select jsonb_agg(to_jsonb(t)) from (
      select campaign as key, sum(visitors) as visitors, sum(pageviews) as pageviews, sum(contacts) as contacts,
        sum(enquiries) as enquiries, sum(applications) as applications, sum(bookings) as bookings
      from visits where campaign <> '' group by campaign order by sum(visitors) desc, campaign limit p_top) t), '[]'),
    'devices', coalesce((select jsonb_agg(to_jsonb(t)) from (
      select device as key, sum(visitors) as visitors, sum(pageviews) as pageviews
      from visits group by device order by sum(visitors) desc, device) t), '[]'),
    'pages', coalesce((select jsonb_agg(to_jsonb(t)) from (
      select path as key, sum(pageviews) as pageviews, sum(visitors) as visitors
      from pages group by path order by sum(pageviews) desc, path limit p_top) t), '[]'),
    'events', coalesce((select jsonb_agg(to_jsonb(t)) from (
      select name, detail, sum(events) as events, sum(visitors) as visitors
      from events group by name, detail order by name, detail) t), '[]')
  )
$$;
revoke all on function public.analytics_report from public, anon;
grant execute on function public.analytics_report to authenticated, service_role;
