import { lazy, Suspense } from 'react';
import { useT } from '@web/i18n/translate';

// The sanitiser, the highlighter and the Run button load after the thread is on screen, so the
// page's own script stays within its budget.
const PostBody = lazy(async () => ({
  default: (await import('@web/components/community/PostBody')).PostBody,
}));

/** A post's sanitised HTML, rendered once its renderer has loaded. */
export function LazyPostBody({ html, className }: { html: string; className?: string }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('Loading the post…')}</p>
      }
    >
      <PostBody html={html} className={className} />
    </Suspense>
  );
}
