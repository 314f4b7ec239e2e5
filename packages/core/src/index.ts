// Public surface of the brewing core: pure TypeScript, no I/O, shared by server and web.
export * from './advice';
export * from './batch';
export * from './batch-figures';
export * from './colour';
export * from './figures';
export * from './gravity';
export * from './indicators';
export * from './learned-efficiency';
export * from './options';
export { finite, roundTo } from './rounding';
export * from './scaling';
export * from './schemas';
export * from './styles';
export * from './types';
export * from './units';
