// Validation schemas of SPEC §5 (zod 4): one schema per shape, used by the web forms and the server routes.
export * from './account';
export * from './advice';
export * from './catalogue';
export { firstValidationMessage, requiredNumber, toNumberOrMissing, validationMessages } from './fields';
export * from './modals';
export * from './preferences';
export * from './recipe';
export * from './water';
