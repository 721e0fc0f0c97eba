import type { z } from './zod';
import type { lessonSchema } from './course-content';

/** Course, lesson and challenge shapes of SPEC §3. The data lives in content/. */
export type { Exercise, ExerciseKey, TestCase } from './course-content';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export const CHALLENGE_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

export type Lesson = z.infer<typeof lessonSchema>;

export interface Certificate {
  name: string;
  description: string;
  requirements: string[];
}

export interface Course {
  id: string;
  name: string;
  description: string;
  difficulty: Difficulty;
  totalLessons: number;
  estimatedHours: number;
  lessons: Lesson[];
  certificate: Certificate;
}

export interface Challenge {
  /** daily-001, daily-002, daily-003 */
  id: string;
  title: string;
  description: string;
  difficulty: ChallengeDifficulty;
  language: 'C';
  points: number;
  /** Minutes. */
  timeLimit: number;
  /** Markdown. */
  instructions: string;
  /** Starter code shown in the editor: compiles, but does not solve the challenge yet. */
  code: string;
  expectedOutput: string;
  hints: string[];
}

/** Reference solutions by challenge id: compile without warnings and pass the output check. */
export type ChallengeSolutions = Readonly<Record<string, string>>;
