/**
 * Sends one message: over SMTP when SMTP_URL is set (e.g. smtps://user:pass@smtp.example.com:465),
 * otherwise writes it as an .eml file to $DATA_DIR/outbox/ and logs where, so a local run or a
 * test can read what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { dataDir, env } from '../env';
import { log } from '../log/logger.cjs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string;
  /**
   * It carries a credential (a sign-in or set-password link, a code, a signed link to a file): its
   * stored copy is blanked once sent (lib/mail/queue.ts). Set where the mail is built: by `build`
   * from a part marked `credential` (lib/mail/render.ts), or by a message written out whole.
   */
  sensitive?: true;
  /**
   * The same for every try of one stored message: a message sent again because its sending could
   * not be recorded (the database went away just then) is one message to the mail systems.
   */
  messageId?: string;
}

/** A Message-ID of the sender's domain for `key` (e.g. the stored message's id). */
export function messageIdFor(key: string): string {
  const domain = env().MAIL_FROM.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

export function outboxDir(): string {
  return path.join(dataDir(), 'outbox');
}

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string) {
  if (smtp?.url !== url) {
    const options = new URL(url);
    options.searchParams.set('connectionTimeout', '10000');
    options.searchParams.set('socketTimeout', '20000');
    // Kept connections, a few at a time: a burst of mail is not a new connection per message.
    options.searchParams.set('pool', 'true');
    options.searchParams.set('maxConnections', '4');
    smtp?.transport.close();
    smtp = { url, transport: nodemailer.createTransport(options.toString()) };
  }
  return smtp.transport;
}

/** Resolves when the message was accepted by the SMTP server (or written to the outbox). */
export async function deliver(message: MailMessage): Promise<void> {
  const mail = {
    from: env().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    replyTo: message.replyTo,
    messageId: message.messageId,
  };
  const url = env().SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail(mail);
    return;
  }
  const { message: raw } = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(mail);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
  );
  await fs.writeFile(file, raw as Buffer);
  log.info(`mail: SMTP_URL not set; wrote a message for ${message.to} to ${file}`);
}
