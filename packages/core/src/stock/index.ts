// The brewery's stock (issue 33): lines and lots, what recipes need, taking and putting back, the shopping
// list, costs, ages and linking ingredients to items.
export * from './ingredient-cost';
export * from './item-match';
export * from './lots';
export * from './recipe-needs';
export * from './shopping-list';
export * from './stock-age';
export * from './stock-check';
export * from './stock-format';
export * from './stock-line';
export * from './stock-take';
