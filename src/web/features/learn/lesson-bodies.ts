import type { LessonBody } from '@content/courses/lesson-parts';
import { loadOnce } from '@web/lib/load-once';

/**
 * Loads lesson bodies by lesson id (each module's file name), each once. `modules` maps the
 * module files to their loaders, as `import.meta.glob` does.
 */
export function lessonBodyLoader(modules: Record<string, () => Promise<LessonBody>>) {
  const byId = new Map(
    Object.entries(modules).map(([file, load]) => [
      /([^/]+)\.ts$/.exec(file)?.[1] ?? file,
      loadOnce(load),
    ]),
  );
  return function loadLessonBody(lessonId: string): Promise<LessonBody> {
    const load = byId.get(lessonId);
    if (!load) throw new Error(`There is no body for lesson ${lessonId}`);
    return load();
  };
}

/** Every course's lesson bodies, each its own chunk. */
export const loadLessonBody = lessonBodyLoader(
  import.meta.glob<LessonBody>('../../../../content/courses/*/lessons/*.ts', { import: 'lesson' }),
);
