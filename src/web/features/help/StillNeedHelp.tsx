import { Mail, MessageSquare, Phone, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { stillNeedHelp, supportHours } from '../../../../content/help';
import { phoneHref } from '../../../domain/public-config';
import { Button } from '../../components/ui/Button';
import { useSiteIdentity } from '../../lib/site-identity';
import { supportMailto } from './support-links';

const cardClasses =
  'flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
const linkClasses = 'mt-4 font-medium text-brand-700 hover:underline dark:text-brand-300';
// Two cards or three, side by side from md up.
const columns = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;
const iconClasses =
  'grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300';

function HelpCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={cardClasses}>
      <span className={iconClasses}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </div>
  );
}

/**
 * Live chat, e-mail and phone, side by side: the site's support address (the contact form
 * without one) and its phone number when it has one.
 */
export function StillNeedHelp({ onStartChat }: { onStartChat: () => void }) {
  const { supportEmail, phone } = useSiteIdentity();
  return (
    <section
      aria-labelledby="still-need-help-title"
      className="rounded-3xl bg-slate-50 px-5 py-10 sm:px-10 dark:bg-slate-900/50"
    >
      <h2
        id="still-need-help-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {stillNeedHelp.title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{stillNeedHelp.text}</p>
      <div className={`mt-8 grid gap-5 ${columns[phone ? 3 : 2]}`}>
        <HelpCard icon={MessageSquare} title={stillNeedHelp.chat.title}>
          <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
            {stillNeedHelp.chat.text}
          </p>
          <Button
            variant="secondary"
            className="mt-4 self-start"
            aria-haspopup="dialog"
            onClick={onStartChat}
          >
            {stillNeedHelp.chat.button}
          </Button>
        </HelpCard>
        {supportEmail ? (
          <HelpCard icon={Mail} title={stillNeedHelp.email.title}>
            <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
              {stillNeedHelp.email.text}
            </p>
            <a href={supportMailto(supportEmail)} className={`${linkClasses} break-all`}>
              {supportEmail}
            </a>
          </HelpCard>
        ) : (
          <HelpCard icon={Send} title={stillNeedHelp.contact.title}>
            <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
              {stillNeedHelp.contact.text}
            </p>
            <Link to="/contact" className={linkClasses}>
              {stillNeedHelp.contact.link}
            </Link>
          </HelpCard>
        )}
        {phone && (
          <HelpCard icon={Phone} title={stillNeedHelp.phone.title}>
            <ul className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
              {supportHours.map((row) => (
                <li key={row.days}>
                  {row.days} {row.hours}
                </li>
              ))}
            </ul>
            <a href={phoneHref(phone)} className={linkClasses}>
              {phone}
            </a>
          </HelpCard>
        )}
      </div>
    </section>
  );
}
