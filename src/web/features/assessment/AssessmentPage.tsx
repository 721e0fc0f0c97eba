import { lazy, Suspense, useState, type ReactNode } from 'react';
import { pages } from '@domain/routes';
import type { AssessmentStanding } from '@domain/assessment-api';
import { LoadError } from '@web/components/LoadError';
import { useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { useAssessment } from './assessment-api';
import { AssessmentIntro } from './AssessmentIntro';
import { AssessmentLocked } from './AssessmentLocked';
import { ScoreSummary } from './ScoreSummary';

// The attempt (with the code editor) and the graded items load when there is one to show.
const AttemptView = lazy(() =>
  import('./AttemptView').then((module) => ({ default: module.AttemptView })),
);
const AttemptResults = lazy(() =>
  import('./AttemptResults').then((module) => ({ default: module.AttemptResults })),
);

function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-slate-600 dark:text-slate-400">
          {t('Loading...')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The last graded attempt's score, focused when it has just been graded. */
function LastResult({ standing, focus }: { standing: AssessmentStanding; focus: boolean }) {
  const t = useT();
  const last = standing.last;
  if (!last) return null;
  return (
    <section
      aria-labelledby="result-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="result-title"
        tabIndex={-1}
        ref={(heading) => {
          if (focus) heading?.focus();
        }}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {t('Your result')}
      </h2>
      <div className="mt-4 space-y-2">
        <ScoreSummary attempt={last} />
        {last.timedOut && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('The time ran out: your answers were graded as they were.')}
          </p>
        )}
        {standing.bestPercent !== null && standing.bestPercent > last.percent && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('Your best score so far: {{percent}}%.', { percent: standing.bestPercent })}
          </p>
        )}
      </div>
    </section>
  );
}

export function AssessmentPage() {
  const t = useT();
  usePageMeta(t(pages.assessment.title), t(pages.assessment.description));
  const user = useCurrentUser();
  const { standing, start, graded } = useAssessment();
  const [now] = useState(() => Date.now());
  const [justGraded, setJustGraded] = useState(false);

  if (!user) return null;

  const data = standing.data;
  let content;
  if (standing.isError) {
    content = (
      <LoadError
        message={standing.error.message}
        onRetry={() => void standing.refetch()}
        retrying={standing.isFetching}
      />
    );
  } else if (!data) {
    content = (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        {t('Loading the assessment...')}
      </p>
    );
  } else if (data.open) {
    content = (
      <Loading>
        <AttemptView
          key={data.open.id}
          attempt={data.open}
          onGraded={(attempt) => {
            graded(attempt);
            setJustGraded(true);
            window.scrollTo({ top: 0 });
          }}
        />
      </Loading>
    );
  } else if (!data.unlocked) {
    content = <AssessmentLocked done={data.lessons.done} total={data.lessons.total} />;
  } else {
    content = (
      <div className="space-y-8">
        <LastResult standing={data} focus={justGraded} />
        <AssessmentIntro
          standing={data}
          now={now}
          onStart={() => {
            setJustGraded(false);
            start.mutate();
          }}
          starting={start.isPending}
          startError={start.error?.message ?? null}
        />
        {data.last && (
          <Loading>
            <AttemptResults attempt={data.last} />
          </Loading>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <p
          lang="en"
          className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300"
        >
          C Programming
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t(pages.assessment.title)}
        </h1>
      </header>
      {content}
    </div>
  );
}
