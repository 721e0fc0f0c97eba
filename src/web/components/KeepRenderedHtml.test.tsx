// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepRenderedHtml } from './KeepRenderedHtml';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Content the browser must not render while it takes a rendered page over. */
function NotWhileHydrating(): never {
  throw new Error('rendered again');
}

describe('KeepRenderedHtml', () => {
  it('keeps the HTML rendered for its id when the app takes the page over', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-kept="lesson-text-c-001"><p>Rendered <b>at build time</b></p></div>';
    document.body.append(root);
    await act(() =>
      Promise.resolve(
        hydrateRoot(
          root,
          <KeepRenderedHtml id="lesson-text-c-001">
            <NotWhileHydrating />
          </KeepRenderedHtml>,
        ),
      ).then(() => undefined),
    );
    expect(root.innerHTML).toBe(
      '<div data-kept="lesson-text-c-001"><p>Rendered <b>at build time</b></p></div>',
    );
  });

  it('renders its content when the page holds none for its id, and again for another id', () => {
    const { rerender } = render(
      <KeepRenderedHtml id="lesson-text-c-001">
        <p>First lesson</p>
      </KeepRenderedHtml>,
    );
    expect(screen.getByText('First lesson')).toBeInTheDocument();
    rerender(
      <KeepRenderedHtml id="lesson-text-c-002">
        <p>Second lesson</p>
      </KeepRenderedHtml>,
    );
    expect(screen.getByText('Second lesson')).toBeInTheDocument();
    expect(screen.queryByText('First lesson')).not.toBeInTheDocument();
  });
});
