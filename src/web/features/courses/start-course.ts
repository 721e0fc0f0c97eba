import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import type { CourseProgress, ProgressRequest } from '@domain/learning-api';
import { accountKeys, useCurrentUser } from '@web/lib/account';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class StartCourseError extends Error {
  override name = 'StartCourseError';
}

export const learnPath = (course: Pick<CatalogueCourse, 'learnSlug'>) =>
  `/learn/${course.learnSlug}`;

/** Starts the signed-in learner's record of a course on the server (harmless when it exists). */
export function startCourse(courseId: string): Promise<CourseProgress> {
  const request: ProgressRequest = { action: 'open', courseId };
  return invokeParsed({
    client: requireSupabase(() => new StartCourseError(coursesText.errors.notConnected)),
    name: 'progress',
    method: 'POST',
    body: request,
    schema: async () => (await import('@domain/learning-api')).courseProgressSchema,
    fallback: coursesText.errors.startFailed,
    fail: (message) => new StartCourseError(message),
  });
}

/**
 * Enroll on a free course (SPEC §6): a signed-in learner's progress is started first, then the
 * course opens; a visitor goes straight to the course, where nothing is recorded.
 */
export function useStartCourse(course: CatalogueCourse) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => startCourse(course.id),
    onSuccess: async () => {
      if (user) void queryClient.invalidateQueries({ queryKey: accountKeys.summary(user.id) });
      await navigate(learnPath(course));
    },
  });
  return {
    start: () => {
      if (user) mutation.mutate();
      else void navigate(learnPath(course));
    },
    starting: mutation.isPending,
    error: mutation.error,
  };
}
