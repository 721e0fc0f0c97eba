import { describe, expect, it, vi } from 'vitest';
import { loadChallengeMarkdown } from './challenge-markdown';
import { loadPracticeChallenge } from './load-practice-challenge';
import { preloadChallenge } from './preload-challenge';

describe('what /challenge downloads on demand', () => {
  it('downloads the Markdown renderer once', async () => {
    const first = loadChallengeMarkdown();
    expect(loadChallengeMarkdown()).toBe(first);
    expect((await first).LessonMarkdown).toBeTypeOf('function');
  });

  it('tries the Markdown renderer again after a failed download', async () => {
    vi.resetModules();
    vi.doMock('../components/code/LessonMarkdown', () => {
      throw new Error('Failed to fetch');
    });
    const fresh = await import('./challenge-markdown');
    await expect(fresh.loadChallengeMarkdown()).rejects.toThrow();
    vi.doUnmock('../components/code/LessonMarkdown');
    // The render that reads the failure meets it once; the next load tries again.
    await expect(fresh.loadChallengeMarkdown()).rejects.toThrow();
    expect((await fresh.loadChallengeMarkdown()).LessonMarkdown).toBeTypeOf('function');
  });

  it('preloads a practice challenge with the renderer, so it shows at once', async () => {
    preloadChallenge('practice-012');
    // The download /challenge then asks for is the one already under way, soon done.
    const loading = loadPracticeChallenge('practice-012');
    await vi.waitFor(() => expect(loading).toMatchObject({ status: 'fulfilled' }));
    expect((await loading)?.id).toBe('practice-012');
  });
});
