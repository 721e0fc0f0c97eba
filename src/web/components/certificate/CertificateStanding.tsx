import { Award, CircleCheck, Circle, Eye, EyeOff, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CertificateRef, Requirement } from '@domain/certificate-api';
import { LoadError } from '../LoadError';
import { Button, buttonClasses } from '../ui/Button';
import { ProgressBar } from '../ui/ProgressBar';
import { useT } from '@web/i18n/translate';
import { formatDate, useDateFormat } from '@web/lib/format-date';
import { usePlan } from '@web/lib/subscription';
import { useCertificateStanding } from './certificate-api';
import { requirementBar, requirementLabel, requirementProgress } from './requirement-text';

const linkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

function RequirementRow({ requirement }: { requirement: Requirement }) {
  const t = useT();
  const label = t(requirementLabel(requirement));
  const bar = requirementBar(requirement);
  const Icon = requirement.met ? CircleCheck : Circle;
  return (
    <li className="flex gap-3">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${
          requirement.met
            ? 'text-emerald-600 dark:text-emerald-400'
            : 'text-slate-400 dark:text-slate-500'
        }`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900 dark:text-white">
          {label}
          <span className="sr-only">{requirement.met ? t(': met') : t(': not met yet')}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {requirementProgress(requirement, t)}
        </p>
        <ProgressBar
          className="mt-1.5"
          size="slim"
          fill="solid"
          value={bar.value}
          max={bar.max}
          label={label}
        />
      </div>
    </li>
  );
}

/** Where the final assessment is: open once every lesson is complete. */
function AssessmentLine({ lessons }: { lessons: Requirement | undefined }) {
  const t = useT();
  if (!lessons) return null;
  if (lessons.met) {
    return (
      <Link to="/assessment" className={buttonClasses('secondary', 'sm')}>
        {t('Go to the final assessment')}
      </Link>
    );
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('The final assessment opens after all {{count}} lessons.', {
        count: lessons.total,
        defaultValue_one: 'The final assessment opens after {{count}} lesson.',
      })}
    </p>
  );
}

type Visibility = ReturnType<typeof useCertificateStanding>['visibility'];

function IssuedCertificate({
  certificate,
  visibility,
}: {
  certificate: CertificateRef;
  visibility: Visibility;
}) {
  const t = useT();
  const dateFormat = useDateFormat();
  const hidden = certificate.hidden;
  const ToggleIcon = hidden ? Eye : EyeOff;
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/70 p-4 dark:border-emerald-900/60 dark:bg-emerald-950/30">
      <p className="text-sm text-slate-800 dark:text-slate-100">
        {t('Your certificate was issued on {{date}}.', {
          date: formatDate(certificate.issuedAt.slice(0, 10), dateFormat),
        })}{' '}
        <Link to={`/certificates/${certificate.id}`} className={linkClasses}>
          {t('View your certificate')}
        </Link>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {hidden
          ? t(
              'It is hidden: its public page says "Certificate not found" to anyone with the link until you show it again.',
            )
          : t(
              'Its public page shows it to anyone with the link. Hiding it makes that page say "Certificate not found" until you show it again.',
            )}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={visibility.isPending}
        onClick={() => visibility.mutate(hidden ? 'show' : 'hide')}
      >
        <ToggleIcon aria-hidden="true" className="size-4" />
        {hidden ? t('Show on public page') : t('Hide from public page')}
      </Button>
      {visibility.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t(visibility.error.message)}
        </p>
      )}
    </div>
  );
}

function ProOffer() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800 dark:border-brand-900 dark:bg-brand-950/40 dark:text-slate-100">
      <p className="flex gap-2">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {t(
            'Certificates come with Pro: once you meet every requirement, you get a certificate with a public page anyone can check, a PDF, an “Add to LinkedIn profile” link and a signed credential.',
          )}
        </span>
      </p>
      <Link to="/pricing" className={buttonClasses('primary', 'sm', 'self-start')}>
        {t('Upgrade to Pro')}
      </Link>
    </div>
  );
}

/**
 * The C course certificate: each requirement with the learner's progress toward it, the way to
 * the final assessment, and the certificate itself (Pro) or what Pro adds (Free).
 */
export function CertificateStanding() {
  const t = useT();
  const headingId = useId();
  const { query, visibility } = useCertificateStanding();
  const plan = usePlan();
  const standing = query.data;
  const lessons = standing?.requirements.find((requirement) => requirement.id === 'lessons');

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <Award className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {t('C Programming certificate')}
      </h2>
      <div className="mt-4 space-y-4">
        {query.isError ? (
          <LoadError
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !standing ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('Loading your certificate progress…')}
          </p>
        ) : (
          <>
            <ul className="space-y-4" aria-label={t('Requirements')}>
              {standing.requirements.map((requirement) => (
                <RequirementRow key={requirement.id} requirement={requirement} />
              ))}
            </ul>
            <AssessmentLine lessons={lessons} />
            {plan.loading ? null : plan.isPro ? (
              standing.certificate ? (
                <IssuedCertificate certificate={standing.certificate} visibility={visibility} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('Meet every requirement and your certificate is issued at once.')}
                </p>
              )
            ) : (
              <ProOffer />
            )}
          </>
        )}
      </div>
    </section>
  );
}
