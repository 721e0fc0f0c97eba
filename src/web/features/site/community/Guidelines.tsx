import { BookOpenCheck, HeartHandshake, Target, type LucideIcon } from 'lucide-react';
import { guidelines, guidelinesIntro } from '@content/community';
import { useT } from '@web/i18n/translate';
import { CardText, CardTitle } from '../kit/Card';
import { ringCardClasses } from '../kit/classes';
import { TitledSection } from '../kit/TitledSection';

const icons: LucideIcon[] = [HeartHandshake, BookOpenCheck, Target];

/** SPEC §2 guidelines: respectful, share knowledge, stay on topic. */
export function Guidelines() {
  const t = useT();
  return (
    <TitledSection
      id="guidelines"
      heading={{ title: t(guidelinesIntro.title), text: t(guidelinesIntro.text) }}
      lead="narrow"
      panel
    >
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {guidelines.map((guideline, index) => {
          const Icon = icons[index] ?? HeartHandshake;
          return (
            <li key={guideline.title} data-testid="guideline" className={ringCardClasses}>
              <Icon aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-300" />
              <CardTitle size="base">{t(guideline.title)}</CardTitle>
              <CardText>{t(guideline.text)}</CardText>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
