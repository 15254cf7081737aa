-- Every attempt counted first: the functions count a visitor's request with private.take_rate_limit before reading
-- its body (supabase/functions/_shared/attempts.ts), then store it with the limit off. Counted on its own (not inside a
-- store's transaction), two requests of one visitor at once must not both read the same hits and both pass: the
-- counter row is now locked before it is read. Same signature and meaning (true: counted; false: over the limit;
-- p_limit <= 0 switches it off).
create or replace function private.take_rate_limit(p_client_hash text, p_limit integer, p_window_ms integer)
returns boolean language plpgsql security invoker set search_path = '' as $$
declare
  recent timestamptz[];
begin
  if p_limit <= 0 then
    return true;
  end if;
  insert into private.rate_limits (client_hash) values (p_client_hash) on conflict (client_hash) do nothing;
  perform 1 from private.rate_limits r where r.client_hash = p_client_hash for update;
  select coalesce(array_agg(h order by h), '{}') into recent
    from private.rate_limits r, unnest(r.hits[greatest(1, cardinality(r.hits) - p_limit + 1):]) as h
   where r.client_hash = p_client_hash and h > now() - make_interval(secs => p_window_ms / 1000.0);
  if cardinality(recent) >= p_limit then
    return false;
  end if;
  update private.rate_limits
     set hits = (recent || now())[greatest(1, cardinality(recent) + 2 - p_limit):], updated_at = now()
   where client_hash = p_client_hash;
  return true;
end
$$;
revoke all on function private.take_rate_limit(text, integer, integer) from public, anon, authenticated;
