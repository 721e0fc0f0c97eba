import { Link } from 'react-router';
import type { RichText as RichTextValue } from '../../../../content/legal';

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 transition hover:text-brand-800 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40 dark:hover:text-brand-200';

/** Text with its links: app routes go through the router, the rest (mailto:) are plain links. */
export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
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
