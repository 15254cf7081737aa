// A host's build reports what it published (supabase/functions/_shared/deploy-hook.ts): run around the build command,
//   node supabase/scripts/report-published.ts begin && <the build> && node supabase/scripts/report-published.ts done \
//     || node supabase/scripts/report-published.ts failed
// `begin` reads the content version (GET /functions/v1/faqs answers it with the rows) before the build reads the rows,
// into .publish-version; `done` reports that version published, `failed` reports the build failed (the change stays
// due and is built again after a back-off). Needs SITE_SUPABASE_URL, SITE_SUPABASE_ANON_KEY and SITE_PUBLISH_SECRET
// (the functions' secret of the same name). Exits 1 when the report could not be made (`done`: the build is then
// tried again later, as if it had failed).
import { readFileSync, writeFileSync } from "node:fs";

const [step] = process.argv.slice(2);
const base = `${(process.env.SITE_SUPABASE_URL ?? "").replace(/\/$/, "")}/functions/v1/faqs`;
const versionFile = ".publish-version";

async function report(body: object): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await fetch(`${base}/publish-report`, {
      method: "POST",
      headers: { authorization: `Bearer ${process.env.SITE_PUBLISH_SECRET ?? ""}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (answer?.ok) return;
    console.error(`report-published: the report was answered ${answer?.status ?? "with no answer"}`);
    await new Promise((done) => setTimeout(done, attempt * 2000));
  }
  process.exit(1);
}

if (step === "begin") {
  const answer = await fetch(base, { headers: { apikey: process.env.SITE_SUPABASE_ANON_KEY ?? "" } });
  const text = await answer.text();
  const contentVersion = answer.ok ? (JSON.parse(text) as { contentVersion?: unknown }).contentVersion : undefined;
  if (typeof contentVersion !== "number") {
    console.error(
      `report-published: GET /faqs answered ${answer.status} without a content version: ${text.slice(0, 200)}`,
    );
    process.exit(1);
  }
  writeFileSync(versionFile, String(contentVersion));
} else if (step === "done" || step === "failed") {
  const version = Number(readFileSync(versionFile, "utf8"));
  await report(step === "done" ? { version, ok: true } : { version, ok: false, error: "the host's build failed" });
} else {
  console.error("usage: report-published.ts begin|done|failed");
  process.exit(2);
}
