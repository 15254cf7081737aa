// Runs the mail catcher on its own thread, so SMTP parsing never waits behind PGlite in the stack's main thread
// (and the other core can do it). `startMailCatcherThread` gives the same MailCatcher interface as the in-thread one.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { startMailCatcher, type MailCatcher, type MailCatcherOptions, type ReceivedMail } from "./mail-server.ts";

type Request = { id: number; call: "stopSmtp" | "startSmtp" | "stop" };
type Event =
  | { type: "ready"; smtpPort: number; webUrl: string; messages: ReceivedMail[] }
  | { type: "mail"; mail: ReceivedMail }
  | { type: "done"; id: number; smtpPort: number; error?: string };

if (!isMainThread && parentPort) {
  const port = parentPort;
  const catcher = await startMailCatcher({
    ...(workerData as Omit<MailCatcherOptions, "onMail">),
    onMail: (mail) => port.postMessage({ type: "mail", mail } satisfies Event),
  });
  port.postMessage({
    type: "ready",
    smtpPort: catcher.smtpPort,
    webUrl: catcher.webUrl,
    messages: catcher.list(),
  } satisfies Event);
  port.on("message", (request: Request) => {
    catcher[request.call]().then(
      () => port.postMessage({ type: "done", id: request.id, smtpPort: catcher.smtpPort } satisfies Event),
      (error: Error) =>
        port.postMessage({
          type: "done",
          id: request.id,
          smtpPort: catcher.smtpPort,
          error: error.message,
        } satisfies Event),
    );
    if (request.call === "stop") setTimeout(() => process.exit(0), 50).unref();
  });
}

export function startMailCatcherThread(options: Omit<MailCatcherOptions, "onMail">): Promise<MailCatcher> {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  const messages: ReceivedMail[] = [];
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let smtpPort = options.smtpPort;
  let exited = false;
  const call = (name: Request["call"]) =>
    new Promise<void>((resolve, reject) => {
      if (exited) return reject(new Error("The mail catcher thread has ended"));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, call: name } satisfies Request);
    });
  // A thread that ends (or fails) answers no call any more: refuse what waits instead of waiting forever.
  worker.once("exit", () => {
    exited = true;
    for (const waiter of pending.values()) waiter.reject(new Error("The mail catcher thread has ended"));
    pending.clear();
  });

  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.on("message", (event: Event) => {
      if (event.type === "mail") messages.push(event.mail);
      else if (event.type === "done") {
        smtpPort = event.smtpPort;
        const waiter = pending.get(event.id);
        pending.delete(event.id);
        if (event.error) waiter?.reject(new Error(event.error));
        else waiter?.resolve();
      } else {
        messages.push(...event.messages);
        smtpPort = event.smtpPort;
        resolve({
          get smtpPort() {
            return smtpPort;
          },
          webUrl: event.webUrl,
          list: () => [...messages],
          stopSmtp: () => call("stopSmtp"),
          startSmtp: () => call("startSmtp"),
          async stop() {
            await call("stop").catch(() => {});
            await worker.terminate();
          },
        });
      }
    });
  });
}
