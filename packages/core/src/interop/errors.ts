// The limits an imported file must keep and the one error every refused file raises.

/** Largest file the import accepts, in bytes (the server answers 413 above it). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Most records (recipes plus catalogue items) one file may hold. */
export const MAX_IMPORT_RECORDS = 1000;
/** Deepest element or object nesting a file may have (real BeerXML and BeerJSON stay under 10). */
export const MAX_IMPORT_DEPTH = 32;

/** Why a file was refused. */
export type InteropErrorCode =
  | 'empty'
  | 'too-large'
  | 'not-xml-or-json'
  | 'malformed'
  | 'not-beer-format'
  | 'entities'
  | 'too-deep'
  | 'too-many-records'
  | 'nothing-to-import';

/** A file the import refuses: `message` is for the brewer, `line` is set where the parser knows it. */
export class InteropError extends Error {
  readonly code: InteropErrorCode;
  readonly line: number | undefined;

  constructor(code: InteropErrorCode, message: string, line?: number) {
    super(line === undefined ? message : `${message} (line ${line})`);
    this.name = 'InteropError';
    this.code = code;
    this.line = line;
  }
}
