import { AtSign, BellOff, CircleCheck, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { CommunityNotification, NotificationList, NotificationKind } from '@domain/community';
import { activityTime } from '@web/components/ActivityList';
import { LoadError } from '@web/components/LoadError';
import { useT } from '@web/i18n/translate';
import { markNotificationsRead, notificationKeys } from '@web/lib/notifications';
import { notificationHref, notificationText } from './community-format';

const kindIcons: Record<NotificationKind, typeof MessageCircle> = {
  reply: MessageCircle,
  mention: AtSign,
  accepted: CircleCheck,
};

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: CommunityNotification;
  now: Date;
  onOpen: () => void;
}) {
  const t = useT();
  const Icon = kindIcons[notification.kind];
  const time = activityTime(notification.createdAt, now);
  return (
    <li>
      <Link
        to={notificationHref(notification)}
        onClick={onOpen}
        className={`flex gap-3 px-4 py-3 text-sm transition hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/70 dark:focus-visible:bg-slate-800/70 ${
          notification.read
            ? 'text-slate-600 dark:text-slate-400'
            : 'text-slate-900 dark:text-white'
        }`}
      >
        <Icon
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
        />
        <span className="min-w-0 flex-1">
          <span className={`block break-words ${notification.read ? '' : 'font-semibold'}`}>
            {notificationText(notification)}
          </span>
          {time && (
            <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={notification.createdAt}>{time}</time>
              {!notification.read && <span className="sr-only">{t(', unread')}</span>}
            </span>
          )}
        </span>
        {!notification.read && (
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
        )}
      </Link>
    </li>
  );
}

/** The bell's open panel: the newest notifications, each a link, and "Mark all as read". */
export function NotificationMenu({
  id,
  userId,
  list,
  onNavigate,
}: {
  id: string;
  userId: string;
  list: UseQueryResult<NotificationList>;
  onNavigate: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  /** The server's new unread count, and these (or every one) shown as read. */
  const showRead = (unread: number, ids?: string[]) =>
    queryClient.setQueryData<NotificationList>(
      notificationKeys.list(userId),
      (current) =>
        current && {
          unread,
          items: current.items.map((item) =>
            !ids || ids.includes(item.id) ? { ...item, read: true } : item,
          ),
        },
    );
  const markAll = useMutation({
    mutationFn: () => markNotificationsRead(),
    onSuccess: ({ unread }) => showRead(unread),
  });
  const open = (notification: CommunityNotification) => {
    onNavigate();
    if (notification.read) return;
    markNotificationsRead([notification.id])
      .then(({ unread }) => showRead(unread, [notification.id]))
      .catch(() => undefined);
  };
  const now = new Date();
  const data = list.data;

  return (
    <div
      id={id}
      role="region"
      aria-label={t('Notifications')}
      className="fixed inset-x-3 top-16 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('Notifications')}
        </h2>
        {data && data.unread > 0 && (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-300"
          >
            {markAll.isPending ? t('Marking...') : t('Mark all as read')}
          </button>
        )}
      </div>
      {markAll.isError && (
        <p role="alert" className="px-4 pt-3 text-sm text-red-700 dark:text-red-300">
          {t(markAll.error.message)}
        </p>
      )}
      <div className="max-h-[min(26rem,calc(100dvh-8rem))] overflow-y-auto">
        {data ? (
          data.items.length === 0 ? (
            <p className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
              <BellOff aria-hidden="true" className="size-6" />
              {t(
                'Nothing yet. Replies to your questions, mentions and accepted answers show here.',
              )}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onOpen={() => open(notification)}
                />
              ))}
            </ul>
          )
        ) : list.isError ? (
          <div className="p-3">
            <LoadError
              message={list.error.message}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          </div>
        ) : (
          <p role="status" className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
            {t('Loading your notifications...')}
          </p>
        )}
      </div>
    </div>
  );
}
