import { COURSE_CACHE_PREFIX, type CourseKeptAnswer } from '@domain/offline';

/*
 * The course's lessons (their text, examples and exercises: one file per lesson) are kept on
 * the device only when a Pro learner's page asks (keep-course). The build lists them and names
 * this release's cache after them; they are left out of the app shell's precache.
 */

declare const __COURSE_FILES__: readonly string[];
declare const __COURSE_RELEASE__: string;

const courseFiles = new Set(__COURSE_FILES__);
export const courseCacheName = `${COURSE_CACHE_PREFIX}${__COURSE_RELEASE__}`;

export const keptCourseFile = (pathname: string): boolean => courseFiles.has(pathname);

async function courseCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(COURSE_CACHE_PREFIX));
}

async function forgetOtherReleases(): Promise<void> {
  const older = (await courseCaches()).filter((name) => name !== courseCacheName);
  await Promise.all(older.map((name) => caches.delete(name)));
}

/** Fetches this release's lessons that are not on the device yet. */
export async function keepCourse(): Promise<CourseKeptAnswer> {
  try {
    const cache = await caches.open(courseCacheName);
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    await cache.addAll([...courseFiles].filter((file) => !kept.has(file)));
    await forgetOtherReleases();
    return { kept: true, files: (await cache.keys()).length };
  } catch {
    return { kept: false, files: 0 };
  }
}

export async function forgetCourse(): Promise<CourseKeptAnswer> {
  await Promise.all((await courseCaches()).map((name) => caches.delete(name)));
  return { kept: false, files: 0 };
}

/** On a new release: a learner who kept the last release's lessons gets this one's. */
export async function renewKeptCourse(): Promise<void> {
  const caches = await courseCaches();
  if (caches.length === 0 || caches.includes(courseCacheName)) return;
  await keepCourse();
}
