import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { pathAliases } from '../path-aliases';
import { compressFile } from '../precompress';
import type { Manifest } from './manifest';

/** The lessons' modules: kept offline for Pro learners only, never in the shell's precache. */
const LESSON_MODULE = /content\/courses\/[^/]+\/lessons\/[^/]+\.ts$/;

/** The files the app shell precaches (relative to the browser build). */
export const SHELL_FILES = [
  'index.html',
  'assets/**/*.{js,css,woff2}',
  'favicon.svg',
  'theme-init.js',
  'start-after-paint.js',
  'manifest.webmanifest',
  'icons/*.png',
];

/** Every lesson's built file, as the site serves it ("/assets/c-001-….js"). */
export function courseFiles(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => LESSON_MODULE.test(chunk.src ?? key))
    .map(([, chunk]) => `/${chunk.file}`)
    .sort();
}

/** The name of a release's course: it changes exactly when a lesson's file does. */
export const courseRelease = (files: readonly string[]): string =>
  crypto.createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);

/**
 * Builds /sw.js: src/service-worker bundled into one classic script, with the lessons' list
 * and the app shell's precache manifest (Workbox) written into it. Runs after the public pages
 * are rendered, so index.html is precached as it is served.
 */
export async function buildServiceWorker(root: string, webDist: string, manifest: Manifest) {
  const lessons = courseFiles(manifest);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: pathAliases(root) },
      define: {
        __COURSE_FILES__: JSON.stringify(lessons),
        __COURSE_RELEASE__: JSON.stringify(courseRelease(lessons)),
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      build: {
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        lib: {
          entry: path.join(root, 'src/service-worker/sw.ts'),
          formats: ['iife'],
          name: 'codenestServiceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const lessonGlobs = lessons.map((file) => file.slice(1));
    const result = await injectManifest({
      swSrc: path.join(outDir, 'sw.js'),
      swDest: path.join(webDist, 'sw.js'),
      globDirectory: webDist,
      globPatterns: SHELL_FILES,
      globIgnores: ['**/*.map', ...lessonGlobs],
      // Hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    compressFile(path.join(webDist, 'sw.js'));
    return { precached: result.count, bytes: result.size, lessons: lessons.length };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
