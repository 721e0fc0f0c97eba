// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_CODE_TEXT,
  hideCodeBlocks,
  mentionedHandles,
  plainExcerpt,
  renderPost,
  searchWords,
} from './markdown';

const plain = { nofollow: false };

/** The rendered post as a document fragment, parsed as a browser would (jsdom). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const ALLOWED_ELEMENTS = new Set([
  'A',
  'BLOCKQUOTE',
  'BR',
  'CODE',
  'DEL',
  'EM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'INPUT',
  'LI',
  'OL',
  'P',
  'PRE',
  'SPAN',
  'STRONG',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'rel',
  'class',
  'align',
  'type',
  'checked',
  'disabled',
  'start',
]);

/** Nothing in the HTML can run script, load anything or leave the allowed addresses. */
function expectInert(html: string): DocumentFragment {
  const fragment = parse(html);
  for (const element of fragment.querySelectorAll('*')) {
    expect(ALLOWED_ELEMENTS, `<${element.tagName.toLowerCase()}> in ${html}`).toContain(
      element.tagName,
    );
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES, `${attribute.name} in ${html}`).toContain(attribute.name);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/);
    if (element.tagName === 'INPUT') {
      expect(element.getAttribute('type')).toBe('checkbox');
      expect(element.hasAttribute('disabled')).toBe(true);
    }
    const className = element.getAttribute('class');
    if (className !== null) {
      expect(className).toMatch(
        /^(?:language-[a-z0-9+#-]+|mention|task-list-item|contains-task-list)$/i,
      );
    }
  }
  return fragment;
}

describe('renderPost and attempts at script', () => {
  const attempts: [what: string, markdown: string][] = [
    ['a script element', '<script>alert(1)</script>'],
    ['a script inside a paragraph', 'Hello <script>alert(1)</script> world'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a javascript: link in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['a javascript: link with entities', '[x](&#106;&#97;vascript&#58;alert(1))'],
    ['a javascript: link with a tab in it', '[x](java\tscript:alert(1))'],
    ['a javascript: link with leading spaces', '[x](<  javascript:alert(1)>)'],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: URL', '[x](vbscript:msgbox(1))'],
    ['a raw link', '<a href="javascript:alert(1)">x</a>'],
    ['an SVG with onload', '<svg onload=alert(1)><circle r=1 /></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body { display: none }</style>'],
    ['a style attribute via raw HTML', '<p style="position:fixed">x</p>'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
    ['a reference link to javascript:', '[x][evil]\n\n[evil]: javascript:alert(1)'],
    ['HTML inside link text', '[<b onmouseover=alert(1)>x</b>](https://example.com)'],
    ['an image inside link text', '[<img src=x onerror=alert(1)>](https://example.com)'],
    ['a Markdown image with javascript:', '![x](javascript:alert(1))'],
    ['a Markdown image', '![a cat](https://tracker.example/pixel.png "cat")'],
    ['a reference image', '![cat][pic]\n\n[pic]: https://tracker.example/pixel.png'],
    ['attribute injection through a title', '[x](http://a "a\\" onmouseover=\\"alert(1)")'],
    ['attribute injection through a code fence', '```c" onmouseover="alert(1)\nint x;\n```'],
    ['nested and unclosed tags', '<div><p><script>alert(1)<div><img src=x onerror=alert(1)'],
    ['a form', '<form action="https://evil.example"><input name=x><button>Go</button></form>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a protocol-relative link', '[x](//evil.example/path)'],
    ['a backslash link', '[x](/\\evil.example/path)'],
    ['a comment hiding a script', '<!-- x --><script>alert(1)</script><!-- -->'],
    ['a CDATA section', '<![CDATA[<script>alert(1)</script>]]>'],
    ['an HTML entity as a tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a table cell with HTML', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
    [
      'a task list with an input of its own',
      '- [ ] <input type="text" autofocus onfocus=alert(1)>',
    ],
    ['a footnote with HTML', 'x[^1]\n\n[^1]: <script>alert(1)</script>'],
  ];

  it.each(attempts)('leaves nothing runnable of %s', (_what, markdown) => {
    for (const nofollow of [false, true]) expectInert(renderPost(markdown, { nofollow }));
  });

  it('shows typed HTML as the text it is', () => {
    const fragment = expectInert(renderPost('Hello <script>alert(1)</script> world', plain));
    expect(fragment.querySelector('script')).toBeNull();
    expect(fragment.textContent).toBe('Hello <script>alert(1)</script> world');
    expect(parse(renderPost('#include <stdio.h> and <string>', plain)).textContent).toBe(
      '#include <stdio.h> and <string>',
    );
  });

  it('drops the address of a link it may not keep, and keeps its text', () => {
    for (const markdown of [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](&#106;avascript:alert(1))',
      '[x][evil]\n\n[evil]: javascript:alert(1)',
      '[x](data:text/html,hi)',
      '[x](//evil.example)',
    ]) {
      const fragment = parse(renderPost(markdown, plain));
      expect(fragment.querySelector('a')).toBeNull();
      expect(fragment.textContent).toBe('x');
    }
  });

  it('makes an image a link to it, by its alt text, so no reader loads it', () => {
    const fragment = expectInert(
      renderPost('![a cat](https://tracker.example/pixel.png "cat")', plain),
    );
    expect(fragment.querySelector('img')).toBeNull();
    const link = fragment.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://tracker.example/pixel.png');
    expect(link?.textContent).toBe('a cat');
    expect(link?.getAttribute('title')).toBe('cat');
  });

  it('keeps a quote in a title inside the attribute', () => {
    const fragment = parse(renderPost('[x](http://a "a\\" onmouseover=\\"alert(1)")', plain));
    const link = fragment.querySelector('a');
    expect(link?.getAttribute('title')).toBe('a" onmouseover="alert(1)');
    expect(link?.hasAttribute('onmouseover')).toBe(false);
  });
});

describe('renderPost', () => {
  it('renders GFM: tables, strikethrough, task lists and autolinks', () => {
    const html = renderPost(
      '| a | b |\n|:--|--:|\n| 1 | ~~2~~ |\n\n- [x] done\n- [ ] to do\n\nSee https://example.com/x.',
      plain,
    );
    const fragment = expectInert(html);
    expect(fragment.querySelector('table th[align="left"]')?.textContent).toBe('a');
    expect(fragment.querySelector('td del')?.textContent).toBe('2');
    const boxes = [...fragment.querySelectorAll('li.task-list-item input')];
    expect(boxes.map((box) => box.hasAttribute('checked'))).toEqual([true, false]);
    expect(fragment.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x');
  });

  it('keeps a fenced block’s language as its class, and a block without one plain', () => {
    const html = renderPost('```c\nint main(void) { return 0; }\n```\n\n```\nplain\n```', plain);
    expect(html).toContain(
      '<pre><code class="language-c">int main(void) { return 0; }\n</code></pre>',
    );
    expect(html).toContain('<pre><code>plain\n</code></pre>');
  });

  it('links lesson ids and marks @handles, but not inside code or links', () => {
    const html = renderPost(
      'See c-012 and ask @ada-lovelace. Not `c-013` nor [c-014](https://example.com) nor `@bob`.\n\n```c\n// c-015 @carol\n```',
      plain,
    );
    const fragment = expectInert(html);
    const links = [...fragment.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['c-012', '/learn/c?lesson=c-012'],
      ['c-014', 'https://example.com'],
    ]);
    expect([...fragment.querySelectorAll('span.mention')].map((span) => span.textContent)).toEqual([
      '@ada-lovelace',
    ]);
    expect(fragment.querySelector('pre')?.textContent).toBe('// c-015 @carol\n');
    // An image's alt text becomes a link's text: no link inside it.
    const image = parse(renderPost('![see c-012 @ada](https://example.com/a.png)', plain));
    expect(image.querySelectorAll('a')).toHaveLength(1);
    expect(image.querySelector('a')?.innerHTML).toBe('see c-012 @ada');
    // An e-mail address is no mention.
    expect(renderPost('mail ada@example.com', plain)).not.toContain('mention');
  });

  it('gives every link rel="ugc", or "nofollow ugc" for a new account, and noopener', () => {
    const markdown = '[x](https://example.com) and c-001';
    const rels = (nofollow: boolean) =>
      [...parse(renderPost(markdown, { nofollow })).querySelectorAll('a')].map((link) =>
        link.getAttribute('rel'),
      );
    expect(rels(false)).toEqual(['ugc noopener noreferrer', 'ugc noopener noreferrer']);
    expect(rels(true)).toEqual([
      'nofollow ugc noopener noreferrer',
      'nofollow ugc noopener noreferrer',
    ]);
    expect(renderPost('[x](https://example.com)', plain)).not.toContain('target');
  });
});

describe('hideCodeBlocks', () => {
  it('replaces every code block with the notice and counts them; inline code stays', () => {
    const html = renderPost('Try `x++`.\n\n```c\nint a;\n```\n\ntext\n\n```\nb\n```', plain);
    const hidden = hideCodeBlocks(html);
    expect(hidden.hidden).toBe(2);
    const fragment = parse(hidden.html);
    expect(fragment.querySelector('pre')).toBeNull();
    expect(
      [...fragment.querySelectorAll('div.spoiler-code[data-hidden-code]')].map(
        (div) => div.textContent,
      ),
    ).toEqual([HIDDEN_CODE_TEXT, HIDDEN_CODE_TEXT]);
    expect(fragment.querySelector('code')?.textContent).toBe('x++');
    expect(hidden.html).not.toContain('int a');
  });

  it('counts none in a post without code blocks', () => {
    const html = renderPost('Just words and `inline`.', plain);
    expect(hideCodeBlocks(html)).toEqual({ html, hidden: 0 });
  });

  it('hides code whose text looks like the end of a block', () => {
    const html = renderPost('```\n</pre><script>x</script>\n```', plain);
    const hidden = hideCodeBlocks(html);
    expect(hidden.hidden).toBe(1);
    expect(hidden.html).not.toContain('script');
  });
});

describe('plainExcerpt', () => {
  it('gives the words without Markdown or code blocks, whitespace collapsed', () => {
    expect(
      plainExcerpt(
        '# Why?\n\nMy **loop**   never\nends: `i++`.\n\n```c\nsecret();\n```\n\n- one\n- two',
        200,
      ),
    ).toBe('Why? My loop never ends: i++. one two');
  });

  it('cuts at a word with an ellipsis', () => {
    const excerpt = plainExcerpt('The quick brown fox jumps over the lazy dog', 20);
    expect(excerpt).toBe('The quick brown fox…');
    expect(excerpt.length).toBeLessThanOrEqual(20);
    expect(plainExcerpt('short', 20)).toBe('short');
  });
});

describe('searchWords', () => {
  it('folds case and accents and splits on anything not a letter or digit', () => {
    expect(searchWords('Café CRÈME, naïve-Über x86_64 ΩMEGA  c-012')).toBe(
      'cafe creme naive uber x86 64 ωmega c 012',
    );
    expect(searchWords('  ¿¡!! ')).toBe('');
    expect(searchWords('ﬁle ①')).toBe('file 1');
  });
});

describe('mentionedHandles', () => {
  it('names each handle mentioned outside code once', () => {
    expect(
      mentionedHandles(
        '@ada thanks, and @bob-2 too. @ada again. `@carol` and\n\n```\n@dave\n```\n\nmail eve@example.com',
      ),
    ).toEqual(['ada', 'bob-2']);
  });
});
