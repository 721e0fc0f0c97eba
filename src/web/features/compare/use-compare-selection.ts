import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  compareSelectionParams,
  parseCompareSelection,
  toggleCompareLanguage,
  type CompareConceptId,
  type CompareLanguageId,
  type CompareSelection,
  type ToggleOutcome,
} from '@domain/compare';

/**
 * The languages and the concept of /compare, kept in the address so a shared link or a reload
 * shows the same comparison. Every change is a history entry (Back undoes it), as on /courses;
 * an address written by hand is tidied in place.
 */
export function useCompareSelection() {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => parseCompareSelection(params), [params]);

  const canonical = compareSelectionParams(selection).toString();
  useEffect(() => {
    if (canonical !== params.toString())
      setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [canonical, params, setParams]);

  const write = (next: CompareSelection) =>
    setParams(compareSelectionParams(next), { preventScrollReset: true });

  return {
    selection,
    /** SPEC §5: the outcome says why a refused toggle changed nothing. */
    toggleLanguage: (language: CompareLanguageId): ToggleOutcome => {
      const outcome = toggleCompareLanguage(selection.languages, language);
      if (outcome.changed) write({ ...selection, languages: outcome.languages });
      return outcome;
    },
    chooseConcept: (concept: CompareConceptId) => {
      if (concept !== selection.concept) write({ ...selection, concept });
    },
  };
}
