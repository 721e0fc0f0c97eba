import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/** Writes `file`.gz and `file`.br beside a compressible file worth compressing. */
export function compressFile(file: string): void {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) return;
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * Writes .br and .gz beside every compressible file of the browser build, so the server sends
 * them as they are instead of compressing the same bytes on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'codenest-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const visit = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else compressFile(file);
        }
      };
      visit(outDir);
    },
  };
}
