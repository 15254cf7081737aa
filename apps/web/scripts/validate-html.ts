/**
 * The Nu HTML Checker (npm `vnu-jar`, on the machine's Java) over every HTML file of the build, in one Java run:
 * prints each error with its file and line, the count per file, and fails on any error. Used by `npm test`.
 * The checker also validates each page's inline stylesheet, with a CSS grammar older than some of what the site's
 * stylesheet uses, and does not know HTML's "expect" link type yet: exactly those messages (listed below, each about
 * valid CSS or HTML) are counted apart, not as errors.
 *
 *   node apps/web/scripts/validate-html.ts
 */
import { execFile } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { promisify } from "node:util";

const client = new URL("../build/client/", import.meta.url).pathname;
// The package ships the checker itself; its own wrapper would try to download a Java runtime.
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith(".html")) yield path;
  }
}

interface Message {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  /** The source around the error, the flagged part marked by `hiliteStart` and `hiliteLength`. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

const files = [...htmlFiles(client)];
if (files.length === 0) {
  console.error(`validate-html: no HTML files in ${client} — build first.`);
  process.exit(1);
}
const started = Date.now();
// vnu exits 1 when it reports errors; its JSON report (on stderr) is what counts. The JVM compiles with its quick
// compiler only (TieredStopAtLevel=1): a run of seconds gains nothing from the optimising one, which took half the
// gate's CPU (23 core-seconds against 11, the same 9-10 s). Its larger frames need a larger thread stack for the
// checker's schema (the default 1 MB overflows: "requires a java thread stack size of at least 512k").
const { stderr } = await promisify(execFile)(
  "java",
  ["-XX:TieredStopAtLevel=1", "-Xss4m", "-jar", vnu, "--errors-only", "--format", "json", ...files],
  {
    maxBuffer: 64 * 1024 * 1024,
  },
).catch((error: { stderr?: string; message: string }) => {
  if (error.stderr?.trimStart().startsWith("{")) return { stderr: error.stderr };
  console.error(`validate-html: the checker did not run: ${error.message}`);
  process.exit(1);
});
/** Valid CSS the checker's CSS grammar does not know yet. */
const checkerCssGaps = [
  // Registered custom properties (CSS Properties and Values API), how Tailwind gives its variables initial values.
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  // Asked inside an `@supports` condition, which is there to test whether the browser knows the property.
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  // A custom property is a valid `transition-property` value (a <custom-ident>).
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.?$/,
];
/**
 * `blocking="render"` on a `<link rel="expect">` (HTML's "expect" link type, which holds rendering until the element
 * it names is parsed: app/root.tsx `PaintedWhole`). The checker still allows `blocking` on stylesheet links only, so
 * this message is set aside only when the element it flags is such an expect link.
 */
const expectLinkMessage =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.?$/;
const isExpectLink = (m: Message) =>
  expectLinkMessage.test(m.message) &&
  /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/.test(
    m.extract?.slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? 0)) ?? "",
  );
const reported = (JSON.parse(stderr) as { messages: Message[] }).messages.filter((m) => m.type === "error");
const setAside = reported.filter((m) => checkerCssGaps.some((gap) => gap.test(m.message)) || isExpectLink(m));
const errors = reported.filter((m) => !setAside.includes(m));
const perFile = new Map<string, number>();
for (const error of errors) {
  const file = relative(client, new URL(error.url).pathname);
  perFile.set(file, (perFile.get(file) ?? 0) + 1);
  console.log(`  ${file}:${error.lastLine ?? "?"}  ${error.message}`);
}
for (const [file, count] of perFile) console.log(`  ${String(count).padStart(4)} errors  ${file}`);
console.log(
  `validate-html: ${files.length} HTML files, ${errors.length} errors (Nu HTML Checker, ${((Date.now() - started) / 1000).toFixed(1)} s); ${setAside.filter((m) => !isExpectLink(m)).length} messages about valid CSS the checker does not know (@property, margin-trim in @supports, custom properties in transition-property) and ${setAside.filter(isExpectLink).length} about the render-blocking expect link set aside`,
);
process.exit(errors.length === 0 ? 0 : 1);
