import { useT, type Translate } from '@web/i18n/translate';
import type { Draft } from './use-draft';

function statusText(draft: Draft, t: Translate): string {
  if (!draft.autoSave) return '';
  switch (draft.saveState) {
    case 'saving':
      return t('Saving draft…');
    case 'saved':
      return draft.keptIn === 'browser' ? t('Draft saved in this browser') : t('Draft saved');
    case 'offline':
      return t('Draft kept on this device: it is saved to your account when you are back online');
    case 'error':
      return draft.saveError === null
        ? t('Draft not saved: please try again.')
        : t('Draft not saved: {{reason}}', { reason: t(draft.saveError) });
    case 'idle':
      return draft.restored ? t('Your draft was restored') : '';
  }
}

/** Where the learner's draft stands; read out politely as it changes. */
export function DraftStatus({ draft }: { draft: Draft }) {
  const t = useT();
  return (
    <p
      role="status"
      className={`text-xs ${
        draft.saveState === 'error'
          ? 'text-red-700 dark:text-red-400'
          : 'text-slate-500 dark:text-slate-400'
      }`}
    >
      {statusText(draft, t)}
    </p>
  );
}
