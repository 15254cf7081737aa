// npm start's own build recorded as published (build-published.ts), on a data folder as npm start keeps it, with a
// stand-in for the build (the real one is the site's whole build; scripts/start.ts runs it): a failed build records
// nothing, a build records the version it read before the rows, and a save during the build stays due. And what the
// end-to-end runs' template records (pglite-template.ts, `published`): the seed as it is.
import { PGlite } from "@electric-sql/pglite";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplate } from "../tests/pglite-template.ts";
import { buildPublished, recordPublished } from "./build-published.ts";
import { pgliteDb, type Db } from "./db.ts";
import { withStartDatabase } from "./read-as-visitor.ts";

const state = (db: Db) =>
  db
    .query<{ content: number; published: number }>(
      "select content_version::int as content, published_version::int as published from private.site_publish",
    )
    .then(([row]) => row!);

describe("npm start's build, recorded as published", () => {
  let dir: string;
  const options = () => ({ dataDir: dir });
  const read = () => withStartDatabase(options(), state);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "solvix-build-published-"));
    // A data folder holding the migrated, seeded database, as npm start's first build leaves it.
    const pg = await PGlite.create(join(dir, "pglite"), { loadDataDir: await pgliteTemplate() });
    await pg.close();
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("records nothing when the build fails: the seed stays due", async () => {
    const before = await read();
    expect(before.content).toBeGreaterThan(before.published);
    expect(await buildPublished(options(), async () => false)).toBeUndefined();
    expect(await read()).toEqual(before);
  });

  it("records the version read before the build once it succeeds: nothing is due", async () => {
    const { content } = await read();
    expect(await buildPublished(options(), async () => true)).toBe(content);
    expect(await read()).toEqual({ content, published: content });
  });

  it("leaves a save made during the build due", async () => {
    const { content } = await read();
    const version = await buildPublished(options(), () =>
      withStartDatabase(options(), async (db) => {
        await db.query("update public.faqs set answer = answer || ' Edited during the build.' where id = 1");
        return true;
      }),
    );
    expect(version).toBe(content);
    expect(await read()).toEqual({ content: content + 1, published: content });
  });
});

it("records the content as it is when no version is given (the end-to-end runs' template)", async () => {
  const pg = await PGlite.create("memory://", { loadDataDir: await pgliteTemplate() });
  try {
    const db = pgliteDb(pg);
    const seeded = await state(db);
    expect(seeded.content).toBeGreaterThan(seeded.published);
    await recordPublished(db);
    expect(await state(db)).toEqual({ content: seeded.content, published: seeded.content });
  } finally {
    await pg.close();
  }
});
