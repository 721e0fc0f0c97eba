import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@web/lib/account';
import {
  fetchNotifications,
  notificationKeys,
  notificationsLabel,
  NOTIFICATIONS_REFRESH_MS,
} from '@web/lib/notifications';
import { WithQueryClient } from '@web/lib/query-client';

/** The list opens rarely: its code loads with the first opening. */
const NotificationMenu = lazy(async () => ({
  default: (await import('./NotificationMenu')).NotificationMenu,
}));

const bellClasses =
  'relative grid size-9 place-items-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** "9+" past nine: the badge stays one small circle. */
function unreadBadge(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

function BellButton({ userId }: { userId: string }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Asked again every minute while the tab is visible; a hidden tab does not ask.
  const list = useQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const unread = list.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    if (!open) void list.refetch();
    setOpen(!open);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={bellClasses}
        aria-label={notificationsLabel(unread)}
        title={notificationsLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white dark:ring-slate-950"
          >
            {unreadBadge(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationMenu
            id={panelId}
            userId={userId}
            list={list}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The header's bell for a signed-in learner: unread count, and the list when opened. */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <WithQueryClient>
      <BellButton userId={user.id} />
    </WithQueryClient>
  );
}
