import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './scripts/path-aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases(import.meta.dirname) },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
      'tests/redis/**/*.test.ts',
      'tests/queue/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Database tests share one PostgreSQL server; each file works in its own schema.
    fileParallelism: true,
  },
});
