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
    // Form tests type into many fields; on a shared 2-core machine 5 s is too tight under load.
    testTimeout: 20_000,
  },
});
