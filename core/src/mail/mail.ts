/** A message as the product composes it (Spanish text and HTML, the links it carries). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058), when the mail has one. */
  unsubscribeUrl?: string;
}
