import { use } from 'react';
import { loadCompareConcept } from '@content/compare';
import type { CompareConcept, CompareConceptId } from '@domain/compare';
import { loadOnceEach } from '@web/lib/load-once';

/** Starts loading a concept's programs, once; a failed load is tried again next time. */
export const preloadConcept = loadOnceEach(loadCompareConcept);

/** A concept whole; suspends while its programs load, not once they have. */
export function useCompareConcept(id: CompareConceptId): CompareConcept {
  return use(preloadConcept(id));
}
