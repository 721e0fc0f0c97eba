import { BookOpen, CreditCard, Rocket, SquareTerminal, type LucideIcon } from 'lucide-react';
import { helpCategories, type HelpCategoryId } from '@content/help';
import { useT } from '@web/i18n/translate';
import { IconCards } from '../kit/IconCards';
import { TitledSection } from '../kit/TitledSection';
import { ArticleLinks } from './ArticleLink';

const icons: Record<HelpCategoryId, LucideIcon> = {
  'getting-started': Rocket,
  courses: BookOpen,
  'running-code': SquareTerminal,
  billing: CreditCard,
};

/** SPEC §3 Help category cards: title, description and links to their articles. */
export function HelpCategories() {
  const t = useT();
  const categories = helpCategories.map((category) => ({
    ...category,
    title: t(category.title),
    description: t(category.description),
  }));
  return (
    <TitledSection titleId="help-categories-title" heading={{ title: t('Browse by Category') }}>
      <IconCards
        items={categories}
        iconOf={(category) => icons[category.id]}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        testId="help-category"
        textClassName="mt-1"
        footer={(category) => (
          <ArticleLinks
            ids={category.articles}
            origin="category"
            className="mt-4 space-y-2 border-t border-slate-100 pt-4 dark:border-slate-800"
            linkClassName="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          />
        )}
      />
    </TitledSection>
  );
}
