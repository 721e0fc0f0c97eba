import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { siteText, type SiteText } from '@content/site-text';
import { useT } from '@web/i18n/translate';
import { useSiteIdentity } from '@web/lib/site-identity';
import { withAddressKey } from './address-key';
import { buttonClasses } from '@web/components/ui/Button';
import { IconBadge } from './IconBadge';

export interface HelpCalloutContent {
  title: string;
  text: SiteText;
  helpLabel: string;
  helpTo: string;
  contactLabel: string;
  contactTo: string;
}

const rowFrom = {
  sm: 'sm:flex-row sm:items-center sm:justify-between',
  xl: 'xl:flex-row xl:items-center xl:justify-between',
} as const;

/**
 * The box at the foot of a reference page that sends a reader who did not find their answer to
 * the Help Center or the contact form, in the interface's language. Text and buttons stand side
 * by side from `rowFrom` up.
 */
export function HelpCallout({
  icon,
  content,
  rowFrom: from = 'sm',
}: {
  icon: LucideIcon;
  content: HelpCalloutContent;
  rowFrom?: keyof typeof rowFrom;
}) {
  const t = useT();
  const titleId = useId();
  const site = useSiteIdentity();
  const text = t(siteText(content.text, withAddressKey(site)), { address: site.supportEmail });
  return (
    <section
      aria-labelledby={titleId}
      className={`mt-16 flex flex-col items-start gap-6 rounded-2xl bg-brand-50 p-6 sm:p-8 dark:bg-brand-950/50 ${rowFrom[from]}`}
    >
      <div className="flex gap-4">
        <IconBadge icon={icon} tone="white" className="shrink-0" />
        <div>
          <h2 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
            {t(content.title)}
          </h2>
          <p className="mt-1 max-w-xl text-slate-700 dark:text-slate-300">{text}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <Link to={content.helpTo} className={buttonClasses('secondary')}>
          {t(content.helpLabel)}
        </Link>
        <Link to={content.contactTo} className={buttonClasses('primary')}>
          {t(content.contactLabel)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
