-- A proof item's picture (issue 49): one of the images uploaded for that same item (public.images, owner kind
-- 'proof', 20261129160000_images.sql: POST /articles/images/proof/<id>), or none. Visitors, and so the build, read
-- the image once the item is published (private.image_owner_live). It replaces the free-text reference of
-- 20261129180000_proof.sql, which nothing used.
alter table public.proof_items drop column image;
alter table public.proof_items
  add column image_owner_kind text not null generated always as ('proof') stored,
  add column image_id bigint,
  add constraint proof_items_image foreign key (image_id, image_owner_kind, id)
    references public.images (id, owner_kind, owner_id);
grant select (image_id) on table public.proof_items to anon;
grant insert (image_id), update (image_id) on table public.proof_items to authenticated;
