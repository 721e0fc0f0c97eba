import { useQuery } from '@tanstack/react-query';
import { useSession } from '@web/lib/session';
import { fetchCommunityMe, fetchCommunityStats, forumKeys } from '@web/lib/forum';

/** The public figures, latest discussions and top contributors: one call for the whole page. */
export function useCommunityStats() {
  return useQuery({ queryKey: forumKeys.stats, queryFn: fetchCommunityStats });
}

/** The signed-in learner's community profile (handle, moderator, suspended); null for visitors. */
export function useCommunityMe() {
  const { session, ready } = useSession();
  const userId = session?.user.id ?? null;
  const query = useQuery({
    queryKey: forumKeys.me(userId),
    queryFn: fetchCommunityMe,
    enabled: ready && userId !== null,
  });
  return { signedIn: userId !== null, ready, me: userId === null ? null : (query.data ?? null) };
}
