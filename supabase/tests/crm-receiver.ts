// A stand-in for the company's CRM: a local HTTP receiver of the enquiry webhook, as a CRM's webhook inbox (or Zapier,
// Make, n8n) would be. It checks each delivery's Standard Webhooks signature with its own HMAC (node:crypto, not the
// sender's library), counts deliveries per webhook-id, and can be told to fail (an outage) or to redirect elsewhere.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface Delivery {
  id: string;
  timestamp: number;
  body: { type: string; data: Record<string, unknown> };
  signed: boolean;
  at: number;
}

export type ReceiverMode = "accept" | "outage" | "redirect-away";

export interface CrmReceiver {
  url: string;
  deliveries: Delivery[];
  /** Refused requests (during an outage, or redirected), counted. */
  refused: number;
  mode: ReceiverMode;
  close(): Promise<void>;
}

/** Whether `header` holds a v1 signature of `id.timestamp.body` with the whsec_ `secret`. */
export function validSignature(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return header.split(" ").some((part) => {
    const [version, signature] = part.split(",");
    if (version !== "v1" || !signature) return false;
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startCrmReceiver(secret: string): Promise<CrmReceiver> {
  const receiver: CrmReceiver = {
    url: "",
    deliveries: [],
    refused: 0,
    mode: "accept",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (receiver.mode === "outage") {
        receiver.refused++;
        res.writeHead(503).end();
        return;
      }
      if (receiver.mode === "redirect-away") {
        receiver.refused++;
        res.writeHead(307, { location: "http://elsewhere.example/inbox" }).end();
        return;
      }
      const text = Buffer.concat(chunks).toString("utf8");
      const id = String(req.headers["webhook-id"] ?? "");
      const timestamp = String(req.headers["webhook-timestamp"] ?? "");
      const signed = validSignature(secret, id, timestamp, text, String(req.headers["webhook-signature"] ?? ""));
      receiver.deliveries.push({ id, timestamp: Number(timestamp), body: JSON.parse(text), signed, at: Date.now() });
      res.writeHead(signed ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  receiver.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hooks/enquiries`;
  return receiver;
}
