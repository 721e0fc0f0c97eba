import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LessonMarkdown } from '@web/components/code/LessonMarkdown';
import { findProseReferences, linkLessonReferences, type CourseLessons } from './lesson-references';

/** The course whose lessons a lesson's text may mention (see lesson-references.ts). */
export const CourseLessonsContext = createContext<CourseLessons | null>(null);

const NO_COURSE: CourseLessons = { lessons: [], path: '' };

/** The course of the lesson on screen; no lessons outside a course page. */
function useCourseLessons(): CourseLessons {
  return use(CourseLessonsContext) ?? NO_COURSE;
}

/** Markdown of a lesson (its text, its task) with the lessons it mentions linked. */
export function useLinkedMarkdown(markdown: string): string {
  const course = useCourseLessons();
  return useMemo(() => linkLessonReferences(markdown, course), [markdown, course]);
}

/** A lesson's Markdown text, the lessons it mentions linked. */
export function LessonProse({ markdown }: { markdown: string }) {
  return <LessonMarkdown markdown={useLinkedMarkdown(markdown)} />;
}

/** A plain text (a hint, a description), the lessons it mentions linked. */
export function ReferenceText({ text }: { text: string }) {
  const course = useCourseLessons();
  const references = findProseReferences(text, course);
  if (references.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const reference of references) {
    parts.push(text.slice(at, reference.start));
    parts.push(
      <Link
        key={reference.start}
        to={reference.href}
        className="font-medium underline underline-offset-2"
      >
        {reference.label}
      </Link>,
    );
    at = reference.end;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * Lesson links in Markdown (plain anchors, also in HTML kept from the build) open their lesson
 * in the page, as a router link would, instead of loading the whole site again.
 */
export function FollowLessonLinks({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { path } = useCourseLessons();

  useEffect(() => {
    const element = container.current;
    if (!element || path === '') return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest('a[href]');
      const href = anchor?.getAttribute('href');
      if (!href?.startsWith(`${path}?lesson=`)) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate, path]);

  return (
    <div ref={container} className={className}>
      {children}
    </div>
  );
}
