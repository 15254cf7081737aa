// The mail-provider interface and the one message shape every adapter sends: plain UTF-8 text.
export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** Stable per logical message (e.g. "enquiry-42-notification"), so a provider can drop a repeated send. */
  idempotencyKey: string;
  /** The Message-ID header, e.g. "<enquiry-42-notification.…@example.com>": every copy of one message carries the
   * same, so mail clients fold a copy sent again after a lost record into one. */
  messageId?: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export class MailError extends Error {
  /** True when resending later cannot help (the provider refused the message itself). */
  readonly permanent: boolean;
  /** True when the message may have been accepted all the same (the answer to it was lost: a timeout or a cut
   * connection once it was handed over); false when it surely was not (refused, or never handed over). */
  readonly maybeSent: boolean;
  constructor(message: string, permanent = false, maybeSent = false) {
    super(message);
    this.name = "MailError";
    this.permanent = permanent;
    this.maybeSent = maybeSent;
  }
}
