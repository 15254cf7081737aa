-- An application's acknowledgement is held back only to protect a stranger's inbox, never for the network it came
-- from (issue 50). The acknowledgement carries nothing the sender chose but a plain first name, so it cannot relay a
-- message; what is left to prevent is a flood, to one address or from the site:
--   * recipient_daily: at most p_ack_per_recipient_day (1) per address a day: a candidate's first acknowledgement of
--     the day always passes this rule, a second application that day gets none (the sent page says so);
--   * site_hourly: at most p_ack_site_hour (30) an hour for the whole site, a circuit breaker against a mass run.
-- The per-client-address ceiling (client_hourly) no longer applies to applications: candidates on one mobile network
-- share its addresses, and one client's applications are already bounded by the attempt limit (counted before the
-- body is read) and each needs a CV that passes the content check. Enquiries keep their client ceiling.
-- A duplicate (the same idempotency key) now answers with the stored application's id and acknowledgement state, so
-- a retried form says the same thing as its first answer.
drop function private.submit_application(
  uuid, text, text, text, text, text, text, text, text, text, text, text, text, bytea, integer, integer, integer,
  integer, integer, integer
);

create function private.submit_application(
  p_idempotency_key uuid,
  p_client_hash text,
  p_position_slug text,
  p_category text,
  p_name text,
  p_email text,
  p_country text,
  p_phone text,
  p_profile_url text,
  p_note text,
  p_file_name text,
  p_media_type text,
  p_sha256 text,
  p_content bytea,
  p_limit integer,
  p_window_ms integer,
  p_lease_ms integer,
  p_ack_per_recipient_day integer,
  p_ack_site_hour integer,
  out outcome text,
  out application_id bigint,
  out created_at timestamptz,
  out lease_token uuid,
  out acknowledgement_skipped text
) language plpgsql security invoker set search_path = '' as $$
begin
  select a.id, a.acknowledgement_skipped into application_id, acknowledgement_skipped
    from public.applications a where a.idempotency_key = p_idempotency_key;
  if found then
    outcome := 'duplicate';
    return;
  end if;
  -- Serialises one client's submissions (the counter row's lock lasts to the end of the transaction).
  if not private.take_rate_limit(p_client_hash, p_limit, p_window_ms) then
    outcome := 'rate_limited';
    return;
  end if;

  perform pg_advisory_xact_lock(hashtext('private.application_acknowledgements'));
  if (select count(*) from public.applications a
       where private.normalized_email(a.email) = private.normalized_email(p_email)
         and a.acknowledgement_skipped is null and a.created_at > now() - interval '1 day')
     >= greatest(p_ack_per_recipient_day, 0) then
    acknowledgement_skipped := 'recipient_daily';
  elsif (select count(*) from public.applications a
          where a.acknowledgement_skipped is null and a.created_at > now() - interval '1 hour')
        >= greatest(p_ack_site_hour, 0) then
    acknowledgement_skipped := 'site_hourly';
  end if;

  insert into public.applications as a (
    idempotency_key, client_hash, position_slug, category, name, email, country, phone, profile_url, note,
    attempts, next_attempt_at, lease_token, acknowledgement_skipped
  ) values (
    p_idempotency_key, p_client_hash, p_position_slug, p_category, p_name, p_email, p_country,
    nullif(p_phone, ''), nullif(p_profile_url, ''), p_note,
    1, now() + make_interval(secs => p_lease_ms / 1000.0), gen_random_uuid(), submit_application.acknowledgement_skipped
  )
  on conflict (idempotency_key) do nothing
  returning a.id, a.created_at, a.lease_token into application_id, created_at, lease_token;
  if application_id is null then
    -- A concurrent twin stored it first: answer with its state.
    select a.id, a.acknowledgement_skipped into application_id, acknowledgement_skipped
      from public.applications a where a.idempotency_key = p_idempotency_key;
    outcome := 'duplicate';
    return;
  end if;
  insert into public.application_files (application_id, file_name, media_type, size, sha256, content)
  values (application_id, p_file_name, p_media_type, octet_length(p_content), p_sha256, p_content);
  outcome := 'created';
end
$$;

revoke all on function private.submit_application from public, anon, authenticated;
