import { Link } from 'react-router';
import type { RichText as RichTextValue } from '@content/legal';
import { siteText, type SiteText } from '@content/site-text';
import { useSiteIdentity } from '../lib/site-identity';

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 transition hover:text-brand-800 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40 dark:hover:text-brand-200';

/**
 * Text with its links: app routes go through the router, the rest (mailto:) are plain links. A
 * text that names the site's addresses is read for this site's.
 */
export function RichText({ text }: { text: SiteText<RichTextValue> }) {
  const shown = siteText(text, useSiteIdentity());
  if (typeof shown === 'string') return shown;
  return shown.map((part, index) => {
    if (typeof part === 'string') return part;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={linkClasses}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClasses}>
        {part.text}
      </a>
    );
  });
}
