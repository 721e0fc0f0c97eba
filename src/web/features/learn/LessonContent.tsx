import { useMemo } from 'react';
import type { Lesson } from '@domain/learning';
import type { CheckExerciseResponse } from '@domain/learning-api';
import { KeepRenderedHtml } from '@web/components/KeepRenderedHtml';
import { ExampleRunner } from './code/ExampleRunner';
import { ExercisePanel } from './code/ExercisePanel';
import { FollowLessonLinks, LessonProse, useLinkedMarkdown } from './LessonText';

/** The lesson text repeats its title as a first heading; the page's own h1 shows it already. */
function withoutTitle(markdown: string): string {
  return markdown.replace(/^# .*\n+/, '');
}

/** A lesson's body: its text, the example to run and the exercise to check. */
export function LessonContent({
  lesson,
  onChecked,
}: {
  lesson: Lesson;
  onChecked: (result: CheckExerciseResponse) => void;
}) {
  // The task names other lessons as the text does: linked, by number and title.
  const task = useLinkedMarkdown(lesson.exercise.task);
  const shown = useMemo(
    () =>
      task === lesson.exercise.task
        ? lesson
        : { ...lesson, exercise: { ...lesson.exercise, task } },
    [lesson, task],
  );
  return (
    <FollowLessonLinks className="space-y-8">
      <KeepRenderedHtml id={`lesson-text-${lesson.id}`}>
        <div lang="en">
          <LessonProse markdown={withoutTitle(lesson.content)} />
        </div>
      </KeepRenderedHtml>
      <ExampleRunner key={`example-${lesson.id}`} lesson={lesson} />
      <ExercisePanel key={`exercise-${lesson.id}`} lesson={shown} onChecked={onChecked} />
    </FollowLessonLinks>
  );
}
