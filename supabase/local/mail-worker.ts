// Runs the mail catcher on its own thread, so SMTP parsing never waits behind PGlite in the stack's main thread
// (and the other core can do it). `startMailCatcherThread` gives the same MailCatcher interface as the in-thread one.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { startMailCatcher, type MailCatcher, type MailCatcherOptions, type ReceivedMail } from "./mail-server.ts";
import { stackEvent } from "./stack-log.ts";

type Request = { id: number; call: "stopSmtp" | "startSmtp" | "stop" | "crash" };
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
    // For the stack's test: the thread ends as an uncaught error would end it.
    if (request.call === "crash") throw new Error("mail catcher thread crashed on request");
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

export interface MailCatcherThread extends MailCatcher {
  threadId(): number;
  /** For the stack's test: ends the thread as an uncaught error in it would. */
  crash(): Promise<void>;
}

/**
 * The mail catcher on its own thread. A thread that ends on its own (an uncaught error in it) is started again at once
 * on the ports it had, so the stack's SMTP and web addresses stay valid, each time logged (`stack.mail_exited`,
 * `stack.mail_restarted`); the messages it stored are read back from its folder. Calls made meanwhile fail.
 */
export function startMailCatcherThread(
  options: Omit<MailCatcherOptions, "onMail">,
  log: (line: string) => void = () => {},
): Promise<MailCatcherThread> {
  const messages: ReceivedMail[] = [];
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let smtpPort = options.smtpPort;
  let webUrl = "";
  let worker: Worker;
  let exited = false;
  let stopping = false;
  const call = (name: Request["call"]) =>
    new Promise<void>((resolve, reject) => {
      if (exited) return reject(new Error("The mail catcher thread has ended"));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, call: name } satisfies Request);
    });

  const spawn = (ports: { smtpPort: number; webPort: number }) =>
    new Promise<void>((resolve, reject) => {
      worker = new Worker(new URL(import.meta.url), { workerData: { ...options, ...ports } });
      exited = false;
      worker.once("error", (error) => {
        if (!webUrl) reject(error);
        else stackEvent(log, "error", "stack.mail_failed", { error: error.message });
      });
      // A thread that ends answers no call any more: refuse what waits instead of waiting forever, then start it again.
      worker.once("exit", (code) => {
        exited = true;
        for (const waiter of pending.values()) waiter.reject(new Error("The mail catcher thread has ended"));
        pending.clear();
        if (stopping || !webUrl) return;
        stackEvent(log, "warn", "stack.mail_exited", { code });
        const web = Number(new URL(webUrl).port);
        spawn({ smtpPort, webPort: web }).then(
          () => stackEvent(log, "info", "stack.mail_restarted", { smtpPort, webPort: web }),
          (error: Error) => stackEvent(log, "error", "stack.mail_not_restarted", { error: error.message }),
        );
      });
      worker.on("message", (message: Event) => {
        if (message.type === "mail") messages.push(message.mail);
        else if (message.type === "done") {
          smtpPort = message.smtpPort;
          const waiter = pending.get(message.id);
          pending.delete(message.id);
          if (message.error) waiter?.reject(new Error(message.error));
          else waiter?.resolve();
        } else {
          // Everything stored so far, read from the folder (again, after a restart).
          messages.splice(0, messages.length, ...message.messages);
          smtpPort = message.smtpPort;
          webUrl = message.webUrl;
          resolve();
        }
      });
    });

  return spawn({ smtpPort: options.smtpPort, webPort: options.webPort }).then(() => ({
    get smtpPort() {
      return smtpPort;
    },
    webUrl,
    list: () => [...messages],
    stopSmtp: () => call("stopSmtp"),
    startSmtp: () => call("startSmtp"),
    async stop() {
      stopping = true;
      await call("stop").catch(() => {});
      await worker.terminate();
    },
    threadId: () => worker.threadId,
    crash: () => call("crash").catch(() => {}),
  }));
}
