import { useEffect } from 'react';
import { compareConcepts, compareLanguages } from '@content/compare';
import { pages } from '@domain/routes';
import { compareSelectionParams } from '@domain/compare';
import { PageHeader } from '@web/components/PageHeader';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { preloadConcept } from './concept-cache';
import { ConceptComparison } from './ConceptComparison';
import { ConceptTabs } from './ConceptTabs';
import { CoursesCallout } from './CoursesCallout';
import { LanguagePicker } from './LanguagePicker';
import { useCompareSelection } from './use-compare-selection';

/**
 * /compare (SPEC §2, §5): one concept in 1 to 3 languages side by side.
 *
 * The programs load on demand, and the page suspends as a whole until they are here (no boundary
 * of its own): the build renders them into the HTML inline, hydration keeps that HTML meanwhile,
 * and a navigation (a transition) keeps the previous view, so no placeholder ever shows.
 */
export function ComparePage() {
  const t = useT();
  const { title, description } = pages.compare;
  usePageMeta(t(title), t(description));
  const { selection, toggleLanguage, chooseConcept } = useCompareSelection();
  const shown = compareLanguages.filter((language) => selection.languages.includes(language.id));

  // Once the page is shown, the other concepts load too, so switching tabs waits for nothing.
  useEffect(() => {
    for (const concept of compareConcepts) void preloadConcept(concept.id);
  }, []);

  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8 2xl:max-w-screen-2xl">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900/40">
          <LanguagePicker
            languages={compareLanguages}
            selected={selection.languages}
            selection={compareSelectionParams(selection).toString()}
            onToggle={toggleLanguage}
          />
        </div>
        <ConceptTabs concepts={compareConcepts} active={selection.concept} onChoose={chooseConcept}>
          <ConceptComparison conceptId={selection.concept} languages={shown} />
        </ConceptTabs>
        <CoursesCallout />
      </div>
    </>
  );
}
