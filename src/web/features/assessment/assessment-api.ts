import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentAnswer,
  AssessmentStanding,
  GradedAttempt,
  OpenAttempt,
} from '@domain/assessment-api';
import { certificateKeys } from '@web/components/certificate/certificate-api';
import { useCurrentUser } from '@web/lib/account';
import { invokeFunction, invokeParsed, type RunnerLine } from '@web/lib/functions';
import { msg } from '@web/i18n/translate';
import { requireSupabase } from '@web/lib/supabase';

export class AssessmentError extends Error {
  override name = 'AssessmentError';
}

export const STANDING_FAILED = msg('The final assessment could not be loaded.');
export const START_FAILED = msg('The assessment could not be started. Please try again.');
export const SAVE_FAILED = msg('Your answer could not be saved. Check your connection.');
export const SUBMIT_FAILED = msg('Your answers could not be graded. Please try again.');
const DEMO_MODE = msg('The final assessment needs the CodeNest server, which is not connected.');

const client = () => requireSupabase(() => new AssessmentError(DEMO_MODE));
const fail = (message: string) => new AssessmentError(message);

/** The answers' schemas (and zod) load with the first call, not with the page. */
const api = () => import('@domain/assessment-api');

export const assessmentKey = (userId: string) => ['assessment', userId] as const;

/** GET /functions/v1/assessment: unlocked or not, the open attempt, the last graded one. */
export function fetchStanding(): Promise<AssessmentStanding> {
  return invokeParsed({
    client: client(),
    name: 'assessment',
    method: 'GET',
    schema: async () => (await api()).assessmentStandingSchema,
    fallback: STANDING_FAILED,
    fail,
  });
}

/** POST /functions/v1/assessment: a new attempt, or the one in progress. */
export function startAttempt(): Promise<OpenAttempt> {
  return invokeParsed({
    client: client(),
    name: 'assessment',
    method: 'POST',
    body: {},
    schema: async () => (await api()).openAttemptSchema,
    fallback: START_FAILED,
    fail,
  });
}

export interface SavedAnswer {
  attemptId: string;
  itemId: string;
  /** null forgets the answer. */
  answer: AssessmentAnswer | null;
}

/** PUT /functions/v1/assessment-answer: one answer, kept so a reload restores it. */
export async function saveAnswer(request: SavedAnswer): Promise<void> {
  await invokeFunction<unknown>({
    client: client(),
    name: 'assessment-answer',
    method: 'PUT',
    body: request,
    fallback: SAVE_FAILED,
    fail,
  });
}

/**
 * POST /functions/v1/assessment-submit: grades the attempt. The coding items run on the server,
 * so the call waits in line like a run while every runner is busy.
 */
export function submitAttempt(
  request: { attemptId: string; answers: Record<string, AssessmentAnswer> },
  line: RunnerLine = {},
): Promise<GradedAttempt> {
  return invokeParsed({
    client: client(),
    name: 'assessment-submit',
    method: 'POST',
    body: request,
    schema: async () => (await api()).gradedAttemptSchema,
    fallback: SUBMIT_FAILED,
    fail,
    runnerLine: line,
  });
}

/** The learner's standing, starting an attempt, and taking in a graded one. */
export function useAssessment() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = assessmentKey(user?.id ?? 'signed-out');
  const standing = useQuery({ queryKey: key, queryFn: fetchStanding, enabled: user !== null });
  const start = useMutation({
    mutationFn: startAttempt,
    onSuccess: (open) =>
      queryClient.setQueryData<AssessmentStanding>(key, (current) =>
        current ? { ...current, open } : current,
      ),
  });
  /** Shows the graded attempt at once, then reads the standing (the retake time) again. */
  const graded = (attempt: GradedAttempt) => {
    queryClient.setQueryData<AssessmentStanding>(key, (current) =>
      current
        ? {
            ...current,
            open: null,
            last: attempt,
            attempts: current.attempts + (current.open?.id === attempt.id ? 1 : 0),
            bestPercent: Math.max(current.bestPercent ?? 0, attempt.percent),
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
  };
  return { standing, start, graded };
}
