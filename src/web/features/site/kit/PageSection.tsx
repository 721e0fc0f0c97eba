import { useId, type ReactNode } from 'react';

const widths = {
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '7xl': 'max-w-7xl',
} as const;

const plainBand = 'py-16 sm:py-20';
const tintedBand =
  'border-y border-slate-200 bg-slate-50 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40';

/**
 * One band of a content page (about, careers, press): its h2 with an optional eyebrow and lead
 * paragraph, then the band's content. With `aside`, the two stand side by side on wide screens.
 * Tinted bands alternate with plain ones.
 */
export function PageSection({
  title,
  eyebrow,
  intro,
  introLang,
  aside,
  id,
  tinted = false,
  width = '7xl',
  centered = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: string;
  /** The lead paragraph's language when it is not the page's (content that stays English). */
  introLang?: string;
  aside?: ReactNode;
  /** An anchor other pages and buttons link to. */
  id?: string;
  tinted?: boolean;
  width?: keyof typeof widths;
  centered?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  const content = (
    <>
      <div className={`max-w-3xl ${centered ? 'mx-auto' : ''}`}>
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
            {eyebrow}
          </p>
        )}
        <h2
          id={headingId}
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {title}
        </h2>
        {intro && (
          <p lang={introLang} className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            {intro}
          </p>
        )}
      </div>
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={tinted ? tintedBand : plainBand}>
      <div
        className={`mx-auto px-4 sm:px-6 lg:px-8 ${widths[width]} ${centered ? 'text-center' : ''} ${
          aside ? 'grid gap-12 lg:grid-cols-2' : ''
        }`}
      >
        {aside ? (
          <>
            <div>{content}</div>
            {aside}
          </>
        ) : (
          content
        )}
      </div>
    </section>
  );
}
