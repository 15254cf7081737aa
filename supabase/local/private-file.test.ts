// The local stack's private files are created when missing and never silently replaced.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreatePrivateJson } from "./private-file.ts";

describe("readOrCreatePrivateJson", () => {
  const dir = mkdtempSync(join(tmpdir(), "private-file-"));

  it("creates a missing file, owner-only, and reads it back unchanged", async () => {
    const file = join(dir, "secrets.json");
    const first = await readOrCreatePrivateJson(file, () => ({ key: "a" }));
    expect(first).toEqual({ key: "a" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await readOrCreatePrivateJson(file, () => ({ key: "b" }))).toEqual({ key: "a" });
  });

  it("refuses a corrupt file instead of replacing it", async () => {
    const file = join(dir, "corrupt.json");
    writeFileSync(file, "{ not json");
    await expect(readOrCreatePrivateJson(file, () => ({ key: "new" }))).rejects.toThrow(
      /corrupt.json is not valid JSON/,
    );
    expect(readFileSync(file, "utf8")).toBe("{ not json");
  });

  it("passes on other read errors (a folder where the file should be)", async () => {
    await expect(readOrCreatePrivateJson(dir, () => ({}))).rejects.toThrow(/EISDIR/);
  });
});
