// Without SMTP_URL a mail lands in DATA_DIR/outbox and its link is shown as one plain line.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-mailer-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('outbox mail', () => {
  it('writes the message to the outbox and prints its link as one readable line', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ from: 'Wortsmith <no-reply@localhost>', dataDir }, (line) =>
      lines.push(line),
    );
    const link = 'http://localhost:3000/api/users/activate?code=abc123';
    await mailer.send({ to: 'brewer@example.com', subject: 'Activate', text: `Open ${link}`, link });
    mailer.close();
    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(readFileSync(join(dataDir, 'outbox', file!), 'utf8')).toContain('To: brewer@example.com');
    expect(lines).toEqual([
      `Mail to brewer@example.com (SMTP_URL is not set, saved as ${join(dataDir, 'outbox', file!)}): ${link}`,
    ]);
  });
});
