import { msg, useT } from '@web/i18n/translate';

const steps = [
  msg('A new challenge appears every day at midnight in your time zone.'),
  msg('Start it and solve it before the time limit runs out.'),
  msg('Run your code until its output matches the expected output.'),
  msg('Submit to earn the points and keep your streak going.'),
];

export function HowItWorks() {
  const t = useT();
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="how-it-works-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('How It Works')}
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300"
            >
              {index + 1}
            </span>
            <span>{t(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
