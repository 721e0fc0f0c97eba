import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useInRouterContext, useNavigate } from 'react-router';
import { PostCodeBlock, PostHiddenCode } from './post-code-block';
import { purifyPostHtml } from './post-html';

/** Part of the post React draws itself, in place of the element it stood for. */
type Slot =
  | { kind: 'code'; host: HTMLElement; original: Element; code: string; language: string }
  | { kind: 'hidden-code'; host: HTMLElement; original: Element; text: string };

const postClasses = [
  'space-y-4 break-words text-slate-700 leading-relaxed dark:text-slate-300',
  '[&_h1]:text-xl [&_h2]:text-lg [&_h3]:text-base [&_h4]:text-base [&_h5]:text-sm [&_h6]:text-sm',
  '[&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:text-slate-900 dark:[&_:is(h1,h2,h3,h4,h5,h6)]:text-white',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-1 [&_:is(ul,ol)]:pl-6 [&_li]:marker:text-slate-400',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 dark:[&_blockquote]:border-brand-900 dark:[&_blockquote]:text-slate-400',
  '[&_hr]:border-slate-200 dark:[&_hr]:border-slate-800',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800 dark:[&_a]:text-brand-300 dark:hover:[&_a]:text-brand-200',
  '[&_:not(pre)>code]:rounded-md [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.875em] [&_:not(pre)>code]:text-slate-900 dark:[&_:not(pre)>code]:bg-slate-800 dark:[&_:not(pre)>code]:text-slate-100',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-slate-200 [&_pre]:bg-slate-50 [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm dark:[&_pre]:border-slate-800 dark:[&_pre]:bg-slate-900',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_:is(th,td)]:border [&_:is(th,td)]:border-slate-200 [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-1.5 dark:[&_:is(th,td)]:border-slate-800 [&_th]:font-semibold',
  '[&_.mention]:font-medium [&_.mention]:text-brand-700 dark:[&_.mention]:text-brand-300',
  '[&_.sr-only]:sr-only [&_.footnotes]:text-sm',
].join(' ');

/** The fenced blocks and spoiler placeholders of the rendered post, taken out for React. */
function takeSlots(root: HTMLElement): Slot[] {
  const slots: Slot[] = [];
  for (const element of root.querySelectorAll('pre, .spoiler-code')) {
    const host = document.createElement('div');
    if (element.matches('pre')) {
      const code = element.querySelector(':scope > code');
      const language = /(?:^|\s)language-(\S+)/.exec(code?.className ?? '')?.[1] ?? '';
      slots.push({
        kind: 'code',
        host,
        original: element,
        code: (code ?? element).textContent,
        language: language.toLowerCase(),
      });
    } else {
      slots.push({
        kind: 'hidden-code',
        host,
        original: element,
        text: element.textContent.trim(),
      });
    }
    element.replaceWith(host);
  }
  return slots;
}

function PostHtml({
  html,
  className,
  onNavigate,
}: {
  html: string;
  className: string;
  onNavigate: ((href: string) => void) | null;
}) {
  const purified = useMemo(() => purifyPostHtml(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<Slot[]>([]);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const taken = takeSlots(root);
    setSlots(taken);
    return () => {
      for (const slot of taken) if (slot.host.isConnected) slot.host.replaceWith(slot.original);
    };
  }, [purified]);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root || !onNavigate) return;
    // Links to the site's own pages (a lesson) open in the app, without loading it again.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = (event.target as Element | null)?.closest('a[href]')?.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      onNavigate(href);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [onNavigate]);

  return (
    <>
      <div
        ref={container}
        className={`${postClasses} ${className}`}
        dangerouslySetInnerHTML={{ __html: purified }}
      />
      {slots.map((slot, index) =>
        createPortal(
          slot.kind === 'code' ? (
            <PostCodeBlock code={slot.code} language={slot.language} />
          ) : (
            <PostHiddenCode text={slot.text} />
          ),
          slot.host,
          `${index}`,
        ),
      )}
    </>
  );
}

function RoutedPostHtml(props: { html: string; className: string }) {
  const navigate = useNavigate();
  const onNavigate = useMemo(() => (href: string) => void navigate(href), [navigate]);
  return <PostHtml {...props} onNavigate={onNavigate} />;
}

/**
 * A post's HTML from the server, cleaned again in the browser and shown styled: code blocks are
 * coloured like lesson code, a C block has a Run button, and code hidden until the learner passes
 * the exercise shows as a locked box.
 */
export function PostBody({ html, className = '' }: { html: string; className?: string }) {
  return useInRouterContext() ? (
    <RoutedPostHtml html={html} className={className} />
  ) : (
    <PostHtml html={html} className={className} onNavigate={null} />
  );
}
