import type { LessonDraftRequest, LessonDraftRow } from '@domain/learning-api';
import { msg } from '@web/i18n/translate';
import { invokeFunction } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

/** A signed-in learner's drafts of one lesson, as /rest/v1/lesson_drafts answers them. */
export type DraftRow = LessonDraftRow;

export const DRAFT_NOT_SAVED = msg('Your draft could not be saved.');

export class DraftError extends Error {
  override name = 'DraftError';
}

const client = () => requireSupabase(() => new DraftError(msg('Drafts need the CodeNest server.')));

export const draftKeys = {
  /** Every lesson's drafts of a learner: invalidate it to read them all again. */
  learner: (userId: string) => ['lesson-drafts', userId] as const,
  lesson: (userId: string, lessonId: string) => ['lesson-drafts', userId, lessonId] as const,
};

export async function fetchLessonDrafts(lessonId: string): Promise<DraftRow[]> {
  const { data, error } = await (
    await client()
  )
    .from('lesson_drafts')
    .select('kind,code,updated_at')
    .eq('lesson_id', lessonId);
  if (error) throw new DraftError(error.message);
  const rows: unknown[] = Array.isArray(data) ? data : [];
  // The rows' schema (and zod) loads with the first read, not with the page.
  const { lessonDraftRowSchema } = await import('@domain/learning-api');
  return rows.flatMap((row) => {
    const parsed = lessonDraftRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every draft in the learner's account, with its lesson: the copy kept for the course offline. */
export async function fetchAllDrafts(): Promise<(DraftRow & { lesson_id: string })[]> {
  const { data, error } = await (
    await client()
  )
    .from('lesson_drafts')
    .select('lesson_id,kind,code,updated_at');
  if (error) throw new DraftError(error.message);
  const rows: unknown[] = Array.isArray(data) ? data : [];
  const { lessonDraftWithLessonSchema } = await import('@domain/learning-api');
  return rows.flatMap((row) => {
    const parsed = lessonDraftWithLessonSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** PUT /functions/v1/lesson-draft: keeps the draft, or forgets it when code is null. */
export async function saveLessonDraft(request: LessonDraftRequest): Promise<void> {
  await invokeFunction<unknown>({
    client: client(),
    name: 'lesson-draft',
    method: 'PUT',
    body: request,
    fallback: DRAFT_NOT_SAVED,
    fail: (message) => new DraftError(message),
  });
}
