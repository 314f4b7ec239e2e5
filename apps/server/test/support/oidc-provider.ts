// A local OpenID Connect issuer (oidc-provider) standing in for Google in tests. It has one confidential
// client and logs users in without a password:
//
// - Non-interactive: call `issuer.loginAs('ann@example.com')` (optionally `{ emailVerified: false, name }`)
//   before starting the sign-in; the next /interaction/... request logs that address in and grants
//   consent at once, so following the redirects (browser or fetch with cookies) lands on the app's
//   callback with a code.
// - Interactive: without a pending `loginAs`, GET /interaction/:uid shows a small form (e-mail field,
//   "verified" checkbox, Sign in button); submitting it logs in that address. Consent is automatic.
//
// Pass `issuer.issuer` as GOOGLE_ISSUER, `clientId`/`clientSecret` as GOOGLE_CLIENT_ID/SECRET, and let the
// client redirect to APP_URL + '/api/users/google/callback': in `redirectUris`, or with
// `issuer.allowRedirectUri` once an app started with PORT=0 has reported its URL.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** Who the next login is. */
export interface TestIdentity {
  email: string;
  emailVerified?: boolean;
  name?: string;
}

/** A running local issuer. */
export interface OidcIssuer {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** Lets the client redirect to `uri` as well. */
  allowRedirectUri(uri: string): void;
  /** Makes the next interaction log in this identity without a form. */
  loginAs(email: string, options?: Omit<TestIdentity, 'email'>): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the issuer on 127.0.0.1 and a port the system picks. */
export async function startOidcProvider(
  options: { redirectUris?: string[]; clientId?: string; clientSecret?: string } = {},
): Promise<OidcIssuer> {
  const clientId = options.clientId ?? 'wortsmith-test-client';
  const clientSecret = options.clientSecret ?? 'wortsmith-test-secret-0123456789';
  const accounts = new Map<string, Required<TestIdentity>>();
  let pending: Required<TestIdentity> | undefined;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const key = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };
  const redirectUris = [...(options.redirectUris ?? [])];
  // oidc-provider copies its clients when it is made: it is made on the first request, and made anew
  // after a redirect URI is added.
  const makeProvider = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [...redirectUris],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [key] },
      cookies: { keys: ['local-issuer-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      findAccount: (_ctx: unknown, id: string) => {
        const account = accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: () => ({
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
          }),
        };
      },
    });
  let made: { provider: Provider; handle: ReturnType<Provider['callback']> } | undefined;

  const finishLogin = async (
    provider: Provider,
    req: IncomingMessage,
    res: ServerResponse,
    identity: Required<TestIdentity>,
  ) => {
    const accountId = `local-${createHash('sha256').update(identity.email.toLowerCase()).digest('hex').slice(0, 16)}`;
    accounts.set(accountId, identity);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  };

  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (!made) {
      const provider = makeProvider();
      made = { provider, handle: provider.callback() };
    }
    const { provider, handle } = made;
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      if (pending) {
        const identity = pending;
        pending = undefined;
        await finishLogin(provider, req, res, identity);
        return;
      }
      if (req.method === 'POST') {
        const form = await readForm(req);
        const email = form.get('email') ?? '';
        await finishLogin(provider, req, res, {
          email,
          emailVerified: form.get('verified') === 'on',
          name: form.get('name') || email.split('@')[0]!,
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Local Google</title><form method="post" action="/interaction/${escapeHtml(details.uid)}">` +
          '<label>E-mail <input name="email" type="email" required></label>' +
          '<label>Name <input name="name"></label>' +
          '<label><input name="verified" type="checkbox" checked> verified</label>' +
          '<button type="submit">Sign in</button></form>',
      );
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`interaction failed: ${(error as Error).message}`);
    }
  });

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    allowRedirectUri(uri) {
      redirectUris.push(uri);
      made = undefined;
    },
    loginAs(email, extra = {}) {
      pending = {
        email,
        emailVerified: extra.emailVerified ?? true,
        name: extra.name ?? email.split('@')[0]!,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
