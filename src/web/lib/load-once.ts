/** A promise that says whether it has settled, the way React's `use()` reads it without waiting. */
type TrackedPromise<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

/**
 * `load`, called once: every call answers the same promise, so `use()` (and the build's
 * prerender) can wait for it across renders, and a loaded value shows without waiting again.
 * A failed load is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (current) return current;
    const promise = tracked(load());
    current = promise;
    promise.catch(() => {
      if (current === promise) current = null;
    });
    return promise;
  };
}

/** `loadOnce` for each key: one loading (and one retry after a failure) per key. */
export function loadOnceEach<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const byKey = new Map<K, () => Promise<T>>();
  return (key) => {
    let once = byKey.get(key);
    if (!once) {
      once = loadOnce(() => load(key));
      byKey.set(key, once);
    }
    return once();
  };
}
