// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyCodeEditor } from './LazyCodeEditor';

describe('LazyCodeEditor', () => {
  it('renders the program as text on the server, never the editor', () => {
    const html = renderToString(
      <LazyCodeEditor label="Example program" value="int main(void);" onChange={() => {}} />,
    );
    expect(html).toContain('int main(void);');
    expect(html).toContain('Loading the editor for <!-- -->Example program');
    expect(html).not.toContain('cm-editor');
  });
});
