// Public surface of the brewing core: pure TypeScript, no I/O, shared by server and web.
export * from './account-messages';
export * from './advice';
export * from './colour';
export * from './figures';
export * from './indicators';
export * from './options';
export { finite, roundTo } from './rounding';
export * from './schemas';
export * from './styles';
export * from './types';
export * from './units';
