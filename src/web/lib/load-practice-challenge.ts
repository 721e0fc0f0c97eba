import { downloadPracticeChallenge } from '@content/challenges/load-practice-challenge';
import { loadOnceEach } from './load-once';

/** A practice challenge, downloaded the first time it is needed (undefined: no such id). */
export const loadPracticeChallenge = loadOnceEach(downloadPracticeChallenge);
