// Vite build and dev server for the web app: /api is proxied to the server in development,
// the build lands in apps/web/dist with hashed assets under /assets/ (the server serves both).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The core is pure TypeScript without side effects (docs/core-api.md), but its package does not
      // say so; telling the bundler lets each chunk keep only the core modules it uses (zod and the
      // style table stay out of the login screen).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/src/') },
    },
  },
});
