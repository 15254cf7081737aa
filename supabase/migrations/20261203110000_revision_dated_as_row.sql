-- A version in an article's or case study's history is dated as its row is. content_record (20261129130000_articles.sql)
-- wrote each revision with saved_at's default, now(): right for an editor's save (content_touch stamps the row with
-- now() too), but the seed's rows keep the date of the content they come from, so the desks listed the seeded article
-- as "Changed 1 Jul 2025" while its history's one version said the day the database was seeded. The row's own stamp,
-- which the snapshot holds, dates every revision from now on; the seed's versions already written are dated so too.
create function private.content_revision_dated() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.saved_at := coalesce((new.snapshot ->> 'updated_at')::timestamptz, new.saved_at);
  return new;
end
$$;
revoke all on function private.content_revision_dated() from public;

create trigger content_revisions_dated before insert on public.content_revisions
  for each row execute function private.content_revision_dated();

update public.content_revisions set saved_at = (snapshot ->> 'updated_at')::timestamptz
  where saved_by is null and snapshot ? 'updated_at';
