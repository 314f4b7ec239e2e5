// The built-in advisor: advice on a recipe against its style, from the core's figures.
export * from './advice-wording';
export * from './advisor';
export * from './advisor-recipe';
export * from './figure-rules';
export * from './reductions';
