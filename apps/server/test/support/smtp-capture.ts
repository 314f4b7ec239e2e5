// A real SMTP server on loopback (smtp-server) that parses every message (mailparser) and keeps it, so
// tests can follow the links the app mails. Usage: start it, pass `url` as SMTP_URL, then
// `await capture.waitForMail('someone@example.com')`.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message. */
export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link in the text, if any. */
  link: string | undefined;
}

/** A running capture server. */
export interface SmtpCapture {
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first message to `to` not returned before (waits up to `timeoutMs`). */
  waitForMail(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** Resolves when the next message has arrived. */
  nextMail(): Promise<void>;
  /**
   * Holds every message that arrives, unanswered and not yet in `messages`, until the returned function
   * is called: a sender waiting for its mail to be accepted waits that long.
   */
  hold(): () => void;
  close(): Promise<void>;
}

/** Starts an SMTP capture server on 127.0.0.1 and a port the system picks. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const handed = new Set<CapturedMail>();
  const waiters: Array<() => void> = [];
  let held: Promise<void> | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await held;
          const to = [parsed.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((entry) => entry.address ?? '')
            .join(', ');
          const text = parsed.text ?? '';
          messages.push({ to, subject: parsed.subject ?? '', text, link: /https?:\/\/\S+/.exec(text)?.[0] });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const take = (to: string) => {
    const found = messages.find((m) => !handed.has(m) && m.to.toLowerCase().includes(to.toLowerCase()));
    if (found) handed.add(found);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const mail = take(to);
          if (mail) {
            clearTimeout(deadline);
            resolve(mail);
          } else {
            waiters.push(check);
          }
        };
        check();
      });
    },
    nextMail: () => new Promise<void>((resolve) => waiters.push(resolve)),
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = undefined;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
