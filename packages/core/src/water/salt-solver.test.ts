// "Match target": the solver finds additions that make a reachable target, and stays a lazily loaded leaf.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../index';
import { EMPTY_PROFILE, IONS, withAdded } from './ions';
import { matchTargetByVessel, matchTargetProfile, profileMismatch } from './salt-solver';
import { ionsFromSalts } from './salts';

const tap = { calcium: 20, magnesium: 5, sodium: 10, sulfate: 15, chloride: 20, bicarbonate: 50 };

describe('match target', () => {
  it('reaches a target that salts can make', () => {
    const made = [
      { salt: 'gypsum', grams: 3 },
      { salt: 'calciumChloride', grams: 2 },
      { salt: 'tableSalt', grams: 1 },
      { salt: 'bakingSoda', grams: 1.5 },
    ] as const;
    const target = withAdded(tap, ionsFromSalts(made, 20));
    const { additions, result, mismatch } = matchTargetProfile({ source: tap, target, litres: 20 });
    expect(mismatch).toBeLessThan(1e-4);
    for (const ion of IONS) expect(result[ion]).toBeCloseTo(target[ion], 0);
    // No magnesium was added, so Epsom salt and magnesium chloride stay out and gypsum alone brings the sulfate.
    expect(additions.find((a) => a.salt === 'gypsum')?.grams).toBeCloseTo(3, 1);
  });

  it('comes as close as salts can to a target they cannot make exactly', () => {
    // A Burton-like target from distilled water: lots of sulfate, some sodium and bicarbonate.
    const target = { calcium: 275, magnesium: 40, sodium: 25, sulfate: 610, chloride: 35, bicarbonate: 270 };
    const { additions, result, mismatch } = matchTargetProfile({ source: EMPTY_PROFILE, target, litres: 25 });
    expect(additions.map((a) => a.salt)).toContain('gypsum');
    expect(additions.every((a) => a.grams > 0)).toBe(true);
    expect(mismatch).toBeLessThan(profileMismatch(EMPTY_PROFILE, target) / 10);
    expect(result.sulfate).toBeGreaterThan(400);
  });

  it('adds nothing when the source already has more of everything', () => {
    const { additions, result } = matchTargetProfile({ source: tap, target: EMPTY_PROFILE, litres: 20 });
    expect(additions).toEqual([]);
    expect(result).toEqual(tap);
  });

  it('uses only the salts allowed, and nothing without water', () => {
    const target = { ...tap, calcium: 80, chloride: 120 };
    const onlyGypsum = matchTargetProfile({ source: tap, target, litres: 20, salts: ['gypsum'] });
    expect(onlyGypsum.additions.every((a) => a.salt === 'gypsum')).toBe(true);
    expect(matchTargetProfile({ source: tap, target, litres: 0 }).additions).toEqual([]);
  });
});

describe('match target by vessel', () => {
  const target = { ...tap, calcium: 100, sulfate: 250, chloride: 50 };

  it('splits each salt between mash and sparge in proportion to their water', () => {
    const whole = matchTargetProfile({ source: tap, target, litres: 30 });
    const { byVessel, additions } = matchTargetByVessel({
      source: tap,
      target,
      mashLitres: 18,
      spargeLitres: 12,
    });
    expect(additions).toEqual(whole.additions);
    // Tenths of a gram and less may round to nothing in one vessel.
    for (const { salt, grams } of whole.additions.filter((a) => a.grams >= 1)) {
      const mash = byVessel.find((a) => a.salt === salt && a.vessel === 'mash')!.grams;
      const sparge = byVessel.find((a) => a.salt === salt && a.vessel === 'sparge')!.grams;
      expect(mash + sparge).toBeCloseTo(grams, 1);
      expect(mash / (mash + sparge)).toBeCloseTo(0.6, 1);
    }
    // The mash water gets the same profile as the whole water.
    const mashIons = withAdded(
      tap,
      ionsFromSalts(
        byVessel.filter((a) => a.vessel === 'mash'),
        18,
      ),
    );
    for (const ion of IONS) expect(mashIons[ion]).toBeCloseTo(whole.result[ion], 0);
  });

  it('puts everything in the mash without sparge water, and nothing anywhere without water', () => {
    const noSparge = matchTargetByVessel({ source: tap, target, mashLitres: 30, spargeLitres: 0 });
    expect(noSparge.byVessel.length).toBeGreaterThan(0);
    expect(noSparge.byVessel.every((a) => a.vessel === 'mash')).toBe(true);
    expect(matchTargetByVessel({ source: tap, target, mashLitres: 0, spargeLitres: 0 }).byVessel).toEqual([]);
  });
});

describe('a leaf module', () => {
  it('is not exported by the core nor imported by another core module (tests aside)', () => {
    expect('matchTargetProfile' in core).toBe(false);
    const root = join(import.meta.dirname, '..');
    const importers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('salt-solver'))
      .filter((file) =>
        /(from|import\()\s*['"][^'"]*salt-solver['"]/.test(readFileSync(join(root, file), 'utf8')),
      );
    expect(importers).toEqual([]);
  });
});
