// Public surface of the brewing core: pure TypeScript, no I/O, shared by server and web.
export * from './advice';
export * from './calculation-methods';
export * from './colour';
export * from './display-units';
export * from './figures';
export * from './indicators';
export * from './morey-colour';
export * from './options';
export { finite, roundTo } from './rounding';
export * from './schemas';
export * from './staged-bitterness';
export * from './styles';
export * from './types';
export * from './units';
