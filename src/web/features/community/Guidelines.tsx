import { BookOpenCheck, HeartHandshake, Target, type LucideIcon } from 'lucide-react';
import { guidelines, guidelinesIntro } from '../../../../content/community';

const icons: LucideIcon[] = [HeartHandshake, BookOpenCheck, Target];

/** SPEC §2 guidelines: respectful, share knowledge, stay on topic. */
export function Guidelines() {
  return (
    <section
      id="guidelines"
      aria-labelledby="guidelines-title"
      className="rounded-3xl bg-slate-50 px-5 py-10 sm:px-10 dark:bg-slate-900/50"
    >
      <h2
        id="guidelines-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {guidelinesIntro.title}
      </h2>
      <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-300">{guidelinesIntro.text}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {guidelines.map((guideline, index) => {
          const Icon = icons[index] ?? HeartHandshake;
          return (
            <li
              key={guideline.title}
              data-testid="guideline"
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <Icon aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-300" />
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                {guideline.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {guideline.text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
