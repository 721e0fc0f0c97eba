import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareConcept } from '@domain/compare';

const { loadCompareConcept } = vi.hoisted(() => ({ loadCompareConcept: vi.fn() }));
vi.mock('@content/compare', () => ({ loadCompareConcept }));

const loops: CompareConcept = {
  id: 'loops',
  title: 'Loops',
  description: 'Count to three.',
  lessonId: 'c-005',
  programs: {},
};

/** A fresh cache for each test: the module keeps its concepts for the page's lifetime. */
async function freshCache() {
  vi.resetModules();
  return import('./concept-cache');
}

beforeEach(() => {
  loadCompareConcept.mockReset();
});

describe('preloadConcept', () => {
  it('loads a concept once, however often it is asked for', async () => {
    const { preloadConcept } = await freshCache();
    loadCompareConcept.mockResolvedValue(loops);
    const first = preloadConcept('loops');
    expect(preloadConcept('loops')).toBe(first);
    await expect(first).resolves.toBe(loops);
    expect(loadCompareConcept).toHaveBeenCalledTimes(1);
  });

  it('marks a loaded concept settled, so React renders it without suspending', async () => {
    const { preloadConcept } = await freshCache();
    loadCompareConcept.mockResolvedValue(loops);
    await preloadConcept('loops');
    expect(preloadConcept('loops')).toMatchObject({ status: 'fulfilled', value: loops });
  });

  it('shows a failed load once (to the render that reads it), then tries again', async () => {
    const { preloadConcept } = await freshCache();
    loadCompareConcept.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loops);
    await expect(preloadConcept('loops')).rejects.toThrow('offline');
    await expect(preloadConcept('loops')).rejects.toThrow('offline');
    await expect(preloadConcept('loops')).resolves.toBe(loops);
    expect(loadCompareConcept).toHaveBeenCalledTimes(2);
  });
});
