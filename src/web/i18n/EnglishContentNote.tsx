import { Languages, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useT } from './translate';

const DISMISSED = 'codenest:english-content-note';

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED) === 'yes';
  } catch {
    return false;
  }
}

const noChanges = () => () => {};

/**
 * Said once, in the reader's language, until they close it: the course's lessons, the
 * challenges and the long texts of the information pages are still in English.
 */
export function EnglishContentNote() {
  const t = useT();
  // Read after hydration: the page rendered at build time knows nothing of this device.
  const dismissedHere = useSyncExternalStore(noChanges, dismissedBefore, () => true);
  const [dismissed, setDismissed] = useState(false);
  if (dismissedHere || dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED, 'yes');
    } catch {
      // Storage refused: it is said again on the next visit.
    }
    setDismissed(true);
  };
  return (
    <aside
      aria-label={t('About languages')}
      className="border-b border-sky-200 bg-sky-50 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="flex-1">
          {t(
            'The lessons, the challenges and the longer texts of our information pages are in English for now. Thank you for your patience while we translate them.',
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="rounded p-0.5 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:hover:bg-sky-900"
          aria-label={t('Close this note')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
