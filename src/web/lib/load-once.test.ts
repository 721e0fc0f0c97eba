import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOnceEach } from './load-once';

describe('loadOnce', () => {
  it('loads once and marks the promise fulfilled for use()', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const once = loadOnce(load);
    const first = once();
    expect(once()).toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a failed load once more, for the render that shows the failure, then tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockResolvedValueOnce('loaded');
    const once = loadOnce(load);
    const failed = once();
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(once()).toBe(failed);
    await expect(once()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadOnceEach', () => {
  it('loads each key once, and tries a failed key again', async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementation((key) => Promise.resolve(key.toUpperCase()));
    const each = loadOnceEach(load);
    const failed = each('a');
    await expect(failed).rejects.toThrow('offline');
    expect(each('a')).toBe(failed);
    const a = each('a');
    expect(each('a')).toBe(a);
    await expect(a).resolves.toBe('A');
    await expect(each('b')).resolves.toBe('B');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'a', 'b']);
  });
});
