import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumPost, ThreadDetail } from '@domain/community';
import { communityKeys } from '@web/lib/community';
import { fetchThread } from '@web/lib/forum';

/** A thread and its posts, read for the viewer (visitors too). */
export function useThread(threadId: string) {
  return useQuery({
    queryKey: communityKeys.thread(threadId),
    queryFn: () => fetchThread(threadId),
  });
}

/** Changes one post in the cached thread at once, then reads everything the change touched. */
export function useThreadUpdates(threadId: string) {
  const queryClient = useQueryClient();
  return {
    patchPost: (postId: string, change: Partial<ForumPost>) =>
      queryClient.setQueryData<ThreadDetail>(communityKeys.thread(threadId), (thread) =>
        thread
          ? {
              ...thread,
              posts: thread.posts.map((post) =>
                post.id === postId ? { ...post, ...change } : post,
              ),
            }
          : thread,
      ),
    /** The thread alone (its posts' code, once revealed). */
    reloadThread: () => queryClient.invalidateQueries({ queryKey: communityKeys.thread(threadId) }),
    /** The thread and every list that shows it (counts, answered badges, the latest). */
    refresh: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  };
}
