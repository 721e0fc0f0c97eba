import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftKind } from '@domain/learning-api';
import {
  DRAFT_NOT_SAVED,
  draftKeys,
  fetchLessonDrafts,
  saveLessonDraft,
  type DraftRow,
} from './drafts-api';
import { readLocalDraft, writeLocalDraft } from './local-drafts';
import { keepOfflineEdit, offlineLessonDrafts } from './offline-drafts';
import { isOnline } from '@web/lib/online';
import { useLearnerSettings } from '@web/components/code/use-learner-settings';

/** A draft is kept this long after typing stops. */
export const DRAFT_SAVE_DELAY_MS = 800;

/** offline: kept on this device (the course offline), saved to the account once back online. */
export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface Draft {
  code: string;
  setCode: (code: string) => void;
  /** Back to the original code; the kept draft is forgotten. */
  reset: () => void;
  /** The learner's autoSave preference: drafts are kept only when it is on. */
  autoSave: boolean;
  /** Where drafts are kept: the learner's account, or this browser for a visitor. */
  keptIn: 'account' | 'browser';
  saveState: DraftSaveState;
  saveError: string | null;
  /** The code shown is a draft kept from an earlier visit. */
  restored: boolean;
}

interface Edit {
  key: string;
  code: string;
  /** Typed, not kept yet. */
  pending: boolean;
}

function withDraft(rows: readonly DraftRow[], kind: DraftKind, code: string | null): DraftRow[] {
  const others = rows.filter((row) => row.kind !== kind);
  return code === null ? others : [...others, { kind, code, updated_at: new Date().toISOString() }];
}

/** The account's drafts of a lesson; offline, the copy a Pro learner keeps on this device. */
async function readDrafts(userId: string, lessonId: string): Promise<DraftRow[]> {
  const kept = () => (isOnline() ? null : offlineLessonDrafts(userId, lessonId));
  const offline = kept();
  if (offline) return offline;
  try {
    return await fetchLessonDrafts(lessonId);
  } catch (error) {
    const rows = kept();
    if (rows) return rows;
    throw error;
  }
}

/**
 * The learner's code for a lesson's example or exercise, kept as a draft while they type: on
 * the server for a signed-in learner, in local storage for a visitor. A draft equal to the
 * original is not kept.
 */
export function useDraft(lessonId: string, kind: DraftKind, original: string): Draft {
  const { settings, userId, ready } = useLearnerSettings();
  const queryClient = useQueryClient();
  const autoSave = settings.preferences.autoSave;
  const where = !autoSave || !ready ? null : userId === null ? 'browser' : 'server';
  const key = `${lessonId}:${kind}`;
  const queryKey = useMemo(() => draftKeys.lesson(userId ?? '', lessonId), [userId, lessonId]);

  const serverDrafts = useQuery({
    queryKey,
    queryFn: () => readDrafts(userId ?? '', lessonId),
    enabled: where === 'server',
    // This hook's own saves keep the cache up to date.
    staleTime: Infinity,
    // Offline too: the drafts kept on this device answer then.
    networkMode: 'always',
  });
  const localDraft = useMemo(
    () => (where === 'browser' ? readLocalDraft(lessonId, kind) : null),
    [where, lessonId, kind],
  );
  const stored =
    where === 'server'
      ? (serverDrafts.data?.find((row) => row.kind === kind)?.code ?? null)
      : localDraft;
  const draft = stored !== null && stored !== original ? stored : null;

  const [edit, setEdit] = useState<Edit | null>(null);
  const [save, setSave] = useState<{ state: DraftSaveState; error: string | null }>({
    state: 'idle',
    error: null,
  });
  const current = edit?.key === key ? edit : null;

  const keep = useCallback(
    async (code: string) => {
      const kept = code === original ? null : code;
      if (where === 'browser') {
        writeLocalDraft(lessonId, kind, kept);
        setSave({ state: 'saved', error: null });
        return;
      }
      if (where !== 'server') return;
      const rows = queryClient.getQueryData<DraftRow[]>(queryKey) ?? [];
      if ((rows.find((row) => row.kind === kind)?.code ?? null) === kept) return;
      const keptOffline = () => {
        if (isOnline() || !userId || !keepOfflineEdit(userId, lessonId, kind, kept)) return false;
        queryClient.setQueryData<DraftRow[]>(queryKey, (previous = []) =>
          withDraft(previous, kind, kept),
        );
        setSave({ state: 'offline', error: null });
        return true;
      };
      if (keptOffline()) return;
      setSave({ state: 'saving', error: null });
      try {
        await saveLessonDraft({ lessonId, kind, code: kept });
        queryClient.setQueryData<DraftRow[]>(queryKey, (previous = []) =>
          withDraft(previous, kind, kept),
        );
        setSave({ state: 'saved', error: null });
      } catch (error) {
        if (keptOffline()) return;
        setSave({
          state: 'error',
          error: error instanceof Error ? error.message : DRAFT_NOT_SAVED,
        });
      }
    },
    [where, userId, lessonId, kind, original, queryClient, queryKey],
  );

  useEffect(() => {
    if (!current?.pending) return;
    const timer = window.setTimeout(() => {
      setEdit((previous) => (previous === current ? { ...current, pending: false } : previous));
      void keep(current.code);
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, keep]);

  // What was typed in the last moments before leaving the lesson is kept too.
  const unsaved = useRef<{ edit: Edit | null; keep: typeof keep }>({ edit: null, keep });
  useEffect(() => {
    unsaved.current = { edit: current?.pending ? current : null, keep };
  }, [current, keep]);
  useEffect(
    () => () => {
      const { edit: last, keep: keepLast } = unsaved.current;
      if (last) void keepLast(last.code);
    },
    [],
  );

  const setCode = useCallback((code: string) => setEdit({ key, code, pending: true }), [key]);

  const reset = useCallback(() => {
    setEdit({ key, code: original, pending: false });
    setSave({ state: 'idle', error: null });
    if (where === 'browser') writeLocalDraft(lessonId, kind, null);
    if (where !== 'server') return;
    queryClient.setQueryData<DraftRow[]>(queryKey, (previous = []) =>
      withDraft(previous, kind, null),
    );
    if (!isOnline() && userId && keepOfflineEdit(userId, lessonId, kind, null)) return;
    saveLessonDraft({ lessonId, kind, code: null }).catch((error: unknown) =>
      setSave({ state: 'error', error: error instanceof Error ? error.message : DRAFT_NOT_SAVED }),
    );
  }, [key, original, where, userId, lessonId, kind, queryClient, queryKey]);

  return {
    code: current ? current.code : (draft ?? original),
    setCode,
    reset,
    autoSave,
    keptIn: userId === null ? 'browser' : 'account',
    saveState: where === null ? 'idle' : save.state,
    saveError: save.error,
    restored: current === null && draft !== null,
  };
}
