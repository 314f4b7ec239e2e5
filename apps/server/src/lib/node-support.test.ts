// The start-up warning on a Node.js release line that no longer gets security fixes.
import { describe, expect, it } from 'vitest';
import { endOfLifeWarning } from './node-support';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('endOfLifeWarning', () => {
  it.each([
    ['v20.19.0', '2026-04-30'],
    ['v22.12.0', '2027-04-30'],
    ['v24.11.0', '2028-04-30'],
    ['v26.0.0', '2029-04-30'],
  ])('says nothing on %s while supported, up to its last day %s', (version, lastDay) => {
    expect(endOfLifeWarning(version, day(lastDay))).toBeUndefined();
  });

  it('warns on Node.js 20 from May 2026, in one line naming the version, its end and 24 LTS', () => {
    const warning = endOfLifeWarning('v20.20.2', day('2026-05-01'));
    expect(warning).toBe(
      'Node.js v20.20.2 is past its end of life (2026-04-30) and gets no security fixes: run Wortsmith ' +
        'on a supported release, Node.js 24 LTS recommended.',
    );
    expect(warning).not.toContain('\n');
  });

  it('warns on an odd release line after its few months, and on any line older than the table', () => {
    expect(endOfLifeWarning('v25.2.0', day('2026-05-31'))).toBeUndefined();
    expect(endOfLifeWarning('v25.2.0', day('2026-06-02'))).toContain('(2026-06-01)');
    expect(endOfLifeWarning('v18.20.4', day('2026-01-01'))).toMatch(
      /^Node\.js v18\.20\.4 is past its end of life and/,
    );
  });

  it('takes a release line newer than its table as supported', () => {
    expect(endOfLifeWarning('v28.0.0', day('2030-01-01'))).toBeUndefined();
  });
});
