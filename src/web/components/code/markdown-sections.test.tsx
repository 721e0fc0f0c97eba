import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownSections } from './markdown-sections';

const bodies = import.meta.glob<{ content: string; exercise?: { description?: string } }>(
  '../../../../content/courses/*/lessons/*.ts',
  { import: 'lesson', eager: true },
);

const html = (markdown: string) => renderToStaticMarkup(<Markdown skipHtml>{markdown}</Markdown>);

describe('markdownSections', () => {
  it('cuts before each heading, but not before a # line inside a fenced block', () => {
    const text = [
      'Intro line.',
      '',
      '## First',
      '',
      '```c',
      '#include <stdio.h>',
      '# not a heading',
      '```',
      '',
      '~~~~',
      '## still code',
      '~~~',
      '~~~~',
      '',
      '### Second',
      'Text.',
    ].join('\n');
    expect(markdownSections(text)).toEqual([
      'Intro line.\n',
      '## First\n\n```c\n#include <stdio.h>\n# not a heading\n```\n\n~~~~\n## still code\n~~~\n~~~~\n',
      '### Second\nText.',
    ]);
  });

  it('keeps a text without headings whole and drops empty parts', () => {
    expect(markdownSections('Just a paragraph.\n\n- a list')).toEqual([
      'Just a paragraph.\n\n- a list',
    ]);
    expect(markdownSections('# Title\n\n')).toEqual(['# Title\n\n']);
  });

  // Between two blocks the whole text has a line break, which renders nothing between blocks.
  it('renders every lesson text and exercise of the courses as the whole text does', () => {
    const texts = Object.values(bodies).flatMap((body) =>
      [body.content, body.exercise?.description].filter((text): text is string => !!text),
    );
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      expect(markdownSections(text).map(html).join('\n')).toBe(html(text));
    }
  });
});
