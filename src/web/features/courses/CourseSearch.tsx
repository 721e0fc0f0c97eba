import { Search } from 'lucide-react';
import { coursesText } from '@content/catalogue';
import {
  ALL_LANGUAGES,
  ALL_LEVELS,
  catalogueLanguages,
  courseLevels,
  type CourseFilters,
  type LanguageFilter,
  type LevelFilter,
} from '@domain/catalogue';
import { SearchForm } from '@web/components/SearchForm';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { useT } from '@web/i18n/translate';

const { search } = coursesText;
const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const levelOptions: LevelFilter[] = [ALL_LEVELS, ...courseLevels];
const languageOptions: LanguageFilter[] = [ALL_LANGUAGES, ...catalogueLanguages];
const levelSelect = { id: 'course-level', label: search.levelLabel, options: levelOptions };
const languageSelect = {
  id: 'course-language',
  label: search.languageLabel,
  options: languageOptions,
};
/** The options read in the interface's language; the languages' names stay as they are. */
const translatedOptions = new Set<string>([ALL_LEVELS, ...courseLevels, ALL_LANGUAGES]);

function FilterSelect<Option extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Option;
  options: readonly Option[];
  onChange: (option: Option) => void;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {t(label)}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Option)}
        className={`${inputClasses} h-12`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {translatedOptions.has(option) ? t(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search box with its Search button (Enter searches too), and the level and language filters. */
export function CourseSearch({
  query,
  filters,
  onType,
  onSearch,
  onLevel,
  onLanguage,
}: {
  query: string;
  filters: CourseFilters;
  onType: (text: string) => void;
  onSearch: () => void;
  onLevel: (level: LevelFilter) => void;
  onLanguage: (language: LanguageFilter) => void;
}) {
  const t = useT();
  return (
    <SearchForm
      label={t(search.label)}
      onSearch={onSearch}
      className="mt-8 grid grid-cols-2 items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,1fr)_11rem_11rem] dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="course-search" className={labelClasses}>
          {t(search.label)}
        </label>
        <div className="mt-1.5 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            />
            <input
              id="course-search"
              type="search"
              value={query}
              onChange={(event) => onType(event.target.value)}
              placeholder={t(search.placeholder)}
              autoComplete="off"
              className="block h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
            />
          </div>
          <Button type="submit" size="lg" className="shrink-0">
            {t(search.button)}
          </Button>
        </div>
      </div>
      <FilterSelect {...levelSelect} value={filters.level} onChange={onLevel} />
      <FilterSelect {...languageSelect} value={filters.language} onChange={onLanguage} />
    </SearchForm>
  );
}
