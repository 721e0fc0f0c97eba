import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { msg, useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';

/** SPEC §2: without a challenge, /challenge says so and goes to /daily-challenge. */
export function ChallengeNotFound() {
  const t = useT();
  usePageMeta(
    msg('Challenge Not Found'),
    msg('Start a coding challenge from the daily challenge page.'),
  );
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/daily-challenge', { replace: true });
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('Challenge Not Found')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {t('Please start a challenge from the daily challenge page.')}
      </p>
      <Link
        to="/daily-challenge"
        className="mt-6 inline-block font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        {t('Go to the daily challenge')}
      </Link>
    </div>
  );
}
