import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../config/env';
import type { OutgoingMail } from './mail';
import { keepInOutbox } from './outbox';

export interface Mailer {
  /** 'smtp' hands mail to SMTP_URL; 'outbox' keeps it in OUTBOX_DIR (one machine, development). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP connections kept open and reused: an alert run hands over thousands of messages. */
const POOL = { pool: true, maxConnections: 5, maxMessages: 1000 } as const;

/** The List-Unsubscribe headers of RFC 8058: a mail client's one-click POST unsubscribes. */
export function unsubscribeHeaders(url: string | undefined): Record<string, string> {
  return url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

/**
 * `pool`: keep SMTP connections open for the next messages (the workers' alert runs); the API sends a
 * mail now and then and connects for each.
 */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_DIR'>,
  { pool = true }: { pool?: boolean } = {},
): Mailer {
  const from = env.MAIL_FROM;
  if (!env.SMTP_URL) {
    return {
      kind: 'outbox',
      async send(mail) {
        await keepInOutbox(env.OUTBOX_DIR, {
          ...mail,
          from,
          headers: unsubscribeHeaders(mail.unsubscribeUrl),
        });
      },
      close() {},
    };
  }
  let transport: Transporter | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      transport ??= nodemailer.createTransport(pool ? { url: env.SMTP_URL, ...POOL } : { url: env.SMTP_URL });
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: unsubscribeHeaders(mail.unsubscribeUrl),
      });
    },
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
