-- One rule for who changed a row last and when, for the staff-edited tables with updated_at and updated_by
-- (private.touch_row, on FAQs and positions): a save stamps now() and the caller's sub; a save that changes nothing
-- else keeps both, so it publishes nothing (private.mark_site_changed compares the same way) and the sitemap's lastmod
-- stays. Positions keep their closing rule in a trigger of its own, which runs first (BEFORE triggers fire in name
-- order: positions_closed_at, then positions_touch).
create function private.touch_row() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'updated_at' - 'updated_by') = (to_jsonb(old) - 'updated_at' - 'updated_by') then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.touch_row() from public;

-- A close is dated by the save that made it, whatever time was sent; a position closed again keeps its first closing
-- time.
create function private.positions_closed_at() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if new.closed_at is not null then
    new.closed_at := coalesce(old.closed_at, now());
  end if;
  return new;
end
$$;
revoke all on function private.positions_closed_at() from public;

drop trigger faqs_touch on public.faqs;
create trigger faqs_touch before update on public.faqs
  for each row execute function private.touch_row();

drop trigger positions_touch on public.positions;
create trigger positions_closed_at before update on public.positions
  for each row execute function private.positions_closed_at();
create trigger positions_touch before insert or update on public.positions
  for each row execute function private.touch_row();

drop function private.faqs_touch();
drop function private.positions_touch();
