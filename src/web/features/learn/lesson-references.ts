import { fromMarkdown } from 'mdast-util-from-markdown';
import type { LessonOutline } from '@content/courses/lesson-parts';

/**
 * Lesson texts name other lessons by id ("Lesson c-006 explains…"). A reader sees the lesson's
 * number and title instead, linked to it ("Lesson 6: Reading Input with scanf"); an id inside
 * code stays as written.
 */

/** The course a text belongs to: its lessons in order, and the address of its page. */
export interface CourseLessons {
  lessons: readonly Pick<LessonOutline, 'id' | 'title'>[];
  /** The course page, e.g. `/learn/c`; a lesson is `?lesson=<id>` on it. */
  path: string;
}

export interface LessonReference {
  /** Where the mention starts and ends in the text, a leading "lesson" included. */
  start: number;
  end: number;
  id: string;
  /** "Lesson 6: Reading Input with scanf". */
  label: string;
  href: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new WeakMap<CourseLessons['lessons'], RegExp>();

/** The course's lesson ids as whole words, with the word "lesson" before one taken along. */
function patternOf(lessons: CourseLessons['lessons']): RegExp | null {
  if (lessons.length === 0) return null;
  let pattern = patterns.get(lessons);
  if (!pattern) {
    const ids = lessons.map((lesson) => escapeRegExp(lesson.id)).join('|');
    pattern = new RegExp(`(?<![\\w-])(?:[Ll]essons?\\s+)?(${ids})(?![\\w-])`, 'g');
    patterns.set(lessons, pattern);
  }
  return pattern;
}

/** The course's lesson link for a lesson id: its label and address. */
export function lessonLink(
  course: CourseLessons,
  id: string,
): { label: string; href: string } | null {
  const index = course.lessons.findIndex((lesson) => lesson.id === id);
  if (index === -1) return null;
  return {
    label: `Lesson ${index + 1}: ${course.lessons[index]!.title}`,
    href: `${course.path}?lesson=${encodeURIComponent(id)}`,
  };
}

/** Every mention of one of the course's lessons in a plain text, in order. */
export function findLessonReferences(text: string, course: CourseLessons): LessonReference[] {
  const pattern = patternOf(course.lessons);
  if (!pattern) return [];
  const found: LessonReference[] = [];
  for (const match of text.matchAll(pattern)) {
    const id = match[1]!;
    const link = lessonLink(course, id);
    if (link) found.push({ start: match.index, end: match.index + match[0].length, id, ...link });
  }
  return found;
}

/** Code spans (`…`) of a plain text, such as a hint: what they hold is code. */
function codeSpans(text: string): [number, number][] {
  return [...text.matchAll(/`[^`\n]*`/g)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
}

/** The mentions in a plain text (a hint) outside its code spans. */
export function findProseReferences(text: string, course: CourseLessons): LessonReference[] {
  const spans = codeSpans(text);
  return findLessonReferences(text, course).filter(
    (reference) => !spans.some(([start, end]) => reference.start < end && reference.end > start),
  );
}

const escapeLinkText = (text: string) => text.replace(/[\\[\]*_`<>&]/g, '\\$&');

interface MarkdownNode {
  type: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MarkdownNode[];
}

/** The source ranges of the text of a Markdown document that is prose: not code, not a link. */
function proseRanges(node: MarkdownNode, ranges: [number, number][] = []): [number, number][] {
  if (node.type === 'text') {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) ranges.push([start, end]);
    return ranges;
  }
  // A link's text already leads somewhere; code, inline code and HTML are not prose.
  if (node.type === 'link' || node.type === 'linkReference') return ranges;
  for (const child of node.children ?? []) proseRanges(child, ranges);
  return ranges;
}

/**
 * The Markdown with every mention of a lesson in its prose written as a link to that lesson
 * ("[Lesson 6: Reading Input with scanf](/learn/c?lesson=c-006)"); code blocks and inline code
 * are left as they are.
 */
export function linkLessonReferences(markdown: string, course: CourseLessons): string {
  if (findLessonReferences(markdown, course).length === 0) return markdown;
  const references = proseRanges(fromMarkdown(markdown) as MarkdownNode).flatMap(([start, end]) =>
    findLessonReferences(markdown.slice(start, end), course).map((reference) => ({
      ...reference,
      start: start + reference.start,
      end: start + reference.end,
    })),
  );
  let linked = markdown;
  for (const reference of references.reverse()) {
    linked =
      linked.slice(0, reference.start) +
      `[${escapeLinkText(reference.label)}](${reference.href})` +
      linked.slice(reference.end);
  }
  return linked;
}
