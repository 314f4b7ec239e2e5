// One worker's world: SMTP capture, local OpenID issuer and the built server; and, on demand, a second
// server answering advice through a local OpenAI-protocol stub. Support servers come from the server's
// own test support (apps/server/test/support/).
import type { Page } from '@playwright/test';
import { startOidcProvider } from '../../apps/server/test/support/oidc-provider';
import { startOpenAiStub } from '../../apps/server/test/support/openai-stub';
import { type SmtpCapture, startSmtpCapture } from '../../apps/server/test/support/smtp-capture';
import { E2E_JWT_SECRET } from './jwt';
import { createMailbox, type Mailbox } from './mailbox';
import { startServer } from './server-process';

/** The Google stand-in as a journey drives it. */
export interface GoogleStandIn {
  issuer: string;
  /** The address the provider's sign-in form is filled with. */
  email: string;
  /** Fills and submits the provider's sign-in form on `page`. */
  signIn(page: Page): Promise<void>;
}

/** The main server and its mail and sign-in stand-ins. */
export interface Stack {
  url: string;
  mailbox: Mailbox;
  google: GoogleStandIn;
  stop(): Promise<void>;
}

/** The second server, whose advice goes through the OpenAI protocol. */
export interface AdviceStack {
  url: string;
  mailbox: Mailbox;
  /** What the stub answers every completion with. */
  cannedAdvice: string;
  /** The user message of the latest completion request the server sent. */
  lastPrompt(): string;
  stop(): Promise<void>;
}

const CANNED_ADVICE = 'The stub alchemist says: mash 2 °C lower for a drier finish.';

/** The journeys' view of an SMTP capture. */
export function mailboxOf(capture: SmtpCapture): Mailbox {
  return createMailbox(
    () => capture.messages.map((m) => ({ to: [m.to], subject: m.subject, text: m.text, html: '' })),
    () => capture.nextMail(),
  );
}

/** A stand-in server that closes (SMTP capture, OpenID issuer, OpenAI stub). */
interface StandIn {
  close(): Promise<void>;
}

/**
 * Starts the app server `name` with `env`; its stand-ins stop with it, or at once when it does not
 * start.
 */
async function startServerWith(name: string, env: Record<string, string>, standIns: StandIn[]) {
  const closeStandIns = () => Promise.all(standIns.map((standIn) => standIn.close()));
  try {
    const server = await startServer(name, {
      ACCOUNT_ACTIVATION: 'email',
      JWT_SECRET: E2E_JWT_SECRET,
      ...env,
    });
    return {
      server,
      async stop() {
        await server.stop();
        await closeStandIns();
      },
    };
  } catch (error) {
    await closeStandIns();
    throw error;
  }
}

/**
 * Starts a worker's SMTP capture, OpenID issuer and server, each on a port the system picks. The
 * issuer lets the client back to the server's callback once the server has reported its URL.
 */
export async function startStack(name: string): Promise<Stack> {
  const smtp = await startSmtpCapture();
  const oidc = await startOidcProvider();
  const googleEmail = `google-${name}-${Date.now()}@example.com`;
  const { server, stop } = await startServerWith(
    name,
    {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    },
    [oidc, smtp],
  );
  oidc.allowRedirectUri(`${server.url}/api/users/google/callback`);
  return {
    url: server.url,
    mailbox: mailboxOf(smtp),
    google: {
      issuer: oidc.issuer,
      email: googleEmail,
      async signIn(page) {
        await page.getByLabel('E-mail').fill(googleEmail);
        await page.getByLabel('Name').fill('Gus Google');
        await page.getByRole('button', { name: 'Sign in' }).click();
      },
    },
    stop,
  };
}

/** Starts the OpenAI-protocol stub and a second server using it (mail goes to its own capture). */
export async function startAdviceStack(name: string): Promise<AdviceStack> {
  const smtp = await startSmtpCapture();
  const stub = await startOpenAiStub({ reply: CANNED_ADVICE });
  const { server, stop } = await startServerWith(
    name,
    {
      SMTP_URL: smtp.url,
      OPENAI_API_KEY: 'sk-e2e-local-stub',
      OPENAI_BASE_URL: stub.baseUrl,
      OPENAI_MODEL: 'stub-model',
    },
    [stub, smtp],
  );
  return {
    url: server.url,
    mailbox: mailboxOf(smtp),
    cannedAdvice: CANNED_ADVICE,
    lastPrompt: () =>
      (stub.requests.at(-1)?.body.messages ?? [])
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .join('\n'),
    stop,
  };
}
