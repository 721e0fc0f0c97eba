import type { Lesson } from '../../../domain/learning';
import type { CheckExerciseResponse } from '../../../domain/learning-api';
import { LessonMarkdown } from '../../components/code/LessonMarkdown';
import { KeepRenderedHtml } from '../../components/KeepRenderedHtml';
import { ExampleRunner } from './code/ExampleRunner';
import { ExercisePanel } from './code/ExercisePanel';

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
  return (
    <>
      <KeepRenderedHtml id={`lesson-text-${lesson.id}`}>
        <LessonMarkdown markdown={withoutTitle(lesson.content)} />
      </KeepRenderedHtml>
      <ExampleRunner key={`example-${lesson.id}`} lesson={lesson} />
      <ExercisePanel key={`exercise-${lesson.id}`} lesson={lesson} onChecked={onChecked} />
    </>
  );
}
