import { Children, isValidElement, memo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { CodeBlock } from './CodeBlock';
import { markdownSections } from './markdown-sections';

/** The plain text of rendered children (a code block's source). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

const headingClasses = 'first:mt-0 font-semibold tracking-tight text-slate-900 dark:text-white';

/*
 * The page's own h1 is the lesson title (the text's leading "# Title" is left out), so the
 * text's sections start at h2: # and ## are both h2, ### is h3, and so on.
 */
const components: Components = {
  h1: ({ children }) => <h2 className={`mt-8 text-2xl ${headingClasses}`}>{children}</h2>,
  h2: ({ children }) => <h2 className={`mt-8 text-xl ${headingClasses}`}>{children}</h2>,
  h3: ({ children }) => <h3 className={`mt-6 text-lg ${headingClasses}`}>{children}</h3>,
  h4: ({ children }) => <h4 className={`mt-6 text-base ${headingClasses}`}>{children}</h4>,
  h5: ({ children }) => <h5 className={`mt-6 text-base ${headingClasses}`}>{children}</h5>,
  h6: ({ children }) => <h6 className={`mt-6 text-sm ${headingClasses}`}>{children}</h6>,
  p: ({ children }) => <p>{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-1.5 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1.5 pl-6">{children}</ol>,
  li: ({ children }) => <li className="pl-1 marker:text-slate-400">{children}</li>,
  strong: ({ children }) => (
    <strong className="font-semibold text-slate-900 dark:text-white">{children}</strong>
  ),
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 border-brand-200 pl-4 text-slate-600 dark:border-brand-900 dark:text-slate-400">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="border-slate-200 dark:border-slate-800" />,
  a: ({ href, children }) => {
    const external = href !== undefined && /^https?:\/\//.test(href);
    return (
      <a
        href={href}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
  code: ({ children }) => (
    <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-900 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </code>
  ),
  pre: ({ children }) => {
    const code = Children.toArray(children)[0];
    const props = isValidElement<{ className?: string; children?: ReactNode }>(code)
      ? code.props
      : { children };
    const language = /language-(\S+)/.exec(props.className ?? '')?.[1] ?? '';
    return <CodeBlock code={textOf(props.children)} language={language} />;
  },
};

const MarkdownSection = memo(function MarkdownSection({ markdown }: { markdown: string }) {
  return (
    <Markdown components={components} skipHtml>
      {markdown}
    </Markdown>
  );
});

/**
 * Lesson and exercise text: Markdown without raw HTML, styled for reading. Each section renders
 * on its own, so a long lesson never holds the main thread for its whole text.
 */
export function LessonMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300">
      {markdownSections(markdown).map((section, index) => (
        <MarkdownSection key={index} markdown={section} />
      ))}
    </div>
  );
}
