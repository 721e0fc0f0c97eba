import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@domain/languages';

/** One chunk of Vite's build manifest (`dist/web/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDist: string): Manifest {
  return JSON.parse(
    fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
}

/** The entry chunk's key (the app's index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk');
  return key;
}

/** A chunk and everything it imports statically: what loads before it runs. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What every page loads before it runs: the entry and what it imports, and the modules the entry
 * imports dynamically to start the app (React, then the app's shell: each evaluated in a task of
 * its own) with what they import.
 */
export function shellClosure(manifest: Manifest): Set<string> {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  for (const started of manifest[entry]?.dynamicImports ?? []) {
    staticClosure(manifest, started, keys);
  }
  return keys;
}

/** Every chunk a chunk can ever load, its dynamic imports included. */
export function reachable(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    reachable(manifest, imported, seen);
  }
  return seen;
}

/** The page modules' chunks (`features/<feature>/<Name>Page.tsx`), by source path. */
export function pageChunks(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && /^features\/[^/]+\/[^/]+Page\.tsx$/.test(key))
    .sort();
}

/**
 * The chunks that read the stored session (supabase-js, and the public configuration it needs):
 * a signed-in page shows nothing of its own before they have run.
 */
export function sessionChunks(manifest: Manifest): string[] {
  const supabase = Object.keys(manifest).find((key) => manifest[key]?.name === 'supabase');
  const config = 'lib/public-config.ts';
  if (!supabase || !manifest[config]) {
    throw new Error('The build manifest has no supabase chunk or no lib/public-config.ts');
  }
  return [supabase, config];
}

/**
 * What a page in another language than English loads before it renders: i18next and that
 * language's catalogues (English needs neither).
 */
export function languageChunks(manifest: Manifest, language: Language): string[] {
  if (language === 'en') return [];
  const catalogues = Object.keys(manifest).filter((key) =>
    key.startsWith(`i18n/locales/${language}/`),
  );
  return ['i18n/load-language.ts', ...catalogues].filter((key) => key in manifest);
}
