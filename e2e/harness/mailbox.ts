// The captured mail as the journeys see it: wait for a message to an address, pull a link out of it.

/** One captured, decoded e-mail. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Read access to the mail the SMTP capture received. */
export interface Mailbox {
  /** How many messages reached `to` so far. */
  count(to: string): number;
  /**
   * Waits for a message to `to` whose subject or body matches `match`, skipping the first `since`
   * messages to that address (pass `count(to)` taken before the action that sends it).
   */
  waitFor(
    to: string,
    match?: RegExp,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<CapturedMail>;
  /** The first link in the mail (text or HTML) that matches `pattern`. */
  linkIn(mail: CapturedMail, pattern: RegExp): string;
}

const URL_PATTERN = /https?:\/\/[^\s"'<>)\]]+/g;

function decodeEntities(url: string): string {
  return url.replace(/&amp;/g, '&');
}

/** Builds a Mailbox over a live list of captured messages and a promise of the next one's arrival. */
export function createMailbox(
  messages: () => readonly CapturedMail[],
  nextArrival: () => Promise<void>,
): Mailbox {
  const forAddress = (to: string) =>
    messages().filter((m) => m.to.some((address) => address.toLowerCase().includes(to.toLowerCase())));
  return {
    count: (to) => forAddress(to).length,
    async waitFor(to, match, options = {}) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no mail to ${to}${match ? ` matching ${match}` : ''} arrived`)),
          options.timeoutMs ?? 15_000,
        );
      });
      try {
        for (;;) {
          const found = forAddress(to)
            .slice(options.since ?? 0)
            .find((m) => !match || match.test(m.subject) || match.test(m.text) || match.test(m.html));
          if (found) return found;
          await Promise.race([nextArrival(), timedOut]);
        }
      } finally {
        clearTimeout(timer);
      }
    },
    linkIn(mail, pattern) {
      const links = [...`${mail.text}\n${mail.html}`.matchAll(URL_PATTERN)].map((m) => decodeEntities(m[0]));
      const link = links.find((l) => pattern.test(l));
      if (!link) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
      return link;
    },
  };
}
