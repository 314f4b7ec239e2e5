// The frame of the database's command-line tools (backup, restore, move): `.env` read, the tool run, its
// result printed as one line; a refusal or failure is one line on standard error and exit code 1.
import { resolve } from 'node:path';
import { ConfigError, loadDotEnv } from '../config';

/** Runs `tool` and prints the line it answers; any error becomes one line and exit code 1. */
export async function runTool(tool: () => Promise<string>): Promise<void> {
  loadDotEnv();
  try {
    console.log(await tool());
  } catch (error) {
    const lines =
      error instanceof ConfigError ? error.lines.map((line) => `Configuration error: ${line}`) : [];
    console.error(lines.join('\n') || (error as Error).message || String(error));
    process.exitCode = 1;
  }
}

/** A path given on the command line, from where npm was run (npm scripts change the working folder). */
export function givenPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
