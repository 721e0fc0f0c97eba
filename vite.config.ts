import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;
const proxied = ['/auth', '/rest', '/functions', '/health', '/config.json'];

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
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
            // The editor loads only where code is edited, never with the landing page.
            {
              name: 'codemirror',
              // The other languages' grammars are for /compare only: they stay in its chunk.
              test: /node_modules[\\/](?!@lezer[\\/](?:go|javascript|python|rust)[\\/])(@codemirror|@lezer|crelt|style-mod|w3c-keyname)[\\/]/,
            },
            // What every page uses; libraries of one feature (Markdown for lessons) stay with it.
            {
              name: 'vendor',
              test: /node_modules[\\/](simple-icons|zod|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }])),
  },
});
