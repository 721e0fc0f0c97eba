import { useQuery } from '@tanstack/react-query';
import { courseLearnersSchema, type CourseLearners } from '@domain/catalogue';

/**
 * How many learners have started each course (GET /functions/v1/course-learners), asked without
 * loading the sign-in client: the answer is public. null in demo mode (no server).
 */
async function fetchCourseLearners(): Promise<CourseLearners | null> {
  // Loaded as the sign-in client loads it: its own chunk, which signed-in pages preload.
  const { fetchPublicConfig } = await import('@web/lib/public-config');
  const config = await fetchPublicConfig();
  if (!config) return null;
  const base = config.apiUrl ?? window.location.origin;
  const response = await fetch(`${base}/functions/v1/course-learners`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The learner counts answered ${response.status}`);
  return courseLearnersSchema.parse(await response.json());
}

/**
 * The number of learners who started a course: undefined while it is asked, null when it cannot
 * be known (no server, or the server did not answer).
 */
export function useCourseLearners(courseId: string): number | null | undefined {
  const counts = useQuery({
    queryKey: ['course-learners'],
    queryFn: fetchCourseLearners,
    staleTime: 60_000,
    retry: 1,
  });
  if (counts.isPending) return undefined;
  if (counts.isError || !counts.data) return null;
  return counts.data.courses.find((course) => course.courseId === courseId)?.learners ?? null;
}
