import { Clock, Mail, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contactChannels, contactIntro, responseTimes, supportHours } from '@content/contact';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { Trans } from '@web/i18n/Trans';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { useSiteIdentity } from '@web/lib/site-identity';
import { textLinkClasses } from '../kit/classes';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  usePageMeta(pages.contact.title, pages.contact.description);
  const t = useT();
  const channels = contactChannels(useSiteIdentity());
  return (
    <>
      <PageHeader title={pages.contact.title} description={pages.contact.description} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="contact-form-title" className="flex items-center gap-2 text-2xl font-bold">
            <MessageSquare
              className="size-6 text-brand-600 dark:text-brand-400"
              aria-hidden="true"
            />
            {t(contactIntro.formTitle)}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t(contactIntro.formLead)}</p>
          <ContactForm />
        </section>

        <aside className="space-y-6" aria-label={t('Other ways to reach us')}>
          {channels.length > 0 && (
            <AsideBox icon={Mail} title={t(contactIntro.directTitle)}>
              <ul className="mt-4 space-y-4">
                {channels.map((channel) => (
                  <li key={channel.title}>
                    <h3 className="font-medium">{t(channel.title)}</h3>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t(channel.description)}
                    </p>
                    <a
                      href={channel.href}
                      className="break-all text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {channel.value}
                    </a>
                  </li>
                ))}
              </ul>
            </AsideBox>
          )}
          <AsideBox icon={Clock} title={t('Support hours')}>
            <dl className="mt-4 space-y-1 text-sm">
              {supportHours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="text-slate-600 dark:text-slate-400">{t(row.days)}</dt>
                  <dd className="font-medium">{t(row.hours)}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-5 font-medium">{t(responseTimes.title)}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              {responseTimes.lines.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          </AsideBox>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans
              text="Looking for a quick answer? The <faq>FAQ</faq> and the <help>Help Center</help> cover the most common questions."
              parts={{
                faq: (chunk) => (
                  <Link to="/faq" className={textLinkClasses}>
                    {chunk}
                  </Link>
                ),
                help: (chunk) => (
                  <Link to="/help" className={textLinkClasses}>
                    {chunk}
                  </Link>
                ),
              }}
            />
          </p>
        </aside>
      </div>
    </>
  );
}

/** A box of the aside, headed by its icon and title. */
function AsideBox({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
