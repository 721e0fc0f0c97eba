import { BadgeCheck, CircleCheck } from 'lucide-react';
import type { PublicCertificate } from '@domain/certificate-api';
import { PRODUCT_NAME } from '@domain/constants';
import { formatNumber, useT, type Translate } from '@web/i18n/translate';
import { formatDate, useDateFormat } from '@web/lib/format-date';

/** 12.5 → "12.5 hours", 1 → "1 hour". */
export function hoursText(hours: number, t: Translate): string {
  return t('{{hours}} hours', {
    count: hours,
    hours: formatNumber(hours, { maximumFractionDigits: 1 }),
    defaultValue_one: '{{hours}} hour',
  });
}

/** The certificate as a document: who, what, when, the requirements met and the server's check. */
export function CertificateCard({ certificate }: { certificate: PublicCertificate }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const issuedOn = certificate.issuedAt.slice(0, 10);
  return (
    <article
      aria-labelledby="certificate-title"
      className="relative rounded-3xl border border-amber-200 bg-gradient-to-br from-amber-50 via-white to-brand-50 p-2 shadow-lg print:border-slate-400 print:bg-none print:shadow-none dark:border-amber-900/60 dark:from-slate-900 dark:via-slate-900 dark:to-brand-950/60"
    >
      <div className="rounded-2xl border-2 border-double border-amber-300 px-5 py-10 text-center sm:px-12 sm:py-14 print:border-slate-500 dark:border-amber-800/70">
        <p className="text-sm font-semibold tracking-[0.3em] text-amber-800 uppercase dark:text-amber-300">
          {PRODUCT_NAME}
        </p>
        <h1
          id="certificate-title"
          className="mt-4 font-serif text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          {t('Certificate of Completion')}
        </h1>
        <p className="mt-8 text-slate-600 dark:text-slate-300">{t('This certifies that')}</p>
        <p className="mt-2 font-serif text-3xl font-semibold break-words text-brand-800 sm:text-4xl dark:text-brand-200">
          {certificate.learnerName}
        </p>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{t('has completed the course')}</p>
        <p className="mt-2 text-2xl font-semibold text-slate-900 dark:text-white">
          {certificate.courseTitle}
        </p>

        <dl className="mx-auto mt-8 grid max-w-xl gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {t('Date')}
            </dt>
            <dd className="mt-1 font-medium text-slate-900 dark:text-white">
              <time dateTime={certificate.issuedAt}>{formatDate(issuedOn, dateFormat)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {t('Learning time')}
            </dt>
            <dd className="mt-1 font-medium text-slate-900 dark:text-white">
              {hoursText(certificate.hours, t)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {t('Final assessment')}
            </dt>
            <dd className="mt-1 font-medium text-slate-900 dark:text-white">
              {t('{{percent}}%', { percent: certificate.assessmentPercent })}
            </dd>
          </div>
        </dl>

        <section aria-labelledby="requirements-title" className="mx-auto mt-8 max-w-xl text-left">
          <h2
            id="requirements-title"
            className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
          >
            {t('Requirements met')}
          </h2>
          <ul className="mt-3 space-y-2">
            {certificate.requirements.map((requirement) => (
              <li
                key={requirement.id}
                className="flex items-start gap-2 text-slate-800 dark:text-slate-200"
              >
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
                <span>
                  {requirement.label}
                  <span className="sr-only">{t(': met')}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="mx-auto mt-10 max-w-xl rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-left dark:border-emerald-900/60 dark:bg-emerald-950/40">
          <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-200">
            <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
            {t('Verified by {{issuer}}', { issuer: certificate.verifiedBy })}
          </p>
          <p className="mt-1 text-sm text-emerald-900 dark:text-emerald-100">
            {t(
              'Checked on the server just now: this certificate was issued by {{issuer}} and has not been revoked.',
              { issuer: certificate.verifiedBy },
            )}
          </p>
        </div>
        <p className="mt-6 font-mono text-xs break-all text-slate-600 dark:text-slate-400">
          {t('Certificate ID: {{id}}', { id: certificate.id })}
        </p>
      </div>
    </article>
  );
}
