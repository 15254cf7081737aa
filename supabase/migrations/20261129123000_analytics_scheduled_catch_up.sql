-- Analytics off the dashboard's request path (issue 47): the report no longer rolls anything up. The scheduled path
-- (send-contact-email's retry: every minute on Supabase, every few seconds locally) runs private.analytics_catch_up,
-- which rolls each finished day up once and deletes what is past its time. The report reads the daily tables for days
-- rolled up and aggregates the rest directly from raw events (today, and yesterday until the catch-up after midnight
-- has rolled it up): the (day, visitor, at) index holds one day's events together, so today's figures are live and a
-- report never waits for a roll-up. Today is no longer rolled up: nothing reads a partial day from the daily tables.

-- One day's figures as the daily tables hold them: what the roll-up stores and what the report reads for today.
create function private.analytics_visits_of(p_day date) returns setof public.analytics_daily_visits
language sql stable security definer set search_path = '' as $$
  select p_day, l.path, l.source, l.campaign, l.device, count(*)::integer, sum(v.pageviews)::integer,
    (count(*) filter (where v.contact))::integer, (count(*) filter (where v.enquiry))::integer,
    (count(*) filter (where v.application))::integer, (count(*) filter (where v.booking))::integer
  from (
    select distinct on (e.visitor) e.visitor, e.path, e.device, coalesce(e.utm_campaign, '') as campaign,
      coalesce(e.utm_source, regexp_replace(e.referrer, '^https?://(www\.)?', ''), '') as source
    from public.analytics_events e
    where e.day = p_day
    order by e.visitor, e.name = 'pageview' desc, e.landing desc, e.at, e.id
  ) l
  join (
    select e.visitor, count(*) filter (where e.name = 'pageview') as pageviews,
      bool_or(e.name = 'pageview' and e.path = '/contact') as contact,
      bool_or(e.name = 'enquiry_sent') as enquiry,
      bool_or(e.name = 'application_sent') as application,
      bool_or(e.name = 'booking') as booking
    from public.analytics_events e
    where e.day = p_day
    group by e.visitor
  ) v on v.visitor = l.visitor
  group by l.path, l.source, l.campaign, l.device
$$;

create function private.analytics_pages_of(p_day date) returns setof public.analytics_daily_pages
language sql stable security definer set search_path = '' as $$
  select p_day, e.path, count(*)::integer, count(distinct e.visitor)::integer
  from public.analytics_events e
  where e.day = p_day and e.name = 'pageview'
  group by e.path
$$;

create function private.analytics_events_of(p_day date) returns setof public.analytics_daily_events
language sql stable security definer set search_path = '' as $$
  select p_day, e.name, coalesce(e.props ->> 'place', ''), count(*)::integer, count(distinct e.visitor)::integer
  from public.analytics_events e
  where e.day = p_day and e.name <> 'pageview'
  group by e.name, coalesce(e.props ->> 'place', '')
$$;

create or replace function private.analytics_roll_up(p_day date) returns void language plpgsql security definer
set search_path = '' as $$
begin
  delete from public.analytics_daily_visits where day = p_day;
  delete from public.analytics_daily_pages where day = p_day;
  delete from public.analytics_daily_events where day = p_day;
  insert into public.analytics_daily_visits select * from private.analytics_visits_of(p_day);
  insert into public.analytics_daily_pages select * from private.analytics_pages_of(p_day);
  insert into public.analytics_daily_events select * from private.analytics_events_of(p_day);
end
$$;

-- Finished days are found by probing the index once per day held (a loose index scan), not by reading every raw event.
-- Today is left to the report (it reads today's raw events).
create or replace function private.analytics_catch_up(p_keep_days integer) returns void language plpgsql
security definer set search_path = '' as $$
declare
  today date := private.analytics_today();
  d date;
begin
  -- One catch-up at a time (overlapping scheduled calls may meet).
  perform pg_advisory_xact_lock(hashtext('private.analytics_catch_up'));
  for d in
    with recursive held(day) as (
      select min(e.day) from public.analytics_events e where e.day < today
      union all
      select (select min(e.day) from public.analytics_events e where e.day > held.day and e.day < today)
      from held where held.day is not null
    )
    select h.day from held h
    where h.day is not null and not exists (select 1 from private.analytics_rolled r where r.day = h.day)
  loop
    perform private.analytics_roll_up(d);
    insert into private.analytics_rolled (day) values (d) on conflict (day) do nothing;
  end loop;
  delete from public.analytics_events where day < today - p_keep_days;
  delete from private.analytics_salts where day < today;
  delete from private.analytics_flood where minute < date_trunc('minute', now());
end
$$;

revoke all on function private.analytics_visits_of, private.analytics_pages_of, private.analytics_events_of
  from public, anon, authenticated;

-- The dashboard's figures for a range of days: days rolled up from the daily tables, today (and yesterday until it is
-- rolled up) from their raw events. Security
-- definer (it reads today's raw events), so it applies the daily tables' rule itself: only a caller whose
-- app_metadata.role is 'marketing' (or who holds it among app_metadata.roles), or the service role, reads figures; any
-- other caller gets an empty report. Top lists are cut at p_top rows.
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
    'daily', coalesce((select jsonb_agg(jsonb_build_object('day', d.day, 'visitors', coalesce(v.visitors, 0),
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
