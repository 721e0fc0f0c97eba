import type { ReactNode } from 'react';
import type {
  LegalBlock,
  LegalDocumentContent,
  LegalSection,
  LegalSubsection,
} from '@content/legal';
import type { PageInfo } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { Trans } from '@web/i18n/Trans';
import { useT } from '@web/i18n/translate';
import { formatLegalDate } from './format';
import { RichText } from '@web/components/RichText';

/** A section a page adds in front of the document's own, such as the cookie choices. */
export interface LeadSection {
  id: string;
  heading: string;
  content: ReactNode;
}

const textClasses = 'leading-7 text-slate-700 dark:text-slate-300';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={`mt-4 ${textClasses}`}>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul
          className={`mt-4 list-disc space-y-2 pl-6 marker:text-slate-400 dark:marker:text-slate-500 ${textClasses}`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {block.items.map((item) => (
            <div
              key={item.term}
              className="grid gap-1 bg-white p-4 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-4 dark:bg-slate-900/60"
            >
              <dt
                className={`break-words text-sm font-semibold text-slate-900 dark:text-white ${
                  block.code ? 'font-mono' : ''
                }`}
              >
                {item.term}
              </dt>
              <dd className="text-sm leading-6 text-slate-700 dark:text-slate-300">
                <RichText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

const headingClasses = {
  2: 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white',
  3: 'text-lg font-semibold text-slate-900 dark:text-white',
} as const;

/** A section of the document, or of a section, named by its heading: `#<id>` points at it. */
function DocumentPart({
  part,
  level,
  className,
  lang,
  children,
}: {
  part: Pick<LegalSubsection, 'id' | 'heading'> & Partial<Pick<LegalSubsection, 'blocks'>>;
  level: keyof typeof headingClasses;
  className?: string;
  /** The part's language when it is not the page's (the documents' own text stays English). */
  lang?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={part.id} aria-labelledby={`${part.id}-heading`} lang={lang} className={className}>
      <Heading id={`${part.id}-heading`} className={headingClasses[level]}>
        {part.heading}
      </Heading>
      {part.blocks?.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {children}
    </section>
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <DocumentPart
      part={section}
      level={2}
      lang="en"
      className="border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 dark:border-slate-800"
    >
      {section.subsections?.map((subsection) => (
        <DocumentPart key={subsection.id} part={subsection} level={3} className="mt-8" />
      ))}
    </DocumentPart>
  );
}

/** An entry of the table of contents: a section's id, its heading and the heading's language. */
interface TocEntry {
  id: string;
  heading: string;
  lang?: string;
}

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2
        id="legal-toc-heading"
        className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400"
      >
        {t('On this page')}
      </h2>
      <ol className="mt-3 space-y-1 text-sm" data-testid="legal-toc">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              lang={entry.lang}
              className="block rounded-md px-2 py-1.5 text-slate-700 transition hover:bg-white hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-300"
            >
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A legal page: the header with its "Last updated" date, a table of contents linking to each
 * section, a plain-language summary and the sections themselves.
 */
export function LegalDocument({
  page,
  content,
  lead,
}: {
  page: PageInfo;
  content: LegalDocumentContent;
  lead?: LeadSection;
}) {
  const t = useT();
  const entries: TocEntry[] = [
    ...(lead ? [{ id: lead.id, heading: lead.heading }] : []),
    ...content.sections.map(({ id, heading }) => ({ id, heading, lang: 'en' })),
  ];
  return (
    <>
      <PageHeader title={page.title} description={page.description}>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          <Trans
            text="Last updated <time>{{date}}</time>"
            values={{ date: formatLegalDate(content.lastUpdated) }}
            parts={{
              time: (date) => (
                <time
                  dateTime={content.lastUpdated}
                  className="font-medium text-slate-800 dark:text-slate-200"
                >
                  {date}
                </time>
              ),
            }}
          />
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
        <div>
          <TableOfContents entries={entries} />
        </div>
        <div className="min-w-0 max-w-3xl">
          <div
            className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6 dark:border-brand-900 dark:bg-brand-950/40"
            data-testid="legal-summary"
          >
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
              {t('In short')}
            </p>
            {content.summary.map((text, index) => (
              <p
                key={index}
                lang="en"
                className="mt-3 leading-7 text-slate-800 dark:text-slate-200"
              >
                <RichText text={text} />
              </p>
            ))}
          </div>
          <div className="mt-12 space-y-10">
            {lead && (
              <DocumentPart part={lead} level={2}>
                {lead.content}
              </DocumentPart>
            )}
            {content.sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
