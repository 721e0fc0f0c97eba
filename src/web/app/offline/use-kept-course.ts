import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { draftKeys, fetchAllDrafts, saveLessonDraft } from '@web/features/learn/code/drafts-api';
import {
  forgetOfflineDrafts,
  hasPendingDrafts,
  keepOfflineDrafts,
  savePendingDrafts,
} from '@web/features/learn/code/offline-drafts';
import { setCourseKept } from '@web/lib/offline-course';
import { useOnline } from '@web/lib/online';
import { usePlan, useSubscription } from '@web/lib/subscription';
import { useTeams } from '@web/lib/teams';
import { tellCourseWorker } from './service-worker-client';

/** The plan as the server told it: null while it is unknown (offline, or not read yet). */
function useKnownPro(): boolean | null {
  const { isPro } = usePlan();
  const subscription = useSubscription();
  const teams = useTeams();
  if (!subscription.isSuccess) return null;
  if (isPro) return true;
  return teams.isSuccess ? false : null;
}

/**
 * Keeps the course on this device for a Pro learner (every lesson, and a copy of their drafts),
 * forgets it when the plan is no longer Pro, and saves the drafts typed offline when the
 * connection is back. Nothing is decided offline: the plan is not known then.
 */
export function useKeptCourse(userId: string): void {
  const online = useOnline();
  const pro = useKnownPro();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!online || pro === null) return;
    let current = true;
    void (async () => {
      if (hasPendingDrafts(userId)) {
        const saved = await savePendingDrafts(userId, saveLessonDraft);
        if (saved.length > 0) {
          await queryClient.invalidateQueries({ queryKey: draftKeys.learner(userId) });
        }
      }
      const answer = await tellCourseWorker({ type: pro ? 'keep-course' : 'forget-course' });
      if (!current) return;
      if (!pro) {
        forgetOfflineDrafts(userId);
        setCourseKept(null);
        return;
      }
      keepOfflineDrafts(userId, await fetchAllDrafts());
      if (current && answer?.kept) setCourseKept(userId);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [online, pro, userId, queryClient]);
}
