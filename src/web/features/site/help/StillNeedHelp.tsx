import { Mail, MessageSquare, Phone, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { stillNeedHelp, supportHours } from '@content/help';
import { phoneHref } from '@domain/public-config';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useSiteIdentity } from '@web/lib/site-identity';
import { CardTitle } from '../kit/Card';
import { ringCardClasses } from '../kit/classes';
import { IconBadge } from '../kit/IconBadge';
import { TitledSection } from '../kit/TitledSection';
import { supportMailto } from './support-links';

const linkClasses = 'mt-4 font-medium text-brand-700 hover:underline dark:text-brand-300';
// Two cards or three, side by side from md up.
const columns = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;

/** One way to reach the team: its icon and name, a line about it (`text`), then the way in. */
function HelpCard({
  icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col ${ringCardClasses}`}>
      <IconBadge icon={icon} />
      <CardTitle size="base">{title}</CardTitle>
      {text && <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>}
      {children}
    </div>
  );
}

/**
 * Live chat, e-mail and phone, side by side: the site's support address (the contact form
 * without one) and its phone number when it has one.
 */
export function StillNeedHelp({ onStartChat }: { onStartChat: () => void }) {
  const t = useT();
  const { supportEmail, phone } = useSiteIdentity();
  return (
    <TitledSection
      titleId="still-need-help-title"
      heading={{ title: t(stillNeedHelp.title), text: t(stillNeedHelp.text) }}
      lead="roomy"
      panel
    >
      <div className={`mt-8 grid gap-5 ${columns[phone ? 3 : 2]}`}>
        <HelpCard
          icon={MessageSquare}
          title={t(stillNeedHelp.chat.title)}
          text={t(stillNeedHelp.chat.text)}
        >
          <Button
            variant="secondary"
            className="mt-4 self-start"
            aria-haspopup="dialog"
            onClick={onStartChat}
          >
            {t(stillNeedHelp.chat.button)}
          </Button>
        </HelpCard>
        {supportEmail ? (
          <HelpCard
            icon={Mail}
            title={t(stillNeedHelp.email.title)}
            text={t(stillNeedHelp.email.text)}
          >
            <a href={supportMailto(supportEmail)} className={`${linkClasses} break-all`}>
              {supportEmail}
            </a>
          </HelpCard>
        ) : (
          <HelpCard
            icon={Send}
            title={t(stillNeedHelp.contact.title)}
            text={t(stillNeedHelp.contact.text)}
          >
            <Link to="/contact" className={linkClasses}>
              {t(stillNeedHelp.contact.link)}
            </Link>
          </HelpCard>
        )}
        {phone && (
          <HelpCard icon={Phone} title={t(stillNeedHelp.phone.title)}>
            <ul className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
              {supportHours.map((row) => (
                <li key={row.days}>
                  {t(row.days)} {t(row.hours)}
                </li>
              ))}
            </ul>
            <a href={phoneHref(phone)} className={linkClasses}>
              {phone}
            </a>
          </HelpCard>
        )}
      </div>
    </TitledSection>
  );
}
