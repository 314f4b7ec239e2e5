// The web Vitest project: component tests in jsdom with jest-dom matchers.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Twice Vitest's 5 s default: the slowest test (a form typed field by field) takes about 2.4 s in
    // CI, and the margin covers a busy 2-core machine without hiding a test that hangs.
    testTimeout: 10_000,
  },
});
