import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@domain/learning';
import type { CourseProgress, ProgressRequest } from '@domain/learning-api';
import {
  courseProgressFromRows,
  type CourseProgressRow,
  type ExerciseCompletionRow,
  type LessonCompletionRow,
} from '@domain/progress-rows';
import { msg } from '@web/i18n/translate';
import { accountKeys, useCurrentUser } from '@web/lib/account';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class ProgressError extends Error {
  override name = 'ProgressError';
}

/** What progress needs of a course (its outline is enough). */
type ProgressCourse = Pick<Course, 'id' | 'totalLessons'>;

export const progressKey = (userId: string, courseId: string) =>
  ['course-progress', userId, courseId] as const;

const client = () =>
  requireSupabase(
    () => new ProgressError(msg('Progress needs the server, which is not connected.')),
  );

/** POST /functions/v1/progress. The answer's schema (and zod) loads with the first move. */
function sendProgress(request: ProgressRequest): Promise<CourseProgress> {
  return invokeParsed({
    client: client(),
    name: 'progress',
    method: 'POST',
    body: request,
    schema: async () => (await import('@domain/learning-api')).courseProgressSchema,
    fallback: msg('Your progress could not be saved. Check your connection and try again.'),
    fail: (message) => new ProgressError(message),
  });
}

/**
 * The learner's record of a course, read through /rest/v1 with the query builder. A course
 * opened for the first time is started on the server (its first lesson current).
 */
async function readProgress(course: ProgressCourse): Promise<CourseProgress> {
  const supabase = await client();
  const ofCourse = (table: string, columns: string) =>
    supabase.from(table).select(columns).eq('course_id', course.id);
  const [record, lessons, exercises] = await Promise.all([
    ofCourse(
      'course_progress',
      'current_lesson_id,started_at,last_accessed_at',
    ).maybeSingle<CourseProgressRow>(),
    ofCourse('lesson_completions', 'lesson_id,completed_at,time_spent_minutes,attempts')
      .order('completed_at')
      .returns<LessonCompletionRow[]>(),
    ofCourse('exercise_completions', 'lesson_id,attempts,first_passed_at')
      .order('first_passed_at')
      .returns<ExerciseCompletionRow[]>(),
  ]);
  const failed = record.error ?? lessons.error ?? exercises.error;
  if (failed) throw new ProgressError(failed.message);
  if (!record.data) return sendProgress({ action: 'open', courseId: course.id });
  return courseProgressFromRows(course, {
    record: record.data,
    lessons: lessons.data ?? [],
    exercises: exercises.data ?? [],
  });
}

/** A signed-in learner's progress (undefined for visitors), and the SPEC §4 transitions. */
export function useCourseProgress(course: ProgressCourse) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = progressKey(user?.id ?? 'visitor', course.id);
  const query = useQuery({
    queryKey: key,
    queryFn: () => readProgress(course),
    enabled: user !== null,
    staleTime: 30_000,
  });
  const mutation = useMutation({
    mutationFn: sendProgress,
    onSuccess: (progress, request) => {
      queryClient.setQueryData(key, progress);
      if (request.action === 'next' && user) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.summary(user.id) });
      }
    },
  });
  return {
    signedIn: user !== null,
    progress: query.data,
    loading: user !== null && query.isPending,
    error: query.error ?? mutation.error,
    saving: mutation.isPending,
    send: mutation.mutateAsync,
    /** After a check recorded a first pass: read the record again. */
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
