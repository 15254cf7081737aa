-- The fill time of an enquiry as a signal, never a reason to refuse it: a browser's or password manager's autofill
-- lets a person send the form within seconds, so an enquiry sent faster than MIN_FILL_MS is stored like any other
-- and marked for staff review (review_reason = 'fast_fill'). Staff find them with
--   select id, created_at, fill_ms from public.enquiries where review_reason is not null order by id;

alter table public.enquiries
  -- Milliseconds from the form being shown to the enquiry arriving; null when nobody could know (a post from the
  -- static page without JavaScript) or the visitor's clock was ahead of ours.
  add column fill_ms integer check (fill_ms >= 0),
  -- Why staff should look at this enquiry before trusting it (null: no reason). 'fast_fill': sent sooner than
  -- MIN_FILL_MS after the form was shown.
  add column review_reason text check (review_reason in ('fast_fill'));

comment on column public.enquiries.fill_ms is
  'Milliseconds between the form being shown and the enquiry arriving (null: unknown). A signal only: nothing is refused for it.';
comment on column public.enquiries.review_reason is
  'Why staff should review this enquiry (fast_fill: sent sooner than MIN_FILL_MS); it was stored and mailed all the same.';
