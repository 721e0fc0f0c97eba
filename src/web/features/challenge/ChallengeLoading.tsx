import { PageLoading } from '@web/components/PageLoading';

/** While the opened challenge downloads (a practice challenge's first visit). */
export function ChallengeLoading() {
  return <PageLoading message="Loading the challenge..." />;
}
