/**
 * Mozilla's HTTP Observatory (npm `@mdn/mdn-http-observatory`: its own retriever and ALL_TESTS, scored as its scanner
 * scores) against the built site on the project's server, behind a TLS front with a certificate made for this run.
 * Prints each test's result and the score; fails below 125. Used by `npm test`.
 *
 * Plain HTTP is not served in this run, so the redirection test reads "no HTTP": redirecting HTTP to HTTPS, the
 * certificate and the HSTS preload list are the host's (docs/deploying.md).
 *
 *   node apps/web/scripts/observatory.ts
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpsServer } from "node:https";
import { request, type Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { selfSignedCertificate, type Certificate } from "../../../scripts/certificate.ts";
import { freePort } from "../../../scripts/free-port.ts";
import { createSiteServer, listen } from "../server/serve.ts";

export const MINIMUM_SCORE = 125;
const packageDir = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));

interface TestResult {
  name: string;
  pass: boolean;
  result: string;
  modifier: number;
}

/** Runs in a child process whose NODE_EXTRA_CA_CERTS trusts this run's certificate. */
async function analyze(hostname: string, httpsPort: number, httpPort: number): Promise<void> {
  const load = (path: string) => import(join(packageDir, path));
  const { retrieve } = await load("src/retriever/retriever.js");
  const { ALL_TESTS } = await load("src/constants.js");
  const { getScoreModifier, getGradeForScore } = await load("src/grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("src/grader/charts.js");
  const requests = await retrieve(hostname, { httpsPort, httpPort });
  if (!requests.responses.auto) throw new Error("the site did not answer over HTTPS");
  const tests: TestResult[] = (
    ALL_TESTS as ((r: unknown) => { result: string; pass: boolean; constructor: { name: string } })[]
  ).map((test) => {
    const output = test(requests);
    return {
      name: output.constructor.name,
      pass: output.pass,
      result: output.result,
      modifier: getScoreModifier(output.result) as number,
    };
  });
  // As the Observatory's scanner: bonuses count only when the score without them is at least an A.
  const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : uncurved;
  const { grade } = getGradeForScore(score) as { grade: string };
  const verified = Boolean(requests.responses.https?.verified);
  console.log(JSON.stringify({ score, grade, verified, tests }));
}

/** The TLS front: every request passed to the site server as it came, every answer passed back as it went. */
function tlsFront(certificate: Certificate, upstreamPort: number) {
  return createHttpsServer(certificate, (req, res) => {
    const outgoing = request(
      { host: "127.0.0.1", port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => res.destroy());
    req.pipe(outgoing);
  });
}

async function main(): Promise<number> {
  // The package's install script downloads Chromium's preload list; here the list is empty: no test host is on it.
  const preload = join(packageDir, "conf/hsts-preload.json");
  if (!existsSync(preload)) {
    mkdirSync(dirname(preload), { recursive: true });
    writeFileSync(preload, "{}\n");
  }
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  let site: Server | undefined;
  let front: ReturnType<typeof tlsFront> | undefined;
  try {
    const certificate = await selfSignedCertificate();
    // The analyzer trusts this run's certificate through NODE_EXTRA_CA_CERTS, which takes a file.
    const certFile = join(dir, "cert.pem");
    writeFileSync(certFile, certificate.cert);
    site = createSiteServer({});
    const sitePort = Number(new URL(await listen(site, 0)).port);
    front = tlsFront(certificate, sitePort);
    await new Promise<void>((done) => front?.listen(0, "127.0.0.1", done));
    const address = front.address();
    const httpsPort = typeof address === "object" && address ? address.port : 0;
    // Plain HTTP is not served: the analyzer finds nothing listening on this port.
    const closedPort = await freePort();
    const child = spawn(
      process.execPath,
      [new URL(import.meta.url).pathname, "--analyze", "127.0.0.1", String(httpsPort), String(closedPort)],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number>((done) => child.on("close", (c) => done(c ?? 1)));
    const last = stdout.trim().split("\n").at(-1) ?? "";
    if (code !== 0 || !last.startsWith("{")) {
      console.error(`observatory: the analyzer failed (exit ${code})\n${stdout}`);
      return 1;
    }
    const report = JSON.parse(last) as { score: number; grade: string; verified: boolean; tests: TestResult[] };
    for (const test of report.tests) {
      const note = test.name === "redirection" ? "  (no plain HTTP in this run: the host redirects it)" : "";
      console.log(
        `  ${test.pass ? "pass" : "FAIL"}  ${test.name.padEnd(30)} ${String(test.modifier).padStart(4)}  ${test.result}${note}`,
      );
    }
    console.log(
      `observatory: ${report.score} (${report.grade}) over TLS${report.verified ? "" : " (certificate NOT verified)"}; minimum ${MINIMUM_SCORE}`,
    );
    return report.score >= MINIMUM_SCORE && report.verified ? 0 : 1;
  } finally {
    front?.close();
    site?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === "--analyze") {
    await analyze(process.argv[3] ?? "", Number(process.argv[4]), Number(process.argv[5]));
  } else {
    process.exit(await main());
  }
}
