// A recipe's history, comparisons and sharing (issue 36): what a version keeps, what changed, two recipes
// side by side, and what a shared or published recipe shows.
export * from './ingredient-alignment';
export * from './recipe-changes';
export * from './recipe-comparison';
export * from './recipe-content';
export * from './shared-recipe';
