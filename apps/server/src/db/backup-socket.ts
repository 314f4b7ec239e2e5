// The local channel through which `npm run backup` asks the server that owns DATA_DIR for a backup: the
// embedded database belongs to that one process (data-dir-lock.ts), so it takes the snapshot itself. A
// Unix socket in DATA_DIR (only its owner may connect), one request a connection: a JSON line naming
// the file to write, answered by a JSON line with the line to print.
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { backupWritten, writeBackup } from './backup';
import type { Database } from './client';

/** The socket's path in DATA_DIR. */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

interface Answer {
  ok: boolean;
  line: string;
}

/**
 * Listens in `dataDir` for backup requests and answers each with a backup of `database`. The caller
 * holds DATA_DIR's lock, so a socket file left there is a dead server's.
 */
export async function listenForBackups(dataDir: string, database: Database): Promise<Server> {
  const path = backupSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    const onData = (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      connection.off('data', onData);
      const answer = (result: Answer) => connection.end(`${JSON.stringify(result)}\n`);
      let out: unknown;
      try {
        out = (JSON.parse(request) as { out?: unknown }).out;
      } catch {
        out = undefined;
      }
      if (typeof out !== 'string') return answer({ ok: false, line: 'The backup request names no file.' });
      writeBackup(database, out).then(
        (summary) => answer({ ok: true, line: backupWritten(out, summary) }),
        (error: Error) =>
          answer({ ok: false, line: `The server could not write the backup: ${error.message}` }),
      );
    };
    connection.on('data', onData);
    connection.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/** Asks the server listening in `dataDir` to write a backup to `out`; answers its line, or throws it. */
export function askServerForBackup(dataDir: string, out: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const connection = createConnection(backupSocketPath(dataDir), () => {
      connection.write(`${JSON.stringify({ out })}\n`);
    });
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      reply += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        const answer = JSON.parse(reply) as Answer;
        if (answer.ok) resolve(answer.line);
        else reject(new Error(answer.line));
      } catch {
        reject(new Error('The server gave no answer to the backup request.'));
      }
    });
  });
}
