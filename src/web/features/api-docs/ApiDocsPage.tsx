import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileJson, KeyRound } from 'lucide-react';
import { pages } from '@domain/routes';
import { LoadError } from '@web/components/LoadError';
import { PageHeader } from '@web/components/PageHeader';
import { buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useLanguage, useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { ApiOperation } from './ApiOperation';
import { FieldTable } from './FieldTable';
import { codeClasses, InlineCode } from './InlineCode';
import { ApiDocsError, readApiDocs, type ApiDocsView } from './openapi-view';

/** The document the server builds from the team API's own schemas. */
export const OPENAPI_URL = '/api/v1/openapi.json';
const LOAD_FAILED = msg(
  'The API documentation could not be loaded from the server. Please try again in a moment.',
);

async function fetchApiDocs(): Promise<ApiDocsView> {
  let response: Response;
  try {
    response = await fetch(OPENAPI_URL, { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiDocsError(LOAD_FAILED);
  }
  if (!response.ok) throw new ApiDocsError(LOAD_FAILED);
  return readApiDocs(await response.json());
}

/**
 * /docs/api: the team API's documentation, read from its OpenAPI 3.1 document (again when the
 * interface's language changes: the fields' types are put into words in it).
 */
export function ApiDocsPage() {
  const t = useT();
  const language = useLanguage();
  const { title, description } = pages.apiDocs;
  usePageMeta(title, description);
  const docs = useQuery({
    queryKey: ['team-api-openapi', language],
    queryFn: fetchApiDocs,
    retry: 1,
  });
  return (
    <>
      <PageHeader title={title} description={description}>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={OPENAPI_URL} className={buttonClasses('secondary')}>
            <FileJson className="size-4" aria-hidden="true" />
            {t('OpenAPI 3.1 document (JSON)')}
          </a>
          <Link to="/team?tab=api-keys" className={buttonClasses('ghost')}>
            <KeyRound className="size-4" aria-hidden="true" />
            {t('Create a key')}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {docs.data ? (
          <ApiDocs docs={docs.data} />
        ) : docs.isError ? (
          <LoadError
            message={docs.error.message}
            onRetry={() => void docs.refetch()}
            retrying={docs.isFetching}
          />
        ) : (
          <p role="status" className="text-slate-600 dark:text-slate-400">
            {t('Loading the API documentation...')}
          </p>
        )}
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2
        id={`${id}-heading`}
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

const tocLink =
  'block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function Contents({ docs }: { docs: ApiDocsView }) {
  const t = useT();
  const sections = [
    ['overview', msg('Overview')],
    ['authentication', msg('Authentication')],
    ...(docs.rateLimit ? [['rate-limit', msg('Rate limit')] as const] : []),
    ...(docs.pagination ? [['pagination', msg('Pagination')] as const] : []),
    ['errors', msg('Errors')],
  ] as const;
  return (
    <nav aria-label={t('Contents')} className="lg:sticky lg:top-24 lg:self-start">
      <ul className="space-y-0.5">
        {sections.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`} className={tocLink}>
              {t(label)}
            </a>
          </li>
        ))}
        {docs.tags.map((tag) => (
          <li key={tag.name} className="pt-3">
            <a href={`#tag-${tag.name}`} lang="en" className={`${tocLink} font-semibold`}>
              {tag.name}
            </a>
            <ul className="space-y-0.5">
              {tag.operations.map((operation) => (
                <li key={operation.id}>
                  <a href={`#${operation.id}`} lang="en" className={`${tocLink} pl-4`}>
                    {operation.summary}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ApiDocs({ docs }: { docs: ApiDocsView }) {
  const t = useT();
  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <Contents docs={docs} />
      <div className="min-w-0 space-y-12">
        <Section id="overview" title={t('Overview')}>
          {docs.summary && (
            <p lang="en" className="font-medium">
              {docs.summary}
            </p>
          )}
          <p lang="en">
            <InlineCode text={docs.description} />
          </p>
          <p>
            <Trans
              text="Every address below starts with <code>{{baseUrl}}</code>. Answers are JSON. This is version {{version}}."
              values={{ baseUrl: docs.baseUrl, version: docs.version }}
              parts={{ code: (url) => <code className={codeClasses}>{url}</code> }}
            />
          </p>
        </Section>
        <Section id="authentication" title={t('Authentication')}>
          <p lang="en">
            <InlineCode text={docs.auth} />
          </p>
        </Section>
        {docs.rateLimit && (
          <Section id="rate-limit" title={t('Rate limit')}>
            <p lang="en">
              <InlineCode text={docs.rateLimit} />
            </p>
          </Section>
        )}
        {docs.pagination && (
          <Section id="pagination" title={t('Pagination')}>
            <p lang="en">
              <InlineCode text={docs.pagination} />
            </p>
          </Section>
        )}
        <Section id="errors" title={t('Errors')}>
          <p>
            {t(
              'A refusal answers with its HTTP status and a JSON body of these fields; each operation lists the statuses it may answer.',
            )}
          </p>
          <FieldTable
            caption="Error"
            captionLang="en"
            label={t('Fields of an error')}
            fields={docs.errorFields}
          />
        </Section>
        {docs.tags.map((tag) => (
          <section
            key={tag.name}
            id={`tag-${tag.name}`}
            aria-labelledby={`tag-${tag.name}-heading`}
            className="scroll-mt-24"
          >
            <h2
              id={`tag-${tag.name}-heading`}
              lang="en"
              className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              {tag.name}
            </h2>
            {tag.description && (
              <p lang="en" className="mt-2 text-slate-700 dark:text-slate-300">
                {tag.description}
              </p>
            )}
            <div className="mt-5 space-y-6">
              {tag.operations.map((operation) => (
                <ApiOperation key={operation.id} operation={operation} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
