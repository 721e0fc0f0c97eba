import { ASSESSMENT_PASS_PERCENT } from '@domain/assessment-rules';
import { type AssessmentKey } from '@domain/assessment-content';

type KeyOf<Kind extends AssessmentKey['kind']> = Extract<AssessmentKey, { kind: Kind }>;

/** A multiple choice answer is right when it is the key's choice; no answer is wrong. */
export function gradeChoice(key: KeyOf<'choice'>, answer: number | null): boolean {
  return answer === key.correct;
}

/**
 * What a printed output reads as: line ends as \n, no spaces or tabs at the end of a line and no
 * empty lines at the end. A learner typing what a program prints cannot show those, so they
 * never decide an answer; everything else must match exactly.
 */
export function normalisedOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** An output answer is right when it reads as what the program really prints. */
export function gradeOutput(key: KeyOf<'output'>, answer: string | null): boolean {
  return answer !== null && normalisedOutput(answer) === normalisedOutput(key.expectedOutput);
}

export interface AttemptScore {
  correct: number;
  total: number;
  /** Rounded down, so 79.9% never shows as a pass. */
  percent: number;
  passed: boolean;
}

/** Every item counts the same; the pass mark is ASSESSMENT_PASS_PERCENT of them. */
export function scoreAttempt(results: readonly boolean[]): AttemptScore {
  const total = results.length;
  const correct = results.filter(Boolean).length;
  const percent = total === 0 ? 0 : Math.floor((correct * 100) / total);
  return {
    correct,
    total,
    percent,
    passed: total > 0 && correct * 100 >= ASSESSMENT_PASS_PERCENT * total,
  };
}
