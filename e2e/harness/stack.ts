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

/**
 * Starts a worker's SMTP capture, OpenID issuer and server, each on a port the system picks. The
 * issuer lets the client back to the server's callback once the server has reported its URL.
 */
export async function startStack(name: string): Promise<Stack> {
  const smtp = await startSmtpCapture();
  const oidc = await startOidcProvider();
  const googleEmail = `google-${name}-${Date.now()}@example.com`;
  try {
    const server = await startServer(name, {
      SMTP_URL: smtp.url,
      ACCOUNT_ACTIVATION: 'email',
      JWT_SECRET: E2E_JWT_SECRET,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    });
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
      async stop() {
        await server.stop();
        await Promise.all([oidc.close(), smtp.close()]);
      },
    };
  } catch (error) {
    await Promise.all([oidc.close(), smtp.close()]);
    throw error;
  }
}

/** Starts the OpenAI-protocol stub and a second server using it (mail goes to its own capture). */
export async function startAdviceStack(name: string): Promise<AdviceStack> {
  const smtp = await startSmtpCapture();
  const stub = await startOpenAiStub({ reply: CANNED_ADVICE });
  try {
    const server = await startServer(name, {
      SMTP_URL: smtp.url,
      ACCOUNT_ACTIVATION: 'email',
      JWT_SECRET: E2E_JWT_SECRET,
      OPENAI_API_KEY: 'sk-e2e-local-stub',
      OPENAI_BASE_URL: stub.baseUrl,
      OPENAI_MODEL: 'stub-model',
    });
    return {
      url: server.url,
      mailbox: mailboxOf(smtp),
      cannedAdvice: CANNED_ADVICE,
      lastPrompt: () =>
        (stub.requests.at(-1)?.body.messages ?? [])
          .filter((m) => m.role === 'user')
          .map((m) => m.content)
          .join('\n'),
      async stop() {
        await server.stop();
        await Promise.all([stub.close(), smtp.close()]);
      },
    };
  } catch (error) {
    await Promise.all([stub.close(), smtp.close()]);
    throw error;
  }
}
