import type { Draft } from './use-draft';

function statusText(draft: Draft): string {
  if (!draft.autoSave) return '';
  switch (draft.saveState) {
    case 'saving':
      return 'Saving draft…';
    case 'saved':
      return draft.keptIn === 'browser' ? 'Draft saved in this browser' : 'Draft saved';
    case 'offline':
      return 'Draft kept on this device: it is saved to your account when you are back online';
    case 'error':
      return `Draft not saved: ${draft.saveError ?? 'please try again.'}`;
    case 'idle':
      return draft.restored ? 'Your draft was restored' : '';
  }
}

/** Where the learner's draft stands; read out politely as it changes. */
export function DraftStatus({ draft }: { draft: Draft }) {
  return (
    <p
      role="status"
      className={`text-xs ${
        draft.saveState === 'error'
          ? 'text-red-700 dark:text-red-400'
          : 'text-slate-500 dark:text-slate-400'
      }`}
    >
      {statusText(draft)}
    </p>
  );
}
