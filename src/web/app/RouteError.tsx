import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '@web/i18n/translate';

/** The router's error page (SPEC §8): shown when rendering a route throws. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? t(error.message)
      : t('Something went wrong while showing this page.');
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight">{t('Unexpected Application Error!')}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{detail}</p>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        {t(
          'Reload the page to try again. If it keeps happening, let us know through the contact page.',
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('Reload page')}
        </button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('Go to home')}
        </a>
      </div>
    </section>
  );
}
