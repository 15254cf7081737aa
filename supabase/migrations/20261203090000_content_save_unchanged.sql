-- A save of an article or case study that changes nothing keeps who changed it last and when, as private.touch_row
-- does for FAQs and positions (20261129150000_one_touch_rule.sql), and adds no revision. The desk saves every field
-- of the form, so an editor's Save without an edit restamped updated_at: the next build (whatever else it published)
-- gave the page a new dateModified and the sitemap a new lastmod for words that had not changed, and the history a
-- save that was none. A save that changes any field is stamped and kept as before; an insert is unchanged.
create or replace function private.content_touch() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if new.state = 'published' and new.first_published_at is null then
    new.first_published_at := coalesce(new.publish_at, now());
  end if;
  if tg_op = 'UPDATE' then
    new.first_published_at := coalesce(old.first_published_at, new.first_published_at);
    -- image_owner_kind is a generated column, not yet computed in a BEFORE trigger (null in new).
    if (to_jsonb(new) - 'updated_at' - 'updated_by' - 'image_owner_kind')
       = (to_jsonb(old) - 'updated_at' - 'updated_by' - 'image_owner_kind') then
      new.updated_at := old.updated_at;
      new.updated_by := old.updated_by;
      return new;
    end if;
  end if;
  -- A row the seed inserts (no caller) keeps the date it was given: the date of the content it comes from.
  if tg_op = 'UPDATE' or auth.jwt() ->> 'sub' is not null then
    new.updated_at := now();
  end if;
  new.updated_by := auth.jwt() ->> 'sub';
  return new;
end
$$;
revoke all on function private.content_touch() from public;

-- The history: an update that changed nothing (content_touch kept the stamps too) records no revision and leaves the
-- retired addresses as they are. Postgres's own idiom, a WHEN clause on the row (an insert always records).
drop trigger articles_record on public.articles;
drop trigger case_studies_record on public.case_studies;
create trigger articles_record after insert on public.articles
  for each row execute function private.content_record();
create trigger articles_record_update after update on public.articles
  for each row when (old.* is distinct from new.*) execute function private.content_record();
create trigger case_studies_record after insert on public.case_studies
  for each row execute function private.content_record();
create trigger case_studies_record_update after update on public.case_studies
  for each row when (old.* is distinct from new.*) execute function private.content_record();
