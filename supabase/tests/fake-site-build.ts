// A stand-in for the site's build in the publish fault tests (tests/publish-faults.test.ts): run by the local publisher
// (apps/web/server/publish-locally.ts) as its one step. Like the real build it reads the published FAQs from the
// functions (SITE_PUBLISHED_FUNCTIONS_URL) and writes WEB_BUILD_DIR; it takes BUILD_MS, reading halfway through (so a
// database stopped during the build fails it), writes its pid to BUILD_PID_FILE (so a test can kill it), and fails
// while FAIL_FILE exists.
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const env = (name: string) => process.env[name] ?? "";
// Whole or not at all: written beside it, then renamed into place, so the test never reads an empty file.
writeFileSync(`${env("BUILD_PID_FILE")}.${process.pid}`, String(process.pid));
renameSync(`${env("BUILD_PID_FILE")}.${process.pid}`, env("BUILD_PID_FILE"));
const half = Number(env("BUILD_MS") || 1000) / 2;
await new Promise((done) => setTimeout(done, half));
if (existsSync(env("FAIL_FILE"))) {
  console.error("fake build: told to fail");
  process.exit(3);
}
const answer = await fetch(`${env("SITE_PUBLISHED_FUNCTIONS_URL")}/faqs`);
if (!answer.ok) {
  console.error(`fake build: GET /faqs answered ${answer.status}`);
  process.exit(2);
}
const { faqs } = (await answer.json()) as { faqs: { id: number; question: string }[] };
await new Promise((done) => setTimeout(done, half));
mkdirSync(join(env("WEB_BUILD_DIR"), "client"), { recursive: true });
writeFileSync(join(env("WEB_BUILD_DIR"), "client/index.html"), faqs.map((faq) => faq.question).join("\n"));
