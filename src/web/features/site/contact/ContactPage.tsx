import { Clock, Mail, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contactChannels, contactIntro, responseTimes, supportHours } from '@content/contact';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { usePageMeta } from '@web/lib/page-meta';
import { useSiteIdentity } from '@web/lib/site-identity';
import { textLinkClasses } from '../kit/classes';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  usePageMeta(pages.contact.title, pages.contact.description);
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
            {contactIntro.formTitle}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{contactIntro.formLead}</p>
          <ContactForm />
        </section>

        <aside className="space-y-6" aria-label="Other ways to reach us">
          {channels.length > 0 && (
            <AsideBox icon={Mail} title={contactIntro.directTitle}>
              <ul className="mt-4 space-y-4">
                {channels.map((channel) => (
                  <li key={channel.title}>
                    <h3 className="font-medium">{channel.title}</h3>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {channel.description}
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
          <AsideBox icon={Clock} title="Support hours">
            <dl className="mt-4 space-y-1 text-sm">
              {supportHours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="text-slate-600 dark:text-slate-400">{row.days}</dt>
                  <dd className="font-medium">{row.hours}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-5 font-medium">{responseTimes.title}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              {responseTimes.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </AsideBox>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Looking for a quick answer? The{' '}
            <Link to="/faq" className={textLinkClasses}>
              FAQ
            </Link>{' '}
            and the{' '}
            <Link to="/help" className={textLinkClasses}>
              Help Center
            </Link>{' '}
            cover the most common questions.
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
