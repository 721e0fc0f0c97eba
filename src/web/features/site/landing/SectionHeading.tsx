import { useT } from '@web/i18n/translate';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-400">
        {t(eyebrow)}
      </p>
      <h2
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {t(title)}
      </h2>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t(subtitle)}</p>
    </div>
  );
}
