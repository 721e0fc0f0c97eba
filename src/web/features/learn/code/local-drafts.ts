import type { DraftKind } from '@domain/learning-api';

/*
 * A visitor's drafts, kept in this browser. Storage can be unavailable (private mode, quota):
 * the draft then lasts as long as the page.
 */

export function localDraftKey(lessonId: string, kind: DraftKind): string {
  return `codenest:draft:${lessonId}:${kind}`;
}

export function readLocalDraft(lessonId: string, kind: DraftKind): string | null {
  try {
    return window.localStorage.getItem(localDraftKey(lessonId, kind));
  } catch {
    return null;
  }
}

/** Keeps the draft; null forgets it. */
export function writeLocalDraft(lessonId: string, kind: DraftKind, code: string | null): void {
  try {
    if (code === null) window.localStorage.removeItem(localDraftKey(lessonId, kind));
    else window.localStorage.setItem(localDraftKey(lessonId, kind), code);
  } catch {
    // see above
  }
}
