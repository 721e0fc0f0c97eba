import { challenges } from '@content/challenges';
import { dailyChallengeSolutions } from '@content/keys/daily-challenge-solutions';
import { courses } from '@content/course-c';

/**
 * Every program a learner runs as it is shipped: lesson examples and exercise starters,
 * challenge starters and answers.
 */
export function contentPrograms(): string[] {
  const programs = [
    ...courses.flatMap((course) =>
      course.lessons.flatMap((lesson) => [lesson.code, lesson.exercise.starterCode]),
    ),
    ...challenges.flatMap((challenge) => [challenge.code, dailyChallengeSolutions[challenge.id]!]),
  ];
  return [...new Set(programs)];
}
