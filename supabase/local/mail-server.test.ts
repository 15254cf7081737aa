// The local mail catcher keeps a message only if it answered it 250, across an outage (stopSmtp): the fault suite
// counts its copies, and a message kept but refused is sent again by a correct sender.
import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMailCatcher, type MailCatcher } from "./mail-server.ts";

/** A plain SMTP session: each call sends its lines and resolves with the server's next reply code. */
async function session(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let buffer = "";
  const waiting: ((code: number) => void)[] = [];
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    // A reply ends with a line "NNN text" (a space after the code; "NNN-" continues it).
    for (let match = /^(\d{3}) .*\r\n/m.exec(buffer); match; match = /^(\d{3}) .*\r\n/m.exec(buffer)) {
      buffer = buffer.slice(match.index + match[0].length);
      waiting.shift()?.(Number(match[1]));
    }
  });
  const reply = () => new Promise<number>((resolve) => waiting.push(resolve));
  const send = (text: string) => {
    const next = reply();
    socket.write(text);
    return next;
  };
  expect(await reply()).toBe(220);
  expect(await send("EHLO test.local\r\n")).toBe(250);
  expect(await send("MAIL FROM:<site@example.com>\r\n")).toBe(250);
  expect(await send("RCPT TO:<staff@example.com>\r\n")).toBe(250);
  expect(await send("DATA\r\n")).toBe(354);
  return {
    /** The message's headers and body, without the line that ends the data. */
    body: (subject: string) => socket.write(`Subject: ${subject}\r\nMessage-ID: <${subject}@test>\r\n\r\nHello\r\n`),
    /** Ends the data; resolves with the server's answer to the message. */
    end: () => send(".\r\n"),
    close: () => socket.destroy(),
  };
}

describe("the local mail catcher across an outage", () => {
  let dir: string;
  let catcher: MailCatcher;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "solvix-mail-catcher-"));
    catcher = await startMailCatcher({ dir, host: "127.0.0.1", smtpPort: 0, webPort: 0 });
  });
  afterEach(async () => {
    await catcher.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps a message it answered 250, and refuses one whose data ends once the outage has begun", async () => {
    const before = await session(catcher.smtpPort);
    before.body("kept");
    expect(await before.end()).toBe(250);
    before.close();

    const during = await session(catcher.smtpPort);
    during.body("refused");
    const stopped = catcher.stopSmtp();
    expect(await during.end()).toBe(421);
    during.close();
    await stopped;
    expect(catcher.list().map((mail) => mail.subject)).toEqual(["kept"]);

    await catcher.startSmtp();
    const after = await session(catcher.smtpPort);
    after.body("after");
    expect(await after.end()).toBe(250);
    after.close();
    expect(catcher.list().map((mail) => mail.subject)).toEqual(["kept", "after"]);
  });
});
