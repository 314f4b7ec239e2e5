// The water and mash rules: ions and salts, alkalinity, acids, mash pH, volumes and temperatures, and the
// report that brings them together. The salt solver (salt-solver.ts) is not here: the web loads it lazily
// through `@wortsmith/core/water-solver`.
export * from './acid-to-target';
export * from './acids';
export * from './alkalinity';
export * from './ions';
export * from './malt-class';
export * from './mash-ph';
export * from './mash-ph-range';
export * from './salts';
export * from './strike-temperature';
export * from './style-target';
export * from './sulfate-chloride';
export * from './volumes';
export * from './water-report';
