// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backend,
  executed,
  fakeSupabase,
  renderWithQueryClient,
  resetLearner,
} from '@web/components/code/test-support';
import { PostBody } from './PostBody';
import { RUN_POST_CODE } from './post-code-block';

vi.mock(
  '@web/lib/account',
  async () => (await import('@web/components/code/test-support')).accountModule,
);
vi.mock(
  '@web/lib/supabase',
  async () => (await import('@web/components/code/test-support')).supabaseModule,
);

const C_PROGRAM =
  '#include <stdio.h>\n\nint main(void)\n{\n    printf("Hi\\n");\n    return 0;\n}\n';
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(() => {
  cleanup();
  resetLearner();
  delete (window as { ran?: boolean }).ran;
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const page = (html: string) => (
  <MemoryRouter initialEntries={['/community/threads/t1']}>
    <Routes>
      <Route path="*" element={<PostBody html={html} className="post" />} />
    </Routes>
    <Where />
  </MemoryRouter>
);

function renderPost(html: string) {
  return renderWithQueryClient(page(html));
}

describe('PostBody', () => {
  it('removes what could run script, even if the server let it through', () => {
    const { container } = renderPost(
      [
        '<p>Hello <strong>there</strong></p>',
        '<script>window.ran = true</script>',
        '<img src="x" onerror="window.ran = true">',
        '<p><a href="javascript:window.ran = true">bad</a> <a href="https://example.com" onclick="window.ran = true">good</a></p>',
        '<svg onload="window.ran = true"></svg><iframe src="https://evil.example"></iframe>',
        '<p style="position: fixed" class="evil mention">styled</p>',
        '<form><input type="text" name="x"></form>',
      ].join(''),
    );
    const post = container.querySelector('.post')!;
    expect(within(post as HTMLElement).getByText('there').tagName).toBe('STRONG');
    expect(post.querySelector('script, img, svg, iframe, form, input[type="text"]')).toBeNull();
    expect(screen.getByText('bad').hasAttribute('href')).toBe(false);
    const good = screen.getByRole('link', { name: 'good' });
    expect(good.getAttribute('href')).toBe('https://example.com');
    expect(good.hasAttribute('onclick')).toBe(false);
    expect(good.getAttribute('rel')).toBe('ugc noopener noreferrer');
    const styled = screen.getByText('styled');
    expect(styled.hasAttribute('style')).toBe(false);
    expect(styled.getAttribute('class')).toBe('mention');
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it('gives only C blocks a Run button, which runs the block’s code and shows its output', async () => {
    server.invoke.mockResolvedValue({ data: executed({ stdout: 'Hi\n' }), error: null });
    renderPost(
      [
        '<p>Try this:</p>',
        `<pre><code class="language-c">${escapeHtml(C_PROGRAM)}</code></pre>`,
        '<pre><code class="language-python">print("no")\n</code></pre>',
        '<pre><code>plain text\n</code></pre>',
      ].join(''),
    );
    const run = await screen.findByRole('button', { name: RUN_POST_CODE });
    expect(screen.getAllByRole('button', { name: RUN_POST_CODE })).toHaveLength(1);
    expect(screen.getByText('print("no")')).toBeTruthy();
    expect(screen.getByText('plain text')).toBeTruthy();

    await userEvent.click(run);
    await waitFor(() => expect(server.invoke).toHaveBeenCalledTimes(1));
    expect(server.invoke).toHaveBeenCalledWith(
      'execute-c',
      expect.objectContaining({ body: { code: C_PROGRAM.replace(/\n$/, ''), mode: 'run' } }),
    );
    const output = await screen.findByRole('region', { name: 'Output' });
    await within(output).findByText('Hi');
  });

  it('shows a spoiler placeholder as a locked box with its text', async () => {
    const { container } = renderPost(
      '<p>My answer:</p><div class="spoiler-code" data-hidden-code="">Code hidden until you pass this.</div>',
    );
    const notice = await screen.findByText('Code hidden until you pass this.');
    expect(notice.closest('div')?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('pre')).toBeNull();
    expect(screen.queryByRole('button', { name: RUN_POST_CODE })).toBeNull();
  });

  it('opens a lesson mentioned in the post inside the app', async () => {
    renderPost('<p>See <a href="/learn/c?lesson=c-012" rel="ugc">c-012</a>.</p>');
    await userEvent.click(screen.getByRole('link', { name: 'c-012' }));
    expect(screen.getByTestId('where').textContent).toBe('/learn/c?lesson=c-012');
  });

  it('shows a new post when its HTML changes', async () => {
    const view = renderPost(`<pre><code class="language-c">int a;\n</code></pre>`);
    await screen.findByRole('button', { name: RUN_POST_CODE });
    view.rerender(page('<p>Edited: no code now.</p>'));
    expect(await screen.findByText('Edited: no code now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: RUN_POST_CODE })).toBeNull();
  });
});
