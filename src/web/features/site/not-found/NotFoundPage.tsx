import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pages } from '@domain/routes';
import { buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { IconBadge } from '../kit/IconBadge';

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  usePageMeta(pages.notFound.title, pages.notFound.description);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <IconBadge icon={Compass} size="2xl" />
      <p className="mt-6 font-mono text-sm font-semibold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('Page not found')}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans
          text="There is no page at <path>{{path}}</path>. It may have moved, or the address may have a typo."
          values={{ path: pathname }}
          parts={{
            path: (chunk) => (
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm dark:bg-slate-800">
                {chunk}
              </code>
            ),
          }}
        />
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {t('Back to home')}
        </Link>
        <Link to="/sitemap" className={buttonClasses('secondary', 'md')}>
          {t('See all pages')}
        </Link>
      </div>
    </section>
  );
}
