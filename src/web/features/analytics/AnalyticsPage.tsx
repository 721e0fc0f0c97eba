import { Download, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_RUN_WINDOW, type ExportFormat, type RunWindow } from '@domain/analytics-api';
import { pages } from '@domain/routes';
import { LoadError } from '@web/components/LoadError';
import { PageLoading } from '@web/components/PageLoading';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { usePlan } from '@web/lib/subscription';
import { downloadActivity, useAnalytics } from './analytics-api';
import { AnalyticsView } from './AnalyticsView';
import { SAMPLE_ANALYTICS } from './sample-analytics';

export const ANALYTICS_PRO_PROMPT = msg(
  'Learning analytics are part of Pro. See your own activity calendar, time per lesson, runs and their outcomes, the compiler errors you meet most and your mastery of each concept.',
);

function Header() {
  const t = useT();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t(pages.analytics.title)}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
          {t(pages.analytics.description)}
        </p>
      </div>
    </header>
  );
}

function ExportButtons({ today }: { today: string }) {
  const t = useT();
  const [state, setState] = useState<{ busy: ExportFormat | null; message: string | null }>({
    busy: null,
    message: null,
  });
  const save = async (format: ExportFormat) => {
    setState({ busy: format, message: null });
    try {
      await downloadActivity(format, today);
      setState({
        busy: null,
        message: t('Your records were saved as {{format}}.', { format: format.toUpperCase() }),
      });
    } catch (error) {
      setState({ busy: null, message: t((error as Error).message) });
    }
  };
  return (
    <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
      <div className="flex gap-2">
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={state.busy !== null}
            onClick={() => void save(format)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('Export {{format}}', { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message}
      </p>
    </div>
  );
}

function ProAnalytics({ userId }: { userId: string }) {
  const t = useT();
  const [days, setDays] = useState<RunWindow>(DEFAULT_RUN_WINDOW);
  const query = useAnalytics(userId, days, true);
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <PageLoading message={t('Loading your analytics...')} />;
  const analytics = query.data;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans
            text="Days are counted in your time zone ({{timeZone}}). The records of your runs and checks are kept {{days}} days; see the <link>Privacy Policy</link>."
            values={{ timeZone: analytics.timeZone, days: analytics.retentionDays }}
            parts={{
              link: (chunk) => (
                <Link
                  to="/privacy#activity-records"
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {chunk}
                </Link>
              ),
            }}
          />
        </p>
        <ExportButtons today={analytics.today} />
      </div>
      <div className="mt-6">
        <AnalyticsView analytics={analytics} onRunWindow={setDays} />
      </div>
    </>
  );
}

function FreeAnalytics() {
  const t = useT();
  return (
    <>
      <section
        aria-labelledby="analytics-pro-title"
        className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-brand-900 dark:bg-brand-950/40"
      >
        <div className="flex gap-3">
          <Sparkles
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300"
          />
          <div>
            <h2 id="analytics-pro-title" className="font-semibold text-slate-900 dark:text-white">
              {t('Unlock your learning analytics with Pro')}
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
              {t(ANALYTICS_PRO_PROMPT)}
            </p>
          </div>
        </div>
        <Link to="/pricing" className={buttonClasses('primary', 'md', 'shrink-0')}>
          {t('Upgrade to Pro')}
        </Link>
      </section>
      <section aria-labelledby="analytics-sample-title" className="mt-8">
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-900/60 dark:text-amber-100">
            {t('Sample')}
          </span>
          <h2
            id="analytics-sample-title"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            {t('What your analytics will look like')}
          </h2>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("Made-up data for illustration: none of it is yours or anyone's.")}
        </p>
        <div className="mt-4">
          <AnalyticsView analytics={SAMPLE_ANALYTICS} idPrefix="sample" />
        </div>
      </section>
    </>
  );
}

export function AnalyticsPage() {
  const t = useT();
  usePageMeta(t(pages.analytics.title), t(pages.analytics.description));
  const user = useCurrentUser();
  const { isPro, loading } = usePlan();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Header />
      <div className="mt-8">
        {loading ? (
          <PageLoading message={t('Loading your analytics...')} />
        ) : isPro ? (
          <ProAnalytics userId={user.id} />
        ) : (
          <FreeAnalytics />
        )}
      </div>
    </div>
  );
}
