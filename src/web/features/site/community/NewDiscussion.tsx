import { useId, useState } from 'react';
import { forumCategories, type ForumCategoryId } from '@domain/community';
import { NewThreadForm } from '@web/components/community/NewThreadForm';
import { inputClasses } from '@web/components/ui/field-classes';
import { useT } from '@web/i18n/translate';
import { cardClasses } from '../kit/classes';

/** A new discussion in the forum: the category it goes in, then its title and first post. */
export function NewDiscussion({
  initialCategory,
  onCreated,
  onCancel,
}: {
  initialCategory: ForumCategoryId;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [category, setCategory] = useState<ForumCategoryId>(initialCategory);
  const headingId = useId();
  const categoryId = useId();
  const description = forumCategories.find((entry) => entry.id === category)?.description;
  return (
    <section aria-labelledby={headingId} className={`mt-6 ${cardClasses} shadow-sm`}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('New discussion')}
      </h3>
      <div className="mt-4">
        <label htmlFor={categoryId} className="block text-sm font-medium">
          {t('Category')}
        </label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value as ForumCategoryId)}
          className={inputClasses}
          aria-describedby={`${categoryId}-about`}
        >
          {forumCategories.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {t(entry.name)}
            </option>
          ))}
        </select>
        <p id={`${categoryId}-about`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {description && t(description)}
        </p>
      </div>
      <div className="mt-4">
        <NewThreadForm
          place={{ kind: 'category', category }}
          onCreated={onCreated}
          bodyLabel={t('Your post')}
          submitLabel={t('Post discussion')}
          onCancel={onCancel}
        />
      </div>
    </section>
  );
}
