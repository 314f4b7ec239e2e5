// Which Node.js release lines still get security fixes. The server says so in one warning line at start
// when it runs on one that does not (README: 24 LTS recommended, 22 and 20.19+ work, 20 past its end).

/**
 * The end of life of each release line, from the Node.js release schedule: even lines are supported
 * for 30 months from their release, odd lines until two months after the next even one. Lines newer
 * than the table are taken as supported; older ones (18 and before) ended long ago.
 */
const END_OF_LIFE: Readonly<Record<number, string>> = {
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
};

/**
 * The warning for a server running on Node.js `version` (e.g. `v20.19.1`) on `today`, or undefined
 * when that release line is still supported.
 */
export function endOfLifeWarning(version: string, today: Date): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (!Number.isInteger(major)) return undefined;
  const end = END_OF_LIFE[major];
  const ended = end === undefined ? major < 19 : today.toISOString().slice(0, 10) > end;
  if (!ended) return undefined;
  return (
    `Node.js ${version} is past its end of life${end ? ` (${end})` : ''} and gets no security fixes: ` +
    'run Wortsmith on a supported release, Node.js 24 LTS recommended.'
  );
}
