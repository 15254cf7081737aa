-- Cookieless first-party analytics (issue 47). The collect function writes raw events: a path of the site, the
-- referrer's origin, the UTM parameters, a device class, the event's name and a few properties, and a visitor hash:
-- sha-256 of a salt of the day, the client address and the user agent. The salt is random, made on the day's first
-- event and deleted once the day is over (private.analytics_salts), so a hash cannot be linked across days and no
-- address is ever stored. Raw events are rolled up by day into the analytics_daily_* tables the dashboard reads, and
-- deleted after the retention period (private.analytics_catch_up). Days are Singapore days (the company's).
-- Only the function's own role writes; staff whose app_metadata.role is 'marketing' (or who hold it among
-- app_metadata.roles) read the daily tables; nobody but the function's role reads the raw events.

create function private.analytics_today() returns date language sql stable set search_path = '' as $$
  select (now() at time zone 'Asia/Singapore')::date
$$;

create table private.analytics_salts (
  day date primary key,
  salt bytea not null check (octet_length(salt) = 32)
);

-- The salt of today, made by the first caller of the day; every older one is deleted in the same statement.
create function private.analytics_salt() returns bytea language plpgsql security definer set search_path = '' as $$
declare
  today date := private.analytics_today();
  result bytea;
begin
  delete from private.analytics_salts where day < today;
  insert into private.analytics_salts (day, salt) values (today, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())) on conflict (day) do nothing;
  select salt into result from private.analytics_salts where day = today;
  return result;
end
$$;

create table public.analytics_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  day date not null default private.analytics_today(),
  visitor text not null check (visitor ~ '^[0-9a-f]{32}$'),
  name text not null check (name in ('pageview', 'enquiry_sent', 'application_sent', 'booking', 'email', 'phone',
    'calculator', 'search', 'cta')),
  path text not null check (path ~ '^/[a-z0-9/._-]*$' and char_length(path) <= 200),
  -- The first page of a document load that came from elsewhere (or from nowhere): a visit's landing page.
  landing boolean not null default false,
  -- The origin of an external referrer; null when none or the site's own.
  referrer text check (char_length(referrer) <= 200),
  utm_source text check (char_length(utm_source) <= 100),
  utm_medium text check (char_length(utm_medium) <= 100),
  utm_campaign text check (char_length(utm_campaign) <= 100),
  utm_term text check (char_length(utm_term) <= 100),
  utm_content text check (char_length(utm_content) <= 100),
  device text not null check (device in ('phone', 'tablet', 'desktop')),
  props jsonb not null default '{}' check (jsonb_typeof(props) = 'object' and octet_length(props::text) <= 512)
);
create index analytics_events_day_visitor_idx on public.analytics_events (day, visitor, at);

comment on table public.analytics_events is
  'Raw analytics events (no address, no cookie; a visitor hash salted per day). Written by the collect function only.';

-- One client's events per minute: the collect function refuses the ones over its bound.
create table private.analytics_flood (
  visitor text not null,
  minute timestamptz not null,
  events integer not null,
  primary key (visitor, minute)
);

-- Stores one event unless its visitor already sent p_limit this minute; returns whether it was stored.
create function private.analytics_collect(
  p_visitor text, p_name text, p_path text, p_landing boolean, p_referrer text, p_utm jsonb, p_device text,
  p_props jsonb, p_limit integer
) returns boolean language plpgsql security definer set search_path = '' as $$
declare
  taken integer;
begin
  insert into private.analytics_flood as f (visitor, minute, events)
    values (p_visitor, date_trunc('minute', now()), 1)
    on conflict (visitor, minute) do update set events = f.events + 1
    returning events into taken;
  if taken > p_limit then
    return false;
  end if;
  insert into public.analytics_events (visitor, name, path, landing, referrer, utm_source, utm_medium, utm_campaign,
    utm_term, utm_content, device, props)
  values (p_visitor, p_name, p_path, p_landing, p_referrer, p_utm ->> 'utm_source', p_utm ->> 'utm_medium',
    p_utm ->> 'utm_campaign', p_utm ->> 'utm_term', p_utm ->> 'utm_content', p_device, p_props);
  return true;
end
$$;

-- One row per day, landing page, source, campaign and device: the visitors who landed so, their page views, and how
-- many of them reached the contact page, sent an enquiry, sent an application, followed the booking link.
create table public.analytics_daily_visits (
  day date not null,
  landing text not null,
  -- utm_source, else the referrer's host, else '' (direct).
  source text not null,
  campaign text not null,
  device text not null,
  visitors integer not null,
  pageviews integer not null,
  contacts integer not null,
  enquiries integer not null,
  applications integer not null,
  bookings integer not null,
  primary key (day, landing, source, campaign, device)
);

create table public.analytics_daily_pages (
  day date not null,
  path text not null,
  pageviews integer not null,
  visitors integer not null,
  primary key (day, path)
);

-- Events other than page views by day, name and detail (the call to action's place).
create table public.analytics_daily_events (
  day date not null,
  name text not null,
  detail text not null,
  events integer not null,
  visitors integer not null,
  primary key (day, name, detail)
);

-- Days rolled up for good (the day was over when they were rolled up): never rolled up again.
create table private.analytics_rolled (day date primary key, rolled_at timestamptz not null default now());

create function private.analytics_roll_up(p_day date) returns void language plpgsql security definer
set search_path = '' as $$
begin
  delete from public.analytics_daily_visits where day = p_day;
  delete from public.analytics_daily_pages where day = p_day;
  delete from public.analytics_daily_events where day = p_day;

  insert into public.analytics_daily_visits
  select p_day, l.path, l.source, l.campaign, l.device, count(*), sum(v.pageviews), count(*) filter (where v.contact),
    count(*) filter (where v.enquiry), count(*) filter (where v.application), count(*) filter (where v.booking)
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
  group by l.path, l.source, l.campaign, l.device;

  insert into public.analytics_daily_pages
  select p_day, e.path, count(*), count(distinct e.visitor)
  from public.analytics_events e
  where e.day = p_day and e.name = 'pageview'
  group by e.path;

  insert into public.analytics_daily_events
  select p_day, e.name, coalesce(e.props ->> 'place', ''), count(*), count(distinct e.visitor)
  from public.analytics_events e
  where e.day = p_day and e.name <> 'pageview'
  group by e.name, coalesce(e.props ->> 'place', '');
end
$$;

-- Rolls up today and every past day not yet rolled up for good, then deletes what is past its time: raw events older
-- than p_keep_days, salts of past days, flood counts of past minutes. Run by the dashboard's report and on a schedule.
create function private.analytics_catch_up(p_keep_days integer) returns void language plpgsql security definer
set search_path = '' as $$
declare
  today date := private.analytics_today();
  d date;
begin
  -- One catch-up at a time (the dashboard and the schedule may meet).
  perform pg_advisory_xact_lock(hashtext('private.analytics_catch_up'));
  for d in
    select distinct e.day from public.analytics_events e
    where e.day < today and not exists (select 1 from private.analytics_rolled r where r.day = e.day)
  loop
    perform private.analytics_roll_up(d);
    insert into private.analytics_rolled (day) values (d) on conflict (day) do nothing;
  end loop;
  perform private.analytics_roll_up(today);
  delete from public.analytics_events where day < today - p_keep_days;
  delete from private.analytics_salts where day < today;
  delete from private.analytics_flood where minute < date_trunc('minute', now());
end
$$;

alter table public.analytics_events enable row level security;
alter table public.analytics_daily_visits enable row level security;
alter table public.analytics_daily_pages enable row level security;
alter table public.analytics_daily_events enable row level security;

revoke all on table public.analytics_events, public.analytics_daily_visits, public.analytics_daily_pages,
  public.analytics_daily_events from public, anon, authenticated;
grant all on table public.analytics_events, public.analytics_daily_visits, public.analytics_daily_pages,
  public.analytics_daily_events to service_role;
grant select on table public.analytics_daily_visits, public.analytics_daily_pages, public.analytics_daily_events
  to authenticated;

create policy "Marketing reads daily visits" on public.analytics_daily_visits for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'marketing'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'marketing', false));
create policy "Marketing reads daily pages" on public.analytics_daily_pages for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'marketing'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'marketing', false));
create policy "Marketing reads daily events" on public.analytics_daily_events for select to authenticated
  using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'marketing'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'marketing', false));

revoke all on function private.analytics_today, private.analytics_salt, private.analytics_collect,
  private.analytics_roll_up, private.analytics_catch_up from public, anon, authenticated;

-- The dashboard's figures for a range of days, as the caller may read them (security invoker: row-level security
-- decides; a caller who is not marketing reads empty tables). Top lists are cut at p_top rows.
create function public.analytics_report(p_from date, p_to date, p_top integer default 20) returns jsonb
language sql stable security invoker set search_path = '' as $$
  with visits as (
    select * from public.analytics_daily_visits where day between p_from and p_to
  ), pages as (
    select * from public.analytics_daily_pages where day between p_from and p_to
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
      from public.analytics_daily_events where day between p_from and p_to
      group by name, detail order by name, detail) t), '[]')
  )
$$;
revoke all on function public.analytics_report from public, anon;
grant execute on function public.analytics_report to authenticated, service_role;
