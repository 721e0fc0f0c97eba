import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coursesText } from '@content/catalogue';
import type { CourseWishes } from '@domain/learning-api';
import { useCurrentUser } from '@web/lib/account';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class CourseWishError extends Error {
  override name = 'CourseWishError';
}

const client = () => requireSupabase(() => new CourseWishError(coursesText.errors.notConnected));

/** The answers' schemas (and zod) load with the first call, not with the courses page. */
const learningApi = () => import('@domain/learning-api');

export const courseWishesKey = (userId: string) => ['course-wishes', userId] as const;

/**
 * A Pro learner's wishes to be told when a coming-soon course opens (GET and POST
 * /functions/v1/course-wishes): which courses they asked about, and asking about one more.
 */
export function useCourseWishes(enabled: boolean) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = courseWishesKey(user?.id ?? 'signed-out');
  const query = useQuery({
    queryKey: key,
    queryFn: async () =>
      invokeParsed({
        client: client(),
        name: 'course-wishes',
        method: 'GET',
        schema: async () => (await learningApi()).courseWishesSchema,
        fallback: coursesText.errors.wishFailed,
        fail: (message) => new CourseWishError(message),
      }),
    enabled: enabled && user !== null,
  });
  const mutation = useMutation({
    mutationFn: (courseId: string) =>
      invokeParsed({
        client: client(),
        name: 'course-wishes',
        method: 'POST',
        body: { courseId },
        schema: async () => (await learningApi()).courseWishSchema,
        fallback: coursesText.errors.wishFailed,
        fail: (message) => new CourseWishError(message),
      }),
    onSuccess: (wish) => {
      queryClient.setQueryData<CourseWishes>(key, (current) => ({
        wishes: [
          ...(current?.wishes ?? []).filter((known) => known.courseId !== wish.courseId),
          wish,
        ],
      }));
    },
  });
  return {
    wished: (courseId: string) =>
      query.data?.wishes.some((wish) => wish.courseId === courseId) ?? false,
    loading: enabled && user !== null && query.isPending,
    ask: mutation.mutate,
    asking: mutation.isPending ? mutation.variables : undefined,
    error: mutation.error,
    failedFor: mutation.isError ? mutation.variables : undefined,
  };
}
