// Benchmark (not a test): the analytics dashboard's report over a range of 90 days holding N raw events (default one
// million), on PGlite (in memory) and on a throw-away Postgres 15 (when installed). Events are generated in SQL: 90
// days, a few thousand visitors a day, 40 pages, 8 sources, 5 campaigns, 3 devices, a conversion now and then. The
// scheduled catch-up rolls every past day up once, then the report of the 90 days and of the 90 days before (what
// GET /collect/report reads: past days from the roll-up, today from its raw events) runs R times as a marketing user,
// each load right after 100 new events of today (the first load after new events), then R times with nothing new,
// then R times with yesterday not yet rolled up (the minute after midnight). Prints the scheduled catch-up's times
// (off the request path) and the report's median and worst per database.
//   node supabase/bench/analytics.ts [N=1000000] [R=7]
import { PGlite } from "@electric-sql/pglite";
import { pgliteDb, postgresDb, type Db } from "../local/db.ts";
import { prepareDatabase } from "../local/migrate.ts";
import { createDatabase, hasPostgres15, startPostgres15 } from "../tests/postgres15.ts";

const [total = 1_000_000, runs = 7] = process.argv.slice(2).map(Number);
const marketing = JSON.stringify({ sub: "bench", role: "authenticated", app_metadata: { role: "marketing" } });

/** N events over the 90 days before today (today holds 1/90 of them too), in batches of 100,000 rows. */
async function generate(db: Db) {
  const batch = 100_000;
  for (let done = 0; done < total; done += batch) await insertEvents(db, done, Math.min(batch, total - done));
}

/** Events numbered from..from+size-1; with today set, all of them today (the events a dashboard load finds new). */
async function insertEvents(db: Db, from: number, size: number, today = false) {
  await db.query(
    `insert into public.analytics_events (at, day, visitor, name, path, landing, referrer, utm_source, utm_campaign,
         device, props)
       select now(), d, md5((d::text || (i % 3000)::text)), n, p, i % 5 = 0,
         case when i % 5 = 0 and i % 3 = 0 then 'https://www.google.com' end,
         case when i % 5 = 0 and i % 4 = 0 then (array['linkedin','newsletter','facebook','x'])[1 + i % 4] end,
         case when i % 5 = 0 and i % 7 = 0 then (array['spring','eor','webinar','q4','brand'])[1 + i % 5] end,
         (array['phone','desktop','desktop','tablet'])[1 + i % 4],
         case when n = 'cta' then jsonb_build_object('place', (array['header','hero','band'])[1 + i % 3]) else '{}' end
       from (
         select g as i, private.analytics_today() - case when $3::boolean then 0 else g % 90 end as d,
           case when g % 97 = 0 then 'enquiry_sent' when g % 89 = 0 then 'cta' when g % 83 = 0 then 'calculator'
                when g % 211 = 0 then 'application_sent' when g % 199 = 0 then 'booking' else 'pageview' end as n,
           case when g % 13 = 0 then '/contact' else '/page-' || (g % 40) end as p
         from generate_series($1::int, $2::int) as g
       ) s`,
    [from, from + size - 1, today],
  );
}

const ms = (start: number) => performance.now() - start;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One dashboard load: the report of the 90 days to today and the 90 before, as a marketing user. */
async function report(db: Db, day: string) {
  const start = performance.now();
  const rows = await db.transaction(async (q) => {
    await q("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
      marketing,
    ]);
    return q<{ r: { totals: { visitors: number } } }>(
      `select public.analytics_report($1::date - 89, $1::date) as r,
              public.analytics_report($1::date - 179, $1::date - 90) as p`,
      [day],
    );
  });
  return { ms: ms(start), visitors: rows[0]!.r.totals.visitors };
}

const figures = (times: number[]) => `median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`;

async function bench(name: string, db: Db) {
  await prepareDatabase(db);
  let start = performance.now();
  await generate(db);
  const generated = ms(start);
  // The scheduled path (send-contact-email's retry): every past day once, then a later run with nothing to roll up.
  start = performance.now();
  await db.query("select private.analytics_catch_up(400)");
  const rolled = ms(start);
  start = performance.now();
  await db.query("select private.analytics_catch_up(400)");
  const scheduled = ms(start);
  const [{ today: day }] = (await db.query<{ today: string }>("select private.analytics_today()::text as today")) as [
    { today: string },
  ];
  // Each load right after new events of today (the first load that finds them), then loads with nothing new.
  const afterNew: number[] = [];
  for (let run = 0; run < runs; run++) {
    await insertEvents(db, total + run * 100, 100, true);
    afterNew.push((await report(db, day)).ms);
  }
  const steady: number[] = [];
  let visitors = 0;
  for (let run = 0; run < runs; run++) {
    const load = await report(db, day);
    steady.push(load.ms);
    visitors = load.visitors;
  }
  // Just after midnight, until the next catch-up: yesterday (as many events as today) is read from raw events too.
  await db.query("delete from private.analytics_rolled where day = $1::date - 1", [day]);
  const midnight: number[] = [];
  for (let run = 0; run < runs; run++) midnight.push((await report(db, day)).ms);
  await db.query("insert into private.analytics_rolled (day) values ($1::date - 1)", [day]);
  const [{ n, today }] = (await db.query<{ n: number; today: number }>(
    "select count(*)::int as n, count(*) filter (where day = private.analytics_today())::int as today from public.analytics_events",
  )) as [{ n: number; today: number }];
  console.log(
    `${name}: ${n.toLocaleString("en")} raw events (${today.toLocaleString("en")} today) generated in ` +
      `${(generated / 1000).toFixed(1)} s. Scheduled catch-up (off the request path): 91 days ` +
      `${(rolled / 1000).toFixed(1)} s, then ${scheduled.toFixed(0)} ms a run. Report of 90 days + the 90 before, ` +
      `${runs} loads each: right after 100 new events ${figures(afterNew)}; nothing new ${figures(steady)}; ` +
      `yesterday not yet rolled up ${figures(midnight)}; every load ${figures([...afterNew, ...steady, ...midnight])} (${visitors.toLocaleString("en")} visitor-days)`,
  );
}

const pglite = pgliteDb(await PGlite.create(), { closeWith: true });
await bench("PGlite", pglite);
await pglite.close();
if (hasPostgres15) {
  const server = await startPostgres15();
  const db = postgresDb(await createDatabase(server.url, "analytics_bench"));
  try {
    await bench("Postgres 15", db);
  } finally {
    await db.close();
    await server.stop();
  }
} else {
  console.log("Postgres 15: not installed (POSTGRES15_BIN), skipped");
}
