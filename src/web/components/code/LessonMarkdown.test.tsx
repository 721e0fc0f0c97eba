// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonMarkdown } from './LessonMarkdown';

afterEach(cleanup);

const lessonText = [
  '# Operators',
  '',
  'An *expression* combines values. Use `a + b` to add.',
  '',
  '## Arithmetic',
  '',
  '- `+` addition',
  '- `%` remainder',
  '',
  '1. first',
  '2. second',
  '',
  '```c',
  '#include <stdio.h>',
  'int main(void) {',
  '    printf("%d\\n", 17 / 5); // 3',
  '    return 0;',
  '}',
  '```',
  '',
  '```text',
  '3725 seconds',
  '```',
  '',
  'Some <b>bold</b> words <script>alert(1)</script>.',
].join('\n');

describe('LessonMarkdown', () => {
  it('renders sections as h2 under the page title, lists and inline code', () => {
    render(<LessonMarkdown markdown={lessonText} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Operators' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Arithmetic' })).toBeInTheDocument();
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(2);
    expect(numbers?.tagName).toBe('OL');
    expect(screen.getByText('a + b').tagName).toBe('CODE');
    expect(screen.getByText('expression').tagName).toBe('EM');
  });

  it('shows C blocks plain, then highlights them with the C parser; other blocks stay plain', async () => {
    const { container } = render(<LessonMarkdown markdown={lessonText} />);
    const [cBlock, textBlock] = container.querySelectorAll('pre');
    expect(cBlock).toHaveTextContent('#include <stdio.h>');
    expect(cBlock?.textContent).toContain('printf("%d\\n", 17 / 5); // 3\n    return 0;');
    await waitFor(() => expect(cBlock?.querySelector('span[class]')).not.toBeNull());
    expect(cBlock?.textContent).toContain('printf("%d\\n", 17 / 5); // 3\n    return 0;');
    const token = (text: string) =>
      [...(cBlock?.querySelectorAll('span[class]') ?? [])].find(
        (span) => span.textContent === text,
      );
    expect(token('return')?.className).toContain('text-purple-700');
    expect(token('int')?.className).toContain('text-sky-700');
    expect(token('"%d')?.className).toContain('text-emerald-700');
    expect(token('\\n')?.className).toContain('text-amber-700');
    expect(token('// 3')?.className).toContain('italic');
    expect(token('printf')?.className).toContain('text-blue-700');

    expect(textBlock).toHaveTextContent('3725 seconds');
    expect(textBlock?.querySelector('span[class]')).toBeNull();
  });

  it('never renders raw HTML', () => {
    const { container } = render(<LessonMarkdown markdown={lessonText} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/Some/)).toHaveTextContent('Some bold words alert(1).');
  });
});
