// The brewing tools of issue 32, each rule in its module with its sources: carbonation and priming, pitch
// rate and starters, refractometer and hydrometer corrections, brew-day corrections.

export * from './batch-plans';
export * from './brew-day-corrections';
export * from './carbonation';
export * from './hydrometer-correction';
export * from './pitch-rate';
export * from './refractometer';
export * from './starter';
