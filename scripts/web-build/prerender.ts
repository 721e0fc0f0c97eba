import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@domain/languages';
import { prerenderedFile } from '@domain/routes';
import type { RenderedPage } from '@web/entry-server';
import { readInlineScript } from '@server/http/inline-scripts';
import { compressFile } from '../precompress';
import { shellClosure, staticClosure, type Manifest } from './manifest';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Sets a `<meta>` tag's content; the template must have the tag. */
function setMeta(html: string, attribute: 'name' | 'property', key: string, value: string) {
  const tag = new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="[^"]*"\\s*/?>`);
  if (!tag.test(html)) throw new Error(`index.html has no <meta ${attribute}="${key}">`);
  return html.replace(tag, `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
}

/** The first paint's text font (Inter, Latin letters): preloaded by every page. */
export function fontPreload(webDist: string): string {
  const assets = fs.readdirSync(path.join(webDist, 'assets'));
  const font = assets.find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));
  if (!font) throw new Error('The build has no Inter Latin font to preload');
  return `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`;
}

/**
 * index.html as every page starts: the theme script inline (the server's CSP allows it by its
 * hash) and the text font preloaded. The shell's modules are not: preloaded, they would share
 * the first paint's bandwidth with the stylesheet and the font (measured: +0.3 s to FCP).
 */
export function finishShell(webDist: string): string {
  const file = path.join(webDist, 'index.html');
  const themeScript = readInlineScript(webDist, 'theme-init.js');
  const external = '<script src="/theme-init.js"></script>';
  let template = fs.readFileSync(file, 'utf8');
  if (!themeScript || !template.includes(external)) {
    throw new Error('index.html should load /theme-init.js, which the build writes inline');
  }
  template = template.replace(external, () => `<script>${themeScript}</script>`);
  const preloads = [fontPreload(webDist)];
  template = template.replace(
    '</head>',
    `${preloads.map((link) => `    ${link}\n`).join('')}  </head>`,
  );
  fs.writeFileSync(file, template);
  compressFile(file);
  return template;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * What a rendered page fetches once it has painted: the shell's modules and the page's own
 * chunks (and what they import), so none waits for the module that imports it.
 */
export function pageChunkFiles(manifest: Manifest, chunks: string[]): string[] {
  const files = shellClosure(manifest);
  for (const chunk of chunks) staticClosure(manifest, chunk, files);
  return [...files]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * The HTML of one rendered page: the app's markup in #root, its title and description, and
 * instead of the entry's module script in the head, start-after-paint.js inline at the end of
 * the body (the server's CSP allows it by its hash): the page paints from its HTML and CSS
 * alone, then loads the app that hydrates it.
 */
export function pageHtml(
  template: string,
  /** What the page runs as it starts (pageChunkFiles), its entry included. */
  scripts: readonly string[],
  page: RenderedPage,
  startScript: string,
  /** Links for the head, such as what the page will fetch first. */
  headLinks: readonly string[] = [],
): string {
  const { title, description } = page.meta;
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = setMeta(html, 'name', 'description', description);
  html = setMeta(html, 'property', 'og:title', title);
  html = setMeta(html, 'property', 'og:description', description);
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script of the entry');
  html = html.replace(ENTRY_SCRIPT, '');
  html = html.replace(
    '</head>',
    () => `${headLinks.map((link) => `  ${link}\n`).join('')}  </head>`,
  );
  const chunks = scripts.filter((file) => file !== entry);
  const start = `<script data-entry="${entry}" data-chunks="${chunks.join(' ')}">${startScript}</script>`;
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `  ${start}\n  </body>`);
}

/** A page written at build time, and the scripts it runs as it starts (its entry included). */
export interface PrerenderedPage {
  file: string;
  scripts: string[];
}

/**
 * The page's language on its root element; data-language tells the app that the server chose
 * it (from the learner's choice or the browser's languages), so it starts in it.
 */
export function inLanguage(template: string, language: Language): string {
  if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en">');
  return template.replace(
    '<html lang="en">',
    `<html lang="${language}" data-language="${language}">`,
  );
}

/** Renders each path in a language and writes it where the server looks for it (prerenderedFile). */
export async function prerender(options: {
  webDist: string;
  template: string;
  manifest: Manifest;
  paths: readonly string[];
  language: Language;
  render: (path: string) => Promise<RenderedPage>;
  headLinks?: readonly string[];
}): Promise<PrerenderedPage[]> {
  const template = inLanguage(options.template, options.language);
  const startScript = readInlineScript(options.webDist, 'start-after-paint.js');
  if (!startScript) throw new Error('The build has no start-after-paint.js to write inline');
  const written: PrerenderedPage[] = [];
  for (const pagePath of options.paths) {
    const page = await options.render(pagePath);
    const scripts = pageChunkFiles(options.manifest, page.chunks);
    const file = path.join(options.webDist, prerenderedFile(pagePath, options.language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageHtml(template, scripts, page, startScript, options.headLinks));
    compressFile(file);
    written.push({ file, scripts });
  }
  return written;
}
