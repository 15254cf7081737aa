// Self-signed certificates for local TLS peers (the SMTP peer of the mail tests, the Observatory's HTTPS front),
// made by openssl for one run and valid for 127.0.0.1 and localhost.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** PEM text of a private key and its certificate. */
export interface Certificate {
  key: string;
  cert: string;
}

export async function selfSignedCertificate(): Promise<Certificate> {
  const dir = await mkdtemp(join(tmpdir(), "solvix-cert-"));
  try {
    await promisify(execFile)("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ]);
    return { key: await readFile(join(dir, "key.pem"), "utf8"), cert: await readFile(join(dir, "cert.pem"), "utf8") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
