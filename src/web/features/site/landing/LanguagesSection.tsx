import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  languages,
  languagesIntro,
  languageStatusLabel,
  type LanguageCard,
} from '@content/landing';
import { useT } from '@web/i18n/translate';
import { SectionHeading } from './SectionHeading';

const statusClasses = {
  available: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  pro: 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-300',
  planned: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

function CardBody({ language }: { language: LanguageCard }) {
  const t = useT();
  return (
    <>
      <div className="flex items-start justify-between">
        <span
          className={`grid size-10 place-items-center rounded-lg font-mono text-sm font-bold sm:size-12 sm:rounded-xl ${language.tone}`}
          aria-hidden="true"
        >
          {language.mark}
        </span>
        {language.to && (
          <ArrowUpRight
            className="size-4 text-slate-400 transition group-hover:text-brand-600"
            aria-hidden="true"
          />
        )}
      </div>
      <h3 className="mt-3 font-semibold text-slate-900 sm:mt-4 dark:text-white">{language.name}</h3>
      <p className="mt-1 mb-3 text-[13px] leading-5 text-slate-600 sm:mb-4 sm:text-sm sm:leading-6 dark:text-slate-400">
        {t(language.tagline)}
      </p>
      <span
        className={`mt-auto self-start rounded-full px-2 py-1 text-[11px] font-medium sm:px-2.5 sm:text-xs ${statusClasses[language.status]}`}
      >
        {t(languageStatusLabel[language.status])}
      </span>
    </>
  );
}

// Two to a row on a phone, so the 13 cards do not make the page endless.
const cardClasses =
  'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3.5 transition sm:p-5 dark:border-slate-800 dark:bg-slate-900';

export function LanguagesSection() {
  return (
    <section id="languages" aria-labelledby="languages-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="languages-title" {...languagesIntro} />
        <ul
          className="mt-10 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          data-testid="language-cards"
        >
          {languages.map((language) => (
            <li key={language.name} data-testid="language-card">
              {language.to ? (
                <Link
                  to={language.to}
                  className={`${cardClasses} hover:border-brand-300 hover:shadow-md dark:hover:border-brand-700`}
                >
                  <CardBody language={language} />
                </Link>
              ) : (
                <div className={cardClasses}>
                  <CardBody language={language} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
