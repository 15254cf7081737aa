-- Applications get the enquiries' failure alert (20261126090000_enquiry_delivery_once.sql): each application whose
-- mails ended 'failed' is announced to staff once, by one alert mail listing them, and re-queueing clears the mark so
-- that a later failure alerts again.

alter table public.applications add column failure_alerted_at timestamptz;

comment on column public.applications.failure_alerted_at is
  'When staff were alerted that this application''s e-mails failed (once per failure; re-queueing clears it).';

create index applications_failed_unalerted_idx on public.applications (id)
  where status = 'failed' and failure_alerted_at is null;

-- Claim up to p_limit failed applications staff have not been alerted of (marked at once: an alert goes out at most
-- once; private.release_application_failure_alerts gives them back when the alert could not be sent).
create function private.claim_application_failure_alerts(p_limit integer)
returns setof public.applications language sql security invoker set search_path = '' as $$
  update public.applications a set failure_alerted_at = now()
   where a.id in (
     select d.id from public.applications d
      where d.status = 'failed' and d.failure_alerted_at is null
      order by d.id
      limit p_limit
      for update skip locked
   )
  returning a.*;
$$;

create function private.release_application_failure_alerts(p_ids bigint[]) returns void
language sql security invoker set search_path = '' as $$
  update public.applications a set failure_alerted_at = null where a.id = any(p_ids) and a.status = 'failed';
$$;

-- Staff: put failed applications (all, or the given ids) back in the delivery queue with a fresh attempt budget; a new
-- failure alerts again.
--   select private.requeue_applications();            select private.requeue_applications(array[42, 43]);
create or replace function private.requeue_applications(p_ids bigint[] default null) returns integer
language sql security invoker set search_path = '' as $$
  with requeued as (
    update public.applications a
       set status = 'pending', failed_at = null, attempts = 0, next_attempt_at = now(), lease_token = null,
           failure_alerted_at = null
     where a.status = 'failed' and (p_ids is null or a.id = any(p_ids))
    returning 1
  )
  select count(*)::integer from requeued;
$$;

revoke all on function private.claim_application_failure_alerts, private.release_application_failure_alerts,
  private.requeue_applications
  from public, anon, authenticated;
