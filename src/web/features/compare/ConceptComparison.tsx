import type { CompareConceptId, CompareLanguage } from '@domain/compare';
import { useCompareConcept } from './concept-cache';
import { CRunPanel } from './CRunPanel';
import { LessonLink } from './LessonLink';
import { ProgramPanel } from './ProgramPanel';

/**
 * Side by side, one column per language, where each column is wide enough to read its code
 * (three only from 1280 px; below that the third goes under the first two); stacked on a phone.
 */
const gridColumns = ['', 'grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-2 xl:grid-cols-3'];

/** The chosen concept in the chosen languages; suspends while its programs load. */
export function ConceptComparison({
  conceptId,
  languages,
}: {
  conceptId: CompareConceptId;
  languages: readonly CompareLanguage[];
}) {
  const concept = useCompareConcept(conceptId);
  return (
    <>
      <p lang="en" className="max-w-3xl text-slate-700 dark:text-slate-300">
        {concept.description}
      </p>
      <div className={`mt-6 grid items-start gap-6 ${gridColumns[languages.length] ?? ''}`}>
        {languages.map((language) => {
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
    </>
  );
}
