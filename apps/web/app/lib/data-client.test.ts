// The data client: cache by key, one request in flight per key, updates to subscribers.
import { describe, expect, it } from "vitest";
import { createDataClient } from "./data-client.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("the data client", () => {
  it("starts every key empty and stores a load's data", async () => {
    const client = createDataClient();
    expect(client.read("faqs")).toEqual({ pending: false, stale: false });
    await expect(client.fetch("faqs", async () => [1, 2])).resolves.toEqual([1, 2]);
    expect(client.read("faqs")).toMatchObject({ data: [1, 2], pending: false, stale: false });
  });

  it("runs one load per key while it is in flight and marks the entry pending", async () => {
    const client = createDataClient();
    const gate = deferred<string>();
    let calls = 0;
    const load = () => {
      calls++;
      return gate.promise;
    };
    const first = client.fetch("a", load);
    const second = client.fetch("a", load);
    expect(second).toBe(first);
    expect(client.read("a").pending).toBe(true);
    gate.resolve("done");
    await first;
    expect(calls).toBe(1);
    await client.fetch("a", async () => "again");
    expect(client.read("a").data).toBe("again");
  });

  it("keeps earlier data and records the error of a failed load", async () => {
    const client = createDataClient();
    await client.fetch("a", async () => "old");
    const failure = new Error("offline");
    await expect(client.fetch("a", () => Promise.reject(failure))).rejects.toBe(failure);
    expect(client.read("a")).toMatchObject({ data: "old", error: failure, pending: false });
  });

  it("notifies subscribers of their key only, and returns the same entry until it changes", async () => {
    const client = createDataClient();
    const seen: string[] = [];
    const stop = client.subscribe("a", () => seen.push("a"));
    client.subscribe("b", () => seen.push("b"));
    const before = client.read("a");
    expect(client.read("a")).toBe(before);
    client.set("a", 1);
    expect(client.read("a")).not.toBe(before);
    stop();
    client.set("a", 2);
    expect(seen).toEqual(["a"]);
  });

  it("replaces data after a mutation with a value or an updater, clearing a previous error", async () => {
    const client = createDataClient();
    await client.fetch("list", () => Promise.reject(new Error("down"))).catch(() => {});
    client.set("list", [{ id: 1, text: "a" }]);
    client.set<{ id: number; text: string }[]>("list", (rows) => (rows ?? []).map((row) => ({ ...row, text: "b" })));
    expect(client.read("list")).toEqual({
      data: [{ id: 1, text: "b" }],
      error: undefined,
      pending: false,
      stale: false,
    });
  });

  it("lets a set during a load win over the load's older answer", async () => {
    const client = createDataClient();
    const gate = deferred<string>();
    const loading = client.fetch("a", () => gate.promise);
    client.set("a", "saved");
    gate.resolve("older");
    await loading;
    expect(client.read("a").data).toBe("saved");
  });

  it("marks an invalidated key stale, keeping its data for display until a new load", async () => {
    const client = createDataClient();
    await client.fetch("a", async () => "v1");
    client.invalidate("a");
    expect(client.read("a")).toMatchObject({ data: "v1", stale: true, pending: false });
    await client.fetch("a", async () => "v2");
    expect(client.read("a")).toMatchObject({ data: "v2", stale: false });
  });
});
