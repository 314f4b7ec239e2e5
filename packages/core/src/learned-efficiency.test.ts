// The learned efficiency: mean of the latest five completed batches on one equipment.
import { describe, expect, it } from 'vitest';
import { type EfficiencyBatch, learnedEfficiency } from './learned-efficiency';

const batch = (brewDate: string, efficiency: number | null, change: Partial<EfficiencyBatch> = {}) => ({
  status: 'Completed',
  equipmentId: 'kettle',
  brewDate,
  brewhouseEfficiency: efficiency,
  ...change,
});

describe('learned efficiency', () => {
  it('averages the latest five completed batches on the equipment, with the count', () => {
    const batches = [
      batch('2026-01-01', 50),
      batch('2026-02-01', 70),
      batch('2026-03-01', 72),
      batch('2026-04-01', 74),
      batch('2026-05-01', 68),
      batch('2026-06-01', 71),
      batch('2026-07-01', 90, { status: 'Fermenting' }),
      batch('2026-07-02', 40, { equipmentId: 'other' }),
      batch('2026-07-03', null),
    ];
    expect(learnedEfficiency(batches, 'kettle')).toEqual({ efficiency: 71, count: 5 });
  });

  it('is null without completed batches or without an equipment', () => {
    expect(learnedEfficiency([batch('2026-01-01', 70, { status: 'Archived' })], 'kettle')).toBeNull();
    expect(learnedEfficiency([batch('2026-01-01', 70)], null)).toBeNull();
    expect(learnedEfficiency([batch('2026-01-01', 66.66)], 'kettle')).toEqual({ efficiency: 66.7, count: 1 });
  });
});
