-- Every mail once when the database stops or restarts (issue 34):
--   * an enquiry and its fill-time signal are stored by one statement (private.submit_enquiry with p_fill_ms and
--     p_review_reason), not by a client-side transaction: postgres.js 3.4.9 answers a connection closed inside
--     sql.begin() with a ROLLBACK written to the closed socket, an uncaught TypeError that ended the whole functions
--     process (porsager/postgres#1154, #1208), and with it every delivery between its send and its record;
--   * a send in doubt is left to its sender for a lease after its attempt or after the database (re)started, whichever
--     is later: a sender keeps trying to record its send while the database is away, and records it within moments of
--     the restart however long the outage lasted, before any other attempt may send it again;
--   * a send in doubt that this very attempt began (the reply to begin_send was lost, so the caller retried it and has
--     sent nothing yet: the Message-ID it offers is the one recorded) goes ahead at once.

create function private.submit_enquiry(
  p_idempotency_key uuid,
  p_client_hash text,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_contact_number text,
  p_company text,
  p_message text,
  p_limit integer,
  p_window_ms integer,
  p_lease_ms integer,
  p_ack_per_recipient_day integer,
  p_ack_per_client_hour integer,
  p_ack_site_hour integer,
  p_fill_ms integer,
  p_review_reason text,
  out outcome text,
  out enquiry_id bigint,
  out created_at timestamptz,
  out lease_token uuid,
  out acknowledgement_skipped text
) language plpgsql security invoker set search_path = '' as $$
begin
  select s.outcome, s.enquiry_id, s.created_at, s.lease_token, s.acknowledgement_skipped
    into outcome, enquiry_id, created_at, lease_token, acknowledgement_skipped
    from private.submit_enquiry(
      p_idempotency_key, p_client_hash, p_first_name, p_last_name, p_email, p_contact_number, p_company, p_message,
      p_limit, p_window_ms, p_lease_ms, p_ack_per_recipient_day, p_ack_per_client_hour, p_ack_site_hour
    ) as s;
  if outcome = 'created' and (p_fill_ms is not null or p_review_reason is not null) then
    update public.enquiries e set fill_ms = p_fill_ms, review_reason = p_review_reason where e.id = enquiry_id;
  end if;
end
$$;

-- When another attempt may send a message whose send is in doubt: a lease (p_wait_ms) after the later of its attempt
-- and the database's start (a restart may have kept its sender from recording it all along).
create function private.doubt_ends(p_attempted timestamptz, p_wait_ms integer) returns timestamptz
language sql stable set search_path = '' as $$
  select greatest(p_attempted, pg_catalog.pg_postmaster_start_time()) + make_interval(secs => p_wait_ms / 1000.0);
$$;

create or replace function private.begin_send(
  p_id bigint, p_lease_token uuid, p_message text, p_message_id text, p_doubt_wait_ms integer
) returns table (message_id text, in_doubt boolean, go boolean)
language plpgsql security invoker set search_path = '' as $$
declare
  previous timestamptz;
  done timestamptz;
  recorded_id text;
begin
  if p_message not in ('notification', 'acknowledgement') then
    raise exception 'unknown message %', p_message;
  end if;
  select case when p_message = 'notification' then e.notification_attempted_at else e.acknowledgement_attempted_at end,
         case when p_message = 'notification' then e.notified_at else e.acknowledged_at end,
         case when p_message = 'notification' then e.notification_message_id else e.acknowledgement_message_id end
    into previous, done, recorded_id
    from public.enquiries e
   where e.id = p_id and e.lease_token = p_lease_token and e.status = 'pending'
     for update;
  if not found then
    return;
  end if;
  -- The caller's own earlier call (same lease, same new Message-ID): nothing was sent yet.
  in_doubt := previous is not null and done is null and recorded_id is distinct from p_message_id;
  go := not (in_doubt and private.doubt_ends(previous, p_doubt_wait_ms) > now());
  if go then
    update public.enquiries e set
      notification_message_id = case when p_message = 'notification'
        then coalesce(e.notification_message_id, p_message_id) else e.notification_message_id end,
      acknowledgement_message_id = case when p_message = 'acknowledgement'
        then coalesce(e.acknowledgement_message_id, p_message_id) else e.acknowledgement_message_id end,
      notification_attempted_at =
        case when p_message = 'notification' then now() else e.notification_attempted_at end,
      acknowledgement_attempted_at =
        case when p_message = 'acknowledgement' then now() else e.acknowledgement_attempted_at end
     where e.id = p_id;
  end if;
  select case when p_message = 'notification' then e.notification_message_id else e.acknowledgement_message_id end
    into message_id from public.enquiries e where e.id = p_id;
  return next;
end
$$;

create or replace function private.begin_application_send(
  p_id bigint, p_lease_token uuid, p_message text, p_message_id text, p_doubt_wait_ms integer
) returns table (message_id text, in_doubt boolean, go boolean)
language plpgsql security invoker set search_path = '' as $$
declare
  previous timestamptz;
  done timestamptz;
  recorded_id text;
begin
  if p_message not in ('notification', 'acknowledgement') then
    raise exception 'unknown message %', p_message;
  end if;
  select case when p_message = 'notification' then a.notification_attempted_at else a.acknowledgement_attempted_at end,
         case when p_message = 'notification' then a.notified_at else a.acknowledged_at end,
         case when p_message = 'notification' then a.notification_message_id else a.acknowledgement_message_id end
    into previous, done, recorded_id
    from public.applications a
   where a.id = p_id and a.lease_token = p_lease_token and a.status = 'pending'
     for update;
  if not found then
    return;
  end if;
  in_doubt := previous is not null and done is null and recorded_id is distinct from p_message_id;
  go := not (in_doubt and private.doubt_ends(previous, p_doubt_wait_ms) > now());
  if go then
    update public.applications a set
      notification_message_id = case when p_message = 'notification'
        then coalesce(a.notification_message_id, p_message_id) else a.notification_message_id end,
      acknowledgement_message_id = case when p_message = 'acknowledgement'
        then coalesce(a.acknowledgement_message_id, p_message_id) else a.acknowledgement_message_id end,
      notification_attempted_at =
        case when p_message = 'notification' then now() else a.notification_attempted_at end,
      acknowledgement_attempted_at =
        case when p_message = 'acknowledgement' then now() else a.acknowledgement_attempted_at end
     where a.id = p_id;
  end if;
  select case when p_message = 'notification' then a.notification_message_id else a.acknowledgement_message_id end
    into message_id from public.applications a where a.id = p_id;
  return next;
end
$$;

revoke all on function
  private.submit_enquiry(
    uuid, text, text, text, text, text, text, text, integer, integer, integer, integer, integer, integer, integer, text
  ),
  private.doubt_ends, private.begin_send, private.begin_application_send
  from public, anon, authenticated;
