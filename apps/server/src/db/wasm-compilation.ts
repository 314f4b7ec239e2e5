// How V8 compiles PGlite's PostgreSQL, a 9 MB WebAssembly module: one optimising compilation at a time.
// V8 compiles each function with its baseline compiler when first called and recompiles the hot ones
// with its optimising compiler in background tasks, by default as many at once as it has worker threads.
// Each task's compiler memory is freed afterwards but stays in its thread's malloc arena (glibc gives
// back only the free top of an arena): measured, 45 to 70 MB of an idle server's memory after the
// start-up's queries, against about 37 MB with one task at a time, which reuses one arena. The hot
// functions reach optimised code a little later after a start; no query runs slower once they have.
import { setFlagsFromString } from 'node:v8';

/** Lets V8 run one WebAssembly compilation task at a time (call before PGlite compiles its module). */
export function compileWasmOneTaskAtATime(): void {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
}
