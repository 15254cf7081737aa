-- Who may apply to a position and on what terms (issue 50). `countries`: the ISO codes of the countries candidates
-- may live in (positionCountries in packages/content/src/position-rules.ts), by default the four staff countries;
-- the function refuses an application from any other. The salary range (all four columns or none), benefits,
-- working hours and time zone are optional: the page and JobPosting show only what is set. The function (zod) is the
-- authority on the limits; these checks keep the rows sane whatever writes them.
alter table public.positions
  add column countries text[] not null default array['PH', 'ID', 'VN', 'IN']
    check (cardinality(countries) between 1 and 7 and countries <@ array['PH', 'ID', 'VN', 'IN', 'SG', 'MY', 'TH']
           and array_position(countries, null) is null),
  add column salary_currency text check (salary_currency in ('USD', 'SGD', 'PHP', 'IDR', 'VND', 'INR', 'MYR', 'THB')),
  add column salary_min bigint check (salary_min > 0),
  add column salary_max bigint check (salary_max > 0),
  add column salary_unit text check (salary_unit in ('MONTH', 'YEAR')),
  add column benefits text check (char_length(benefits) between 1 and 600),
  add column hours text check (char_length(hours) between 1 and 120 and hours !~ '[\r\n]'),
  add column time_zone text check (char_length(time_zone) between 1 and 80 and time_zone !~ '[\r\n]'),
  add constraint positions_salary_whole check (
    (salary_currency is null and salary_min is null and salary_max is null and salary_unit is null)
    or (salary_currency is not null and salary_min is not null and salary_max is not null and salary_unit is not null
        and salary_min <= salary_max)
  );

grant select (countries, salary_currency, salary_min, salary_max, salary_unit, benefits, hours, time_zone)
  on table public.positions to anon, authenticated;
grant insert (countries, salary_currency, salary_min, salary_max, salary_unit, benefits, hours, time_zone)
  on table public.positions to authenticated;
grant update (countries, salary_currency, salary_min, salary_max, salary_unit, benefits, hours, time_zone)
  on table public.positions to authenticated;
