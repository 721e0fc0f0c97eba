import { RefreshCw, WifiOff, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { courseKeptFor } from '@web/lib/offline-course';
import { useOnline } from '@web/lib/online';
import { WithQueryClient } from '@web/lib/query-client';
import {
  isUpdateWaiting,
  registerServiceWorker,
  reloadToUpdate,
  subscribeToUpdates,
} from './service-worker-client';
import { useKeptCourse } from './use-kept-course';

/** "Reload to update": a new release is ready and waits for the learner, never mixed in. */
function UpdatePrompt() {
  const t = useT();
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg dark:border-brand-900 dark:bg-slate-900 dark:text-slate-100"
    >
      <p>{t('A new version of CodeNest is ready.')}</p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reloadToUpdate();
        }}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('Reload to update')}
      </Button>
    </div>
  );
}

/** What works without a connection, for this learner; closed, it is said again next time. */
function OfflineNotice({ userId }: { userId: string }) {
  const t = useT();
  const online = useOnline();
  const [closed, setClosed] = useState(false);
  if (online) {
    if (closed) setClosed(false);
    return null;
  }
  if (closed) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-lg dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">
        {courseKeptFor(userId)
          ? t(
              'You are offline. The C course and your drafts are on this device: keep learning, and your runs and checks go out when the connection is back.',
            )
          : t(
              'You are offline. Pages you have open keep working, but lessons need a connection. With Pro, the whole C course and your drafts stay on this device for learning offline.',
            )}
      </p>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={t('Close this note')}
        className="rounded p-0.5 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600 dark:hover:bg-amber-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function KeptCourse({ userId }: { userId: string }) {
  useKeptCourse(userId);
  return null;
}

/**
 * A signed-in learner's installable, offline-ready site: the service worker (app shell, the
 * course for Pro, pushes), the course kept or forgotten with the plan, a notice while offline
 * and "Reload to update" when a new release waits.
 */
export function OfflineSupport({ userId }: { userId: string }) {
  useEffect(registerServiceWorker, []);
  return (
    <>
      <div className="fixed inset-x-4 bottom-4 z-40 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-4 sm:max-w-md">
        <OfflineNotice userId={userId} />
        <UpdatePrompt />
      </div>
      <WithQueryClient>
        <KeptCourse userId={userId} />
      </WithQueryClient>
    </>
  );
}
