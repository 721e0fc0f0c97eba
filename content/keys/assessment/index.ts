import type { AssessmentKey } from '@domain/assessment-content';
import { choiceItemKeys } from './choice';
import { codeItemKeys } from './code';
import { outputItemKeys } from './output';

/** The keys of the final assessment bank, by item id. Server only, like every key. */
export const assessmentKeys: ReadonlyMap<string, AssessmentKey> = new Map(
  [...choiceItemKeys, ...outputItemKeys, ...codeItemKeys].map((key) => [key.id, key]),
);
