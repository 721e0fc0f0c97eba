import { ChevronRight, Mail, MessageSquare, PlayCircle, Send, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { quickActions, type QuickAction } from '@content/help';
import { useT } from '@web/i18n/translate';
import { useSiteIdentity } from '@web/lib/site-identity';
import { withAddressKey } from '../kit/address-key';
import { IconBadge } from '../kit/IconBadge';
import { TitledSection } from '../kit/TitledSection';
import { supportMailto } from './support-links';

const icons: Record<QuickAction['id'], LucideIcon> = {
  'live-chat': MessageSquare,
  email: Mail,
  contact: Send,
  videos: PlayCircle,
};

const cardClasses =
  'group flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left transition hover:border-brand-300 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700';

function CardBody({ action, address }: { action: QuickAction; address: string | null }) {
  const t = useT();
  return (
    <>
      <IconBadge icon={icons[action.id]} size="sm" className="shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 dark:text-white">
          {t(action.title)}
        </span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {t(action.description, { address })}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-4 shrink-0 text-slate-400 transition group-hover:text-brand-600"
      />
    </>
  );
}

function ActionCard({
  action,
  onStartChat,
  supportEmail,
}: {
  action: QuickAction;
  onStartChat: () => void;
  supportEmail: string | null;
}) {
  const body = <CardBody action={action} address={supportEmail} />;
  switch (action.id) {
    case 'live-chat':
      return (
        <button type="button" aria-haspopup="dialog" onClick={onStartChat} className={cardClasses}>
          {body}
        </button>
      );
    case 'email':
      return (
        supportEmail && (
          <a href={supportMailto(supportEmail)} className={cardClasses}>
            {body}
          </a>
        )
      );
    case 'contact':
      return (
        <Link to="/contact" className={cardClasses}>
          {body}
        </Link>
      );
    case 'videos':
      return (
        <a href="#video-tutorials" className={cardClasses}>
          {body}
        </a>
      );
  }
}

/**
 * Start Live Chat opens the chat dialog, Email Support writes to the site's support address (the
 * contact form takes its place without one), Video Tutorials jumps to them.
 */
export function QuickActions({ onStartChat }: { onStartChat: () => void }) {
  const t = useT();
  const site = useSiteIdentity();
  return (
    <TitledSection titleId="quick-actions-title" heading={{ title: t('Quick Actions') }} size="md">
      <ul className="mt-4 space-y-3">
        {quickActions(withAddressKey(site)).map((action) => (
          <li key={action.id}>
            <ActionCard
              action={action}
              onStartChat={onStartChat}
              supportEmail={site.supportEmail}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
