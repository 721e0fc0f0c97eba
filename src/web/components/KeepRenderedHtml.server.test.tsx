import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './code/CodeBlock';
import { lazyHighlight } from './code/lazy-highlight';
import { KeepRenderedHtml } from './KeepRenderedHtml';

const html = async (element: ReactElement) =>
  new Response((await prerender(element)).prelude).text();

describe('KeepRenderedHtml at build time', () => {
  it('is rendered with its code coloured at build time, the highlighter loaded for it', async () => {
    const colour = lazyHighlight(() =>
      Promise.resolve((source: string) => [[{ text: source, className: 'tok' }]]),
    );
    const kept = await html(
      <KeepRenderedHtml id="lesson-text-c-001">
        <CodeBlock code="int x;" language="c" highlight={colour} />
      </KeepRenderedHtml>,
    );
    expect(kept).toContain('<span class="tok">int x;</span>');
    // Outside kept content, the browser's first render has no highlighter yet: plain code.
    const plain = await html(
      <CodeBlock
        code="int y;"
        language="c"
        highlight={lazyHighlight(() => Promise.resolve(() => null))}
      />,
    );
    expect(plain).toContain('<code data-language="c">int y;</code>');
  });
});
