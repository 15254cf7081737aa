-- Prices staff enter at /staff/pricing (issue 49): "from" prices per role family and staff country, the monthly fee
-- for each team member with the exchange rates (one row), and calculator roles with their sourced salaries. The
-- fields' rules are packages/content/src/pricing-rules.ts (zod, the function's authority; the checks here are loose
-- backstops). The seed holds none of them: the amounts come from the owner.
--   - Visitors (anon) read what is published; editors (app_metadata.role 'editor', or 'editor' among
--     app_metadata.roles) read, add, change and delete every row.
--   - A change marks the site for publishing, as a FAQ's does (private.site_publish).
--   - rates_set_at is the time staff last changed a rate (the database's, not theirs to write).
create table public.pricing_prices (
  id bigint generated always as identity primary key,
  role_family text not null check (char_length(role_family) between 2 and 80),
  country text not null check (country in ('Philippines', 'Indonesia', 'Vietnam', 'India')),
  amount numeric(12, 2) not null check (amount > 0 and amount < 10000000),
  currency text not null check (currency in ('USD', 'SGD', 'AUD')),
  published boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by text,
  unique (role_family, country)
);

create table public.pricing_terms (
  id boolean primary key default true check (id),
  fee_amount numeric(12, 2) check (fee_amount > 0 and fee_amount < 10000000),
  fee_currency text check (fee_currency in ('USD', 'SGD', 'AUD')),
  rate_sgd numeric(12, 4) check (rate_sgd > 0 and rate_sgd < 10000000),
  rate_aud numeric(12, 4) check (rate_aud > 0 and rate_aud < 10000000),
  rates_set_at timestamptz,
  published boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by text,
  check ((fee_amount is null) = (fee_currency is null)),
  check ((rate_sgd is null) = (rate_aud is null) and (rate_sgd is null) = (rates_set_at is null))
);

create table public.calculator_roles (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 2 and 80),
  local_market text not null check (char_length(local_market) between 2 and 80),
  currency text not null check (currency in ('USD', 'SGD', 'AUD')),
  period text not null check (period in ('month', 'year')),
  local_min numeric(12, 2) not null check (local_min > 0),
  local_max numeric(12, 2) not null check (local_max >= local_min and local_max < 10000000),
  remote_min numeric(12, 2) not null check (remote_min > 0),
  remote_max numeric(12, 2) not null check (remote_max >= remote_min and remote_max < local_min),
  source text not null check (char_length(source) between 2 and 200),
  published boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by text
);

comment on table public.pricing_prices is '"From" prices per role family and staff country, a month. Published rows for all.';
comment on table public.pricing_terms is 'The monthly fee per team member and the USD/SGD/AUD rates: one row.';
comment on table public.calculator_roles is 'Roles staff add to the savings calculator, with their sourced salaries.';

alter table public.pricing_prices enable row level security;
alter table public.pricing_terms enable row level security;
alter table public.calculator_roles enable row level security;

revoke all on table public.pricing_prices, public.pricing_terms, public.calculator_roles
  from public, anon, authenticated;
grant select on table public.pricing_prices, public.pricing_terms, public.calculator_roles to anon, authenticated;
grant insert (role_family, country, amount, currency, published), update (role_family, country, amount, currency,
  published), delete on table public.pricing_prices to authenticated;
grant insert (id, fee_amount, fee_currency, rate_sgd, rate_aud, published), update (fee_amount, fee_currency, rate_sgd,
  rate_aud, published) on table public.pricing_terms to authenticated;
grant insert (title, local_market, currency, period, local_min, local_max, remote_min, remote_max, source, published),
  update (title, local_market, currency, period, local_min, local_max, remote_min, remote_max, source, published),
  delete on table public.calculator_roles to authenticated;
grant all on table public.pricing_prices, public.pricing_terms, public.calculator_roles to service_role;

create policy "Everyone reads published prices" on public.pricing_prices for select to anon, authenticated
  using (published or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors add prices" on public.pricing_prices for insert to authenticated
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors change prices" on public.pricing_prices for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))) with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors delete prices" on public.pricing_prices for delete to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

create policy "Everyone reads published terms" on public.pricing_terms for select to anon, authenticated
  using (published or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors add the terms" on public.pricing_terms for insert to authenticated
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors change the terms" on public.pricing_terms for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))) with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

create policy "Everyone reads published calculator roles" on public.calculator_roles for select to anon, authenticated
  using (published or ((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors add calculator roles" on public.calculator_roles for insert to authenticated
  with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors change calculator roles" on public.calculator_roles for update to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false))) with check (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));
create policy "Editors delete calculator roles" on public.calculator_roles for delete to authenticated
  using (((auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
    or coalesce((auth.jwt() -> 'app_metadata' -> 'roles') ? 'editor', false)));

-- Before a save: when and who; the rates' time when a rate changed.
create function private.pricing_touch() returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  if tg_table_name = 'pricing_terms' then
    if new.rate_sgd is null then
      new.rates_set_at := null;
    elsif tg_op = 'INSERT' or new.rate_sgd is distinct from old.rate_sgd or new.rate_aud is distinct from old.rate_aud
    then
      new.rates_set_at := now();
    else
      new.rates_set_at := old.rates_set_at;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.pricing_touch() from public;

create trigger pricing_prices_touch before insert or update on public.pricing_prices
  for each row execute function private.pricing_touch();
create trigger pricing_terms_touch before insert or update on public.pricing_terms
  for each row execute function private.pricing_touch();
create trigger calculator_roles_touch before insert or update on public.calculator_roles
  for each row execute function private.pricing_touch();

-- A change is published as a change of FAQs is (private.site_publish, 20261126100000_site_publish.sql).
create trigger pricing_prices_mark_site_changed after insert or update or delete on public.pricing_prices
  for each row execute function private.mark_site_changed();
create trigger pricing_terms_mark_site_changed after insert or update on public.pricing_terms
  for each row execute function private.mark_site_changed();
create trigger calculator_roles_mark_site_changed after insert or update or delete on public.calculator_roles
  for each row execute function private.mark_site_changed();
