import { Clock, Mail, MessageSquare, X } from 'lucide-react';
import { Link } from 'react-router';
import { liveChat, supportHours } from '@content/help';
import { Modal } from '@web/components/Modal';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useSiteIdentity } from '@web/lib/site-identity';
import { IconBadge } from '../kit/IconBadge';
import { supportMailto } from './support-links';

/** What "Live Chat" really is: messages answered during support hours by e-mail or the contact form. */
export function LiveChatDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { supportEmail } = useSiteIdentity();
  return (
    <Modal
      labelledBy="live-chat-title"
      describedBy="live-chat-text"
      onEscape={onClose}
      onBackdrop={onClose}
    >
      <div className="flex items-start justify-between gap-4">
        <IconBadge icon={MessageSquare} />
        <button
          type="button"
          onClick={onClose}
          aria-label={t(liveChat.close)}
          className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <h2
        id="live-chat-title"
        className="mt-4 text-xl font-semibold text-slate-900 dark:text-white"
      >
        {t(liveChat.title)}
      </h2>
      <p id="live-chat-text" className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
        {t(liveChat.text)}
      </p>
      <dl className="mt-4 space-y-1 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
        {supportHours.map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              <Clock aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
              {t(row.days)}
            </dt>{' '}
            <dd className="text-slate-700 dark:text-slate-300">{t(row.hours)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t(liveChat.response)}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={liveChat.contactTo} className={buttonClasses('primary')}>
          {t(liveChat.contactLabel)}
        </Link>
        {supportEmail && (
          <a href={supportMailto(supportEmail)} className={buttonClasses('secondary')}>
            <Mail aria-hidden="true" className="size-4" />
            {t(liveChat.emailLabel('{{address}}'), { address: supportEmail })}
          </a>
        )}
      </div>
    </Modal>
  );
}
