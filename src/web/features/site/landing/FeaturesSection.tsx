import { Award, Columns2, Play, Smartphone, Trophy, Users, type LucideIcon } from 'lucide-react';
import { features, featuresIntro, type FeatureIcon } from '@content/landing';
import { useT } from '@web/i18n/translate';
import { SectionHeading } from './SectionHeading';

const icons: Record<FeatureIcon, LucideIcon> = {
  play: Play,
  trophy: Trophy,
  columns: Columns2,
  award: Award,
  users: Users,
  smartphone: Smartphone,
};

export function FeaturesSection() {
  const t = useT();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="border-t border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" {...featuresIntro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <li
                key={feature.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
                  {t(feature.title)}
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {t(feature.description)}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
