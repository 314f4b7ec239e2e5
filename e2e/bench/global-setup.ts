// The bench's global setup: the journeys' (build, snapshot of the web build), then a plain HTML page
// beside the app's index.html holding the login form with the same stylesheets and no script, which the
// same server serves (it lists the snapshot's files when it starts) as the login bench's baseline.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import globalSetup from '../harness/global-setup';
import { WEB_SNAPSHOT_DIR } from '../harness/paths';

/** Where the plain page is served. */
export const PLAIN_LOGIN_PATH = '/bench-plain-login.html';

export default function benchGlobalSetup(): void {
  globalSetup();
  const index = readFileSync(join(WEB_SNAPSHOT_DIR, 'index.html'), 'utf8');
  const stylesheets = index.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  writeFileSync(
    join(WEB_SNAPSHOT_DIR, PLAIN_LOGIN_PATH.slice(1)),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Wortsmith</title>
    ${stylesheets.join('\n    ')}
  </head>
  <body>
    <main>
      <h1>Login</h1>
      <p>Welcome back, brewer. Sign in to your recipes and inventory.</p>
      <form method="post" action="/api/users/login">
        <label for="login-email">Email Address</label>
        <input id="login-email" name="email" type="email" autocomplete="email" />
        <label for="login-password">Password</label>
        <input id="login-password" name="password" type="password" autocomplete="current-password" />
        <button type="submit">Login</button>
      </form>
      <p>or</p>
      <a href="/api/users/google/login">Sign in with Google</a>
    </main>
  </body>
</html>
`,
  );
}
