// Outgoing mail with nodemailer: SMTP when SMTP_URL is set, else each message is written as an .eml
// file to DATA_DIR/outbox and its link printed as one plain line (never inside the JSON request log), so
// a private install works without a mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

/** One plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message is about; printed when mail goes to the outbox. */
  link?: string;
}

/** Sends mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Creates the mailer for the configured transport; `print` shows outbox mail (default: stdout). */
export function createMailer(
  options: { smtpUrl?: string; from: string; dataDir: string },
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Mailer {
  // nodemailer is loaded with the first message: most requests never send mail.
  let transport: Transporter | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport ??= options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transport;
  };
  if (options.smtpUrl) {
    return {
      async send({ to, subject, text }) {
        await (await open()).sendMail({ from: options.from, to, subject, text });
      },
      close: () => transport?.close(),
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  return {
    async send({ to, subject, text, link }) {
      const info = await (await open()).sendMail({ from: options.from, to, subject, text });
      await mkdir(outbox, { recursive: true });
      const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      print(`Mail to ${to} (SMTP_URL is not set, saved as ${file}): ${link ?? subject}`);
    },
    close: () => transport?.close(),
  };
}
