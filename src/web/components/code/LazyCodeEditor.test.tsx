// @vitest-environment jsdom
import './codemirror-test-dom';
import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyCodeEditor } from './LazyCodeEditor';
import { findEditor, renderWithQueryClient, resetLearner } from './test-support';

vi.mock('@web/lib/account', async () => (await import('./test-support')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('./test-support')).supabaseModule);

describe('LazyCodeEditor', () => {
  it('renders the program as text on the server, never the editor', () => {
    const html = renderToString(
      <LazyCodeEditor label="Example program" value="int main(void);" onChange={() => {}} />,
    );
    expect(html).toContain('int main(void);');
    expect(html).toContain('Loading the editor for Example program…');
    expect(html).not.toContain('cm-editor');
  });

  describe('in the browser', () => {
    let reportIntersection: (isIntersecting: boolean) => void = () => {};
    afterEach(() => {
      cleanup();
      resetLearner();
      vi.unstubAllGlobals();
    });

    function stubIntersectionObserver() {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
            reportIntersection = (isIntersecting) => callback([{ isIntersecting }]);
          }
          observe() {}
          disconnect() {}
        },
      );
    }

    it('keeps the placeholder until its place comes near the viewport, then loads the editor', async () => {
      stubIntersectionObserver();
      const { container } = renderWithQueryClient(
        <LazyCodeEditor label="Example program" value="int main(void);" onChange={() => {}} />,
      );
      act(() => reportIntersection(false));
      expect(screen.getByText('Loading the editor for Example program…')).toBeTruthy();
      expect(container.querySelector('.cm-editor')).toBeNull();

      act(() => reportIntersection(true));
      const view = await findEditor('Example program');
      expect(view.state.doc.toString()).toBe('int main(void);');
      expect(container.textContent).not.toContain('Loading the editor');
    });
  });
});
