// How V8 compiles PGlite's PostgreSQL, a 9 MB WebAssembly module: one optimising compilation at a time,
// started nine times sooner than V8's default.
//
// V8 compiles each function with its baseline compiler when first called and recompiles the hot ones
// with its optimising compiler in background tasks, by default as many at once as it has worker threads.
// Each task's compiler memory is freed afterwards but stays in its thread's malloc arena (glibc gives
// back only the free top of an arena): measured, 45 to 70 MB of an idle server's memory after the
// start-up's queries, against about 37 MB with one task at a time, which reuses one arena.
//
// A function is recompiled once it has run through its tiering budget (roughly bytes of code executed).
// With V8's default (1,800,000) a freshly started server needed 10 to 15 s of steady load before the
// recipe read reached its speed (ten clients, 3 s rounds: 262, 355, 338, 638, 546 answers a second);
// with 200,000 it got there in the second round (302, 594, 707, 762, 692), with the same memory.
import { setFlagsFromString } from 'node:v8';

/** Sets how V8 compiles WebAssembly (call before PGlite compiles its module). */
export function configureWasmCompilation(): void {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
  setFlagsFromString('--wasm-tiering-budget=200000');
}
