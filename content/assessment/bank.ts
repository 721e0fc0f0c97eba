import type { AssessmentItem } from '@domain/assessment-content';
import { choiceItems } from './choice';
import { codeItems } from './code';
import { outputItems } from './output';

/** The C course's final assessment bank, in id order. What is shown to learners, never the keys. */
export const assessmentBank: AssessmentItem[] = [...choiceItems, ...outputItems, ...codeItems].sort(
  (a, b) => a.id.localeCompare(b.id),
);
