// Setup of every server test file: the database it starts from is ready (or the run fails with why not).
import { inject } from 'vitest';
import { templateReady } from './template-ready';

await templateReady(inject('pgliteDump'));
