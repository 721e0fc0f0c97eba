// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './CodeBlock';
import { lazyHighlight } from './lazy-highlight';
import { layOutOverflowingContent } from './test-support';

afterEach(cleanup);

const keyword = (source: string) => [[{ text: source, className: 'text-purple-700' }]];

describe('CodeBlock', () => {
  it('renders C plain on the server, the colours come later in the browser', () => {
    const html = renderToString(<CodeBlock code={'int main(void);\n'} language="c" />);
    expect(html).toContain('<code data-language="c">int main(void);</code>');
  });

  it('colours the code at once with a highlighting function', () => {
    const { container } = render(<CodeBlock code="return" language="x" highlight={keyword} />);
    expect(container.querySelector('span.text-purple-700')).toHaveTextContent('return');
  });

  it('shows the code plain until a lazy highlighter has loaded, loading it once', async () => {
    let loaded!: (highlight: typeof keyword) => void;
    const load = vi.fn(() => new Promise<typeof keyword>((resolve) => (loaded = resolve)));
    const lazy = lazyHighlight(load);
    const { container } = render(
      <>
        <CodeBlock code="return" language="x" highlight={lazy} />
        <CodeBlock code="break" language="x" highlight={lazy} />
      </>,
    );
    expect(container.querySelector('span[class]')).toBeNull();
    expect(container).toHaveTextContent('returnbreak');
    loaded(keyword);
    await waitFor(() => expect(container.querySelectorAll('span.text-purple-700')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays plain when the highlighter cannot load', async () => {
    const lazy = lazyHighlight(() => Promise.reject(new Error('offline')));
    const { container } = render(<CodeBlock code="return" language="x" highlight={lazy} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('span[class]')).toBeNull();
    expect(container).toHaveTextContent('return');
  });

  it('is a focusable group a keyboard can scroll once its lines are too long for it', () => {
    render(<CodeBlock code="short" language="x" />);
    expect(screen.getByText('short').closest('pre')).not.toHaveAttribute('tabindex');
    cleanup();

    const layout = layOutOverflowingContent();
    try {
      render(<CodeBlock code={'printf("a line far too long for a phone");'} language="x" />);
      const block = screen.getByRole('group', { name: 'Code example' });
      expect(block).toHaveAttribute('tabindex', '0');
    } finally {
      layout.restore();
    }
  });
});
