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
 * A failed load is answered once more after it failed (the render that reads it with `use()`
 * then meets the failure, not a new load: that would suspend again and again while offline),
 * and the call after that tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: TrackedPromise<T> | null = null;
  let failureSeen = false;
  return () => {
    if (current && !(current.status === 'rejected' && failureSeen)) {
      if (current.status === 'rejected') failureSeen = true;
      return current;
    }
    failureSeen = false;
    current = tracked(load());
    current.catch(() => undefined);
    return current;
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
