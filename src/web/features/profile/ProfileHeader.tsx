import { Calendar, ChartColumn, Globe, Mail, MapPin, Settings, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@domain/profile';
import { PLAN_NAMES } from '@domain/billing';
import { paidPlanTones } from '@web/components/PlanBadge';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { initials } from '@web/lib/initials';
import { usePlan } from '@web/lib/subscription';
import { displayName, joinedLabel, websiteHref, websiteLabel } from './profile-text';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

const iconClasses = 'size-4 shrink-0 text-slate-400 dark:text-slate-500';

const cardClasses =
  'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
const bannerClasses =
  'h-24 bg-gradient-to-r from-brand-500 via-violet-500 to-sky-400 sm:h-32 dark:from-brand-800 dark:via-violet-900 dark:to-sky-900';

const freePlanTone =
  'bg-slate-100 text-slate-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700';

/** The learner's plan beside their name; it leads to Settings → Billing. */
function ProfilePlanBadge() {
  const t = useT();
  const { plan, loading } = usePlan();
  if (loading) return null;
  const label = plan === 'free' ? t('Free plan') : PLAN_NAMES[plan];
  const classes = plan === 'free' ? freePlanTone : paidPlanTones[plan];
  return (
    <Link
      to="/settings?tab=billing"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${classes}`}
    >
      {plan !== 'free' && <Sparkles className="size-3.5" aria-hidden="true" />}
      {plan !== 'free' && <span className="sr-only">{t('Plan:')}</span>} {label}
    </Link>
  );
}

export function ProfileHeader({
  profile,
  email,
  createdAt,
}: {
  profile: Profile;
  email: string | undefined;
  createdAt: string | undefined;
}) {
  const t = useT();
  const name = displayName(profile.name, email);
  const bio = profile.bio.trim();
  const location = profile.location.trim();
  const website = websiteHref(profile.website);
  const joined = joinedLabel(createdAt);

  return (
    <section aria-labelledby="profile-name" className={cardClasses}>
      <div aria-hidden="true" className={bannerClasses} />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex items-end justify-between gap-4 sm:-mt-14">
          <span
            aria-hidden="true"
            className="grid size-24 shrink-0 place-items-center rounded-full border-4 border-white bg-gradient-to-br from-brand-500 to-violet-600 text-3xl font-bold text-white shadow-md select-none sm:size-28 sm:text-4xl dark:border-slate-900 dark:from-brand-400 dark:to-violet-500"
          >
            {initials(profile.name, email)}
          </span>
          <div className="mb-1 flex flex-wrap justify-end gap-2">
            <Link to="/analytics" className={buttonClasses('secondary', 'sm')}>
              <ChartColumn className="size-4" aria-hidden="true" />
              {t('Learning Analytics')}
            </Link>
            <Link to="/settings" className={buttonClasses('secondary', 'sm')}>
              <Settings className="size-4" aria-hidden="true" />
              {t('Edit Profile')}
            </Link>
          </div>
        </div>

        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1
            id="profile-name"
            className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white"
          >
            {name}
          </h1>
          <ProfilePlanBadge />
        </div>
        {bio ? (
          <p className="mt-2 max-w-3xl whitespace-pre-line break-words text-slate-600 dark:text-slate-300">
            {bio}
          </p>
        ) : (
          <p className="mt-2 text-slate-500 italic dark:text-slate-400">{t('No bio yet')}</p>
        )}

        <ul className="mt-4 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-6 dark:text-slate-400">
          {location && (
            <Detail icon={<MapPin className={iconClasses} aria-hidden="true" />}>
              <span className="sr-only">{`${t('Location:')} `}</span>
              <span className="break-words">{location}</span>
            </Detail>
          )}
          {email && (
            <Detail icon={<Mail className={iconClasses} aria-hidden="true" />}>
              <span className="sr-only">{`${t('E-mail:')} `}</span>
              <span className="break-all">{email}</span>
            </Detail>
          )}
          {website && (
            <Detail icon={<Globe className={iconClasses} aria-hidden="true" />}>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all font-medium text-brand-600 hover:underline dark:text-brand-400"
              >
                {websiteLabel(website)}
              </a>
            </Detail>
          )}
          {joined && (
            <Detail icon={<Calendar className={iconClasses} aria-hidden="true" />}>
              <span>{joined}</span>
            </Detail>
          )}
        </ul>
      </div>
    </section>
  );
}

/** The header's place while the profile is read from the server. */
export function ProfileHeaderLoading() {
  const t = useT();
  return (
    <section role="status" className={cardClasses}>
      <div aria-hidden="true" className={bannerClasses} />
      <div className="px-5 pb-6 sm:px-8">
        <span
          aria-hidden="true"
          className="-mt-12 block size-24 animate-pulse rounded-full border-4 border-white bg-slate-200 motion-reduce:animate-none sm:-mt-14 sm:size-28 dark:border-slate-900 dark:bg-slate-700"
        />
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('Loading your profile...')}
        </p>
      </div>
    </section>
  );
}
