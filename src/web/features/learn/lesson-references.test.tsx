// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cCourse } from '@content/course-c';
import { cCourseOutline } from '@content/courses/c/outline';
import { HintList } from './code/HintList';
import { findProseReferences, linkLessonReferences, type CourseLessons } from './lesson-references';
import { CourseLessonsContext, FollowLessonLinks, LessonProse } from './LessonText';

const course: CourseLessons = { lessons: cCourseOutline.lessons, path: '/learn/c' };
const ID = /\bc-\d{3}\b/;

afterEach(cleanup);

function renderInCourse(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/learn/c',
        element: (
          <CourseLessonsContext value={course}>
            <FollowLessonLinks>{element}</FollowLessonLinks>
          </CourseLessonsContext>
        ),
      },
    ],
    { initialEntries: ['/learn/c?lesson=c-001'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('lesson ids in lesson texts', () => {
  it('writes a mention as the lesson number and title, linked, the word "lesson" included', () => {
    expect(linkLessonReferences('Lesson c-006 explains how reading input works.', course)).toBe(
      '[Lesson 6: Reading Input with scanf](/learn/c?lesson=c-006) explains how reading input works.',
    );
    expect(linkLessonReferences('(lesson c-013) and c-021, not c-099.', course)).toBe(
      '([Lesson 13: Pointers and Functions (pass by reference)](/learn/c?lesson=c-013)) and [Lesson 21: Bit Manipulation](/learn/c?lesson=c-021), not c-099.',
    );
  });

  it('leaves ids in code blocks, inline code and existing links as they are', () => {
    const markdown = [
      'See lesson c-011.',
      '',
      '```c',
      '/* Lesson c-006 explains scanf. */',
      '```',
      '',
      'Run `./c-006` or read [the old page](/learn/c?lesson=c-006 "c-006").',
      '',
      '    indented c-006 code',
    ].join('\n');
    const linked = linkLessonReferences(markdown, course);
    expect(linked).toBe(
      markdown.replace('lesson c-011', '[Lesson 11: Pointers](/learn/c?lesson=c-011)'),
    );
  });

  it('renders a lesson text with its mentions as links, and ids in code as written', () => {
    renderInCourse(
      <LessonProse
        markdown={
          'The Debug run of lesson c-023 finds it.\n\n```c\n// lesson c-023\n```\n\nUse `c-023` too.'
        }
      />,
    );
    const link = screen.getByRole('link', { name: 'Lesson 23: Debugging with the Sanitizers' });
    expect(link).toHaveAttribute('href', '/learn/c?lesson=c-023');
    expect(link.closest('p')).toHaveTextContent(
      'The Debug run of Lesson 23: Debugging with the Sanitizers finds it.',
    );
    expect(screen.getByText('// lesson c-023')).toBeInTheDocument();
    expect(screen.getByText('c-023')).toBeInTheDocument();
  });

  it('opens a linked lesson in the page, without loading the site again', async () => {
    const router = renderInCourse(<LessonProse markdown="Lesson c-006 explains it." />);
    await userEvent.click(screen.getByRole('link', { name: 'Lesson 6: Reading Input with scanf' }));
    expect(router.state.location.search).toBe('?lesson=c-006');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('links a mention in a hint too, but not one in its code', async () => {
    renderInCourse(
      <HintList hints={['Lesson c-016 shows `malloc`; see also `c-016` in the code.']} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show a hint' }));
    const hint = screen.getByText(/shows/).closest('li')!;
    expect(within(hint).getByRole('link', { name: 'Lesson 16: Dynamic Memory' })).toHaveAttribute(
      'href',
      '/learn/c?lesson=c-016',
    );
    expect(hint).toHaveTextContent('see also `c-016` in the code.');
    expect(findProseReferences('`c-016`', course)).toEqual([]);
  });

  it('leaves no lesson id in the prose of any lesson, its task or its hints', () => {
    for (const lesson of cCourse.lessons) {
      for (const markdown of [lesson.content, lesson.exercise.task]) {
        const { container } = render(
          <CourseLessonsContext value={course}>
            <LessonProse markdown={markdown} />
          </CourseLessonsContext>,
        );
        for (const code of container.querySelectorAll('pre, code')) code.remove();
        expect(container.textContent, `${lesson.id}`).not.toMatch(ID);
        cleanup();
      }
      for (const hint of lesson.exercise.hints) {
        const outside = findProseReferences(hint, course).reduceRight(
          (text, reference) => text.slice(0, reference.start) + text.slice(reference.end),
          hint,
        );
        expect(outside.replace(/`[^`]*`/g, ''), `${lesson.id} hint`).not.toMatch(ID);
      }
    }
  });
});
