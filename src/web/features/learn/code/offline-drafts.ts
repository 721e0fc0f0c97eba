import type { DraftKind, LessonDraftRequest } from '@domain/learning-api';
import type { DraftRow } from './drafts-api';

/*
 * A Pro learner's drafts kept on this device, for the course offline: a copy of every draft
 * in their account (taken while online), and the edits made offline, which are saved to the
 * account when the connection is back. One entry per learner in local storage.
 */

interface OfflineDrafts {
  /** Lesson id → its drafts, as the account had them, with offline edits applied. */
  lessons: Record<string, DraftRow[]>;
  /** `lessonId:kind` → the code typed offline (null: the draft was reset), not saved yet. */
  pending: Record<string, string | null>;
}

const keyOf = (userId: string) => `codenest:offline-drafts:${userId}`;
const pendingKey = (lessonId: string, kind: DraftKind) => `${lessonId}:${kind}`;
function fromPendingKey(key: string): { lessonId: string; kind: DraftKind } {
  const at = key.lastIndexOf(':');
  return { lessonId: key.slice(0, at), kind: key.slice(at + 1) as DraftKind };
}

function read(userId: string): OfflineDrafts | null {
  try {
    const text = window.localStorage.getItem(keyOf(userId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<OfflineDrafts>;
    return { lessons: value.lessons ?? {}, pending: value.pending ?? {} };
  } catch {
    // Storage refused, or a copy that is not JSON: none kept here.
    return null;
  }
}

function write(userId: string, drafts: OfflineDrafts): boolean {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(drafts));
    return true;
  } catch {
    return false;
  }
}

function withCode(rows: DraftRow[], kind: DraftKind, code: string | null): DraftRow[] {
  const others = rows.filter((row) => row.kind !== kind);
  return code === null ? others : [...others, { kind, code, updated_at: new Date().toISOString() }];
}

export const hasOfflineDrafts = (userId: string): boolean => read(userId) !== null;

/** The lesson's drafts on this device, or null when this learner keeps none here. */
export function offlineLessonDrafts(userId: string, lessonId: string): DraftRow[] | null {
  const drafts = read(userId);
  return drafts ? (drafts.lessons[lessonId] ?? []) : null;
}

/** Takes a copy of the account's drafts; edits still waiting to be saved stay on top. */
export function keepOfflineDrafts(
  userId: string,
  rows: readonly (DraftRow & { lesson_id: string })[],
): void {
  const pending = read(userId)?.pending ?? {};
  const lessons: Record<string, DraftRow[]> = {};
  for (const { lesson_id, ...row } of rows) (lessons[lesson_id] ??= []).push(row);
  for (const [key, code] of Object.entries(pending)) {
    const { lessonId, kind } = fromPendingKey(key);
    lessons[lessonId] = withCode(lessons[lessonId] ?? [], kind, code);
  }
  write(userId, { lessons, pending });
}

export function forgetOfflineDrafts(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // nothing kept to forget
  }
}

/** Keeps a draft typed offline; false when this learner keeps no drafts on this device. */
export function keepOfflineEdit(
  userId: string,
  lessonId: string,
  kind: DraftKind,
  code: string | null,
): boolean {
  const drafts = read(userId);
  if (!drafts) return false;
  drafts.lessons[lessonId] = withCode(drafts.lessons[lessonId] ?? [], kind, code);
  drafts.pending[pendingKey(lessonId, kind)] = code;
  return write(userId, drafts);
}

export const hasPendingDrafts = (userId: string): boolean =>
  Object.keys(read(userId)?.pending ?? {}).length > 0;

/**
 * Saves the drafts typed offline to the account, each once; one that fails stays for the next
 * try. Answers the lessons whose drafts were saved.
 */
export async function savePendingDrafts(
  userId: string,
  save: (request: LessonDraftRequest) => Promise<void>,
): Promise<string[]> {
  const pending = read(userId)?.pending ?? {};
  const saved: string[] = [];
  for (const [key, code] of Object.entries(pending)) {
    const { lessonId, kind } = fromPendingKey(key);
    try {
      await save({ lessonId, kind, code });
    } catch {
      continue;
    }
    saved.push(lessonId);
    const now = read(userId);
    // Typed again meanwhile: that newer edit waits for the next try.
    if (now && now.pending[key] === code) {
      delete now.pending[key];
      write(userId, now);
    }
  }
  return saved;
}
