// Servers on ports they own: two built servers started at once with PORT=0 each report a URL of their
// own, answer on it, and mail links to it.
import { expect, test } from '@playwright/test';
import { startSmtpCapture } from '../../apps/server/test/support/smtp-capture';
import { apiLogin, createUser, GOOD_PASSWORD } from '../harness/api';
import { type ServerProcess, startServer } from '../harness/server-process';
import { mailboxOf } from '../harness/stack';

test('two servers started at once on port 0 answer on the ports they report, and mail links to them', async () => {
  // Two first starts at once on a busy machine.
  test.setTimeout(180_000);
  const smtp = await startSmtpCapture();
  const mailbox = mailboxOf(smtp);
  const servers: ServerProcess[] = [];
  try {
    const started = await Promise.allSettled(
      ['a', 'b'].map((name) =>
        startServer(`ports-${name}`, { SMTP_URL: smtp.url, ACCOUNT_ACTIVATION: 'email' }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(new URL(a.url).port).not.toBe(new URL(b.url).port);

    for (const [server, other] of [
      [a, b],
      [b, a],
    ] as const) {
      // Registered, activated through the mailed link and signed in, all on the URL the server reported.
      const user = await createUser(server.url, mailbox);
      const activation = await mailbox.waitFor(user.email, /activat/i);
      expect(mailbox.linkIn(activation, /\/api\/users\/activate\?code=/)).toMatch(
        new RegExp(`^${server.url}/api/users/activate\\?code=`),
      );
      // The other process, with its own data folder, has never heard of the account.
      await expect(apiLogin(other.url, user.email, GOOD_PASSWORD)).rejects.toThrow(/answered 401/);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
  }
});
