import { compareConcepts, compareLanguages } from '../../../../content/compare';
import type { CompareConcept, CompareConceptId } from '../../../domain/compare';
import { pages } from '../../../../content/pages';
import { PageHeader } from '../../components/PageHeader';
import { usePageMeta } from '../../lib/page-meta';
import { ConceptTabs } from './ConceptTabs';
import { CoursesCallout } from './CoursesCallout';
import { CRunPanel } from './CRunPanel';
import { LanguagePicker } from './LanguagePicker';
import { LessonLink } from './LessonLink';
import { ProgramPanel } from './ProgramPanel';
import { useCompareSelection } from './use-compare-selection';

/** Side by side on wide screens, one column per language; stacked on a phone. */
const gridColumns = ['', 'grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-2 lg:grid-cols-3'];

function conceptOf(id: CompareConceptId): CompareConcept {
  const found = compareConcepts.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No comparison for the concept ${id}`);
  return found;
}

/** /compare (SPEC §2, §5): one concept in 1 to 3 languages side by side. */
export function ComparePage() {
  const { title, description } = pages.compare;
  usePageMeta(title, description);
  const { selection, toggleLanguage, chooseConcept } = useCompareSelection();
  const concept = conceptOf(selection.concept);
  const shown = compareLanguages.filter((language) => selection.languages.includes(language.id));

  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900/40">
          <LanguagePicker
            languages={compareLanguages}
            selected={selection.languages}
            onToggle={toggleLanguage}
          />
        </div>
        <ConceptTabs concepts={compareConcepts} active={concept.id} onChoose={chooseConcept}>
          <p className="max-w-3xl text-slate-700 dark:text-slate-300">{concept.description}</p>
          <div className={`mt-6 grid items-start gap-6 ${gridColumns[shown.length] ?? ''}`}>
            {shown.map((language) => {
              const program = concept.programs[language.id];
              return (
                <ProgramPanel key={language.id} language={language} program={program}>
                  {language.id === 'c' &&
                    (program ? (
                      <CRunPanel key={concept.id} code={program.code} lessonId={concept.lessonId} />
                    ) : (
                      <LessonLink lessonId={concept.lessonId} />
                    ))}
                </ProgramPanel>
              );
            })}
          </div>
        </ConceptTabs>
        <CoursesCallout />
      </div>
    </>
  );
}
