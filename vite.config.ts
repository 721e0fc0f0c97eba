import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pathAliases } from './scripts/path-aliases.ts';
import { precompress } from './scripts/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;
const proxied = ['/auth', '/rest', '/functions', '/health', '/config.json'];
/** Where builds go (relative to the project): BUILD_DIR builds a second copy elsewhere. */
const buildDir = path.resolve(import.meta.dirname, process.env.BUILD_DIR ?? 'dist');

/**
 * React Router's package resolves to its development build under every condition (warnings and
 * checks included); a production bundle takes the production build it ships beside it.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      ...pathAliases(import.meta.dirname),
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // The build's other half (`scripts/web-build/index.ts`) renders the public pages with
  // entry-server.tsx.
  build: isSsrBuild
    ? { outDir: path.join(buildDir, 'ssr'), emptyOutDir: true }
    : {
        outDir: path.join(buildDir, 'web'),
        emptyOutDir: true,
        // Which chunks each page needs: the prerendered pages' preloads and the size budgets.
        manifest: true,
        // No preload lists in the entry for every page's chunks (2 KB of the landing page's
        // budget): a page rendered at build time preloads its own chunks in its HTML.
        modulePreload: false,
        // Maps for reading production stack traces, never linked from or served with the bundle.
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            // Libraries change less often than our code: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
                // The C grammar and the highlighter: code shown read-only and in the editor. The
                // other languages' grammars are for /compare only: they stay in its chunk.
                {
                  name: 'lezer',
                  test: /node_modules[\\/]@lezer[\\/](?!go|javascript|python|rust)/,
                  // Before the editor's group, which would take these in as its dependencies.
                  priority: 2,
                },
                // The editor loads only where code is edited, never with the landing page.
                {
                  name: 'codemirror',
                  test: /node_modules[\\/](@codemirror|crelt|style-mod|w3c-keyname)[\\/]/,
                  priority: 1,
                },
                // Libraries used by many pages but not by all: their own chunks, cached apart.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }])),
  },
}));
