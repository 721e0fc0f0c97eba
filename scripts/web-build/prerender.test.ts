import { describe, expect, it } from 'vitest';
import type { Manifest } from './manifest';
import { pageChunkFiles, pageHtml } from './prerender';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>CodeNest: learn to code</title>
    <meta
      name="description"
      content="The site's description."
    />
    <meta property="og:title" content="CodeNest: learn to code" />
    <meta
      property="og:description"
      content="Short description."
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
  'features/site/faq/FaqPage.tsx': {
    file: 'assets/FaqPage.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_icons.js'],
  },
};

describe('pageHtml', () => {
  const startScript = 'startApp();';
  const html = pageHtml(
    template,
    pageChunkFiles(manifest, ['features/site/faq/FaqPage.tsx']),
    {
      html: '<main><h1>Questions &amp; answers</h1></main>',
      meta: { title: 'FAQ & more | CodeNest', description: 'Answers about "courses".' },
      chunks: ['features/site/faq/FaqPage.tsx'],
    },
    startScript,
  );

  it('puts the rendered page in #root', () => {
    expect(html).toContain('<div id="root"><main><h1>Questions &amp; answers</h1></main></div>');
  });

  it('sets the title, description and sharing tags, escaped', () => {
    expect(html).toContain('<title>FAQ &amp; more | CodeNest</title>');
    expect(html).toContain(
      '<meta name="description" content="Answers about &quot;courses&quot;." />',
    );
    expect(html).toContain('<meta property="og:title" content="FAQ &amp; more | CodeNest" />');
    expect(html).toContain(
      '<meta property="og:description" content="Answers about &quot;courses&quot;." />',
    );
    expect(html).not.toContain('The site&#39;s description');
  });

  it('loads no script before the first paint: the entry starts from the end of the body', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    const start = html.indexOf('<script data-entry="/assets/index.js"');
    expect(start).toBeGreaterThan(html.indexOf('<div id="root"><main>'));
    expect(html.slice(start)).toMatch(
      /^<script data-entry="[^"]*" data-chunks="[^"]*">startApp\(\);<\/script>\s*<\/body>/,
    );
  });

  it("names the shell's and the page's chunks (and what they import) to fetch with the entry", () => {
    const chunks = /data-chunks="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(chunks?.sort()).toEqual(['/assets/FaqPage.js', '/assets/icons.js', '/assets/react.js']);
  });

  it('adds the links it is given to the head, and none otherwise', () => {
    const link = '<link rel="preload" href="/config.json" as="fetch" crossorigin />';
    const page = {
      html: '<main></main>',
      meta: { title: 'Dashboard | CodeNest', description: 'Your progress.' },
      chunks: [],
    };
    const head = (links?: string[]) =>
      pageHtml(template, pageChunkFiles(manifest, []), page, startScript, links).split(
        '</head>',
      )[0];
    expect(head([link])).toContain(link);
    expect(head()).not.toContain('config.json');
  });

  it('refuses a template without the tags it must fill', () => {
    expect(() =>
      pageHtml(
        '<html><head></head><body><div id="root"></div></body></html>',
        [],
        { html: '', meta: { title: 't', description: 'd' }, chunks: [] },
        startScript,
      ),
    ).toThrow('index.html has no <meta name="description">');
  });
});
