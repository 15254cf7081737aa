-- Every mail once, two holes closed (issue 44: a fault run under load mailed one notification twice, with the same
-- Message-ID, after a database stop):
--   * begin_send read whether the message was sent (notified_at) under its lock, but only to decide whether the send
--     was in doubt: a message recorded as sent after the caller's claim read the row (its sender's record landing
--     late, after the database came back) was begun and sent again. A message recorded as sent is now never begun:
--     go and in_doubt both false, and the caller goes on to the next message;
--   * a sender's "surely not sent" (notification_not_sent, acknowledgement_not_sent) cleared the attempt whoever had
--     begun it: a sender that lost its lease could clear the attempt of the one that took the row over, whose send
--     was then no longer in doubt for the next. It now clears only while the caller still holds the lease.
-- Unchanged otherwise: a send is recorded whoever holds the row by then.

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
  -- Recorded as sent after the caller's claim read the row: nothing to send (go and in_doubt both false).
  if done is not null then
    in_doubt := false;
    go := false;
    message_id := recorded_id;
    return next;
    return;
  end if;
  -- The caller's own earlier call (same lease, same new Message-ID): nothing was sent yet.
  in_doubt := previous is not null and recorded_id is distinct from p_message_id;
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
  -- Recorded as sent after the caller's claim read the row: nothing to send (go and in_doubt both false).
  if done is not null then
    in_doubt := false;
    go := false;
    message_id := recorded_id;
    return next;
    return;
  end if;
  -- The caller's own earlier call (same lease, same new Message-ID): nothing was sent yet.
  in_doubt := previous is not null and recorded_id is distinct from p_message_id;
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

create or replace function private.mark_sent(p_id bigint, p_lease_token uuid, p_message text) returns boolean
language plpgsql security invoker set search_path = '' as $$
declare
  holder uuid;
begin
  update public.enquiries e set
    notified_at = case when p_message = 'notification' then coalesce(e.notified_at, now()) else e.notified_at end,
    acknowledged_at =
      case when p_message = 'acknowledgement' then coalesce(e.acknowledged_at, now()) else e.acknowledged_at end,
    acknowledgement_skipped =
      case when p_message = 'acknowledgement_undeliverable' then 'undeliverable' else e.acknowledgement_skipped end,
    notification_attempted_at = case when p_message = 'notification_not_sent' and e.lease_token = p_lease_token
      then null else e.notification_attempted_at end,
    acknowledgement_attempted_at = case when p_message = 'acknowledgement_not_sent' and e.lease_token = p_lease_token
      then null else e.acknowledgement_attempted_at end
   where e.id = p_id and e.status = 'pending'
  returning e.lease_token into holder;
  return found and holder is not distinct from p_lease_token;
end
$$;

create or replace function private.mark_application_sent(p_id bigint, p_lease_token uuid, p_message text) returns boolean
language plpgsql security invoker set search_path = '' as $$
declare
  holder uuid;
begin
  update public.applications a set
    notified_at = case when p_message = 'notification' then coalesce(a.notified_at, now()) else a.notified_at end,
    acknowledged_at =
      case when p_message = 'acknowledgement' then coalesce(a.acknowledged_at, now()) else a.acknowledged_at end,
    acknowledgement_skipped =
      case when p_message = 'acknowledgement_undeliverable' then 'undeliverable' else a.acknowledgement_skipped end,
    notification_attempted_at = case when p_message = 'notification_not_sent' and a.lease_token = p_lease_token
      then null else a.notification_attempted_at end,
    acknowledgement_attempted_at = case when p_message = 'acknowledgement_not_sent' and a.lease_token = p_lease_token
      then null else a.acknowledgement_attempted_at end
   where a.id = p_id and a.status = 'pending'
  returning a.lease_token into holder;
  return found and holder is not distinct from p_lease_token;
end
$$;
