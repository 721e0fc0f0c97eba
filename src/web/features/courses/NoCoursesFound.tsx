import { coursesText } from '@content/catalogue';
import { NothingFound } from '@web/components/NothingFound';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** SPEC §8: the search and filters match no course. */
export function NoCoursesFound({ onClear }: { onClear: () => void }) {
  const t = useT();
  const { empty } = coursesText;
  return (
    <NothingFound
      titleId="no-courses-title"
      title={t(empty.title)}
      text={t(empty.text)}
      look="catalogue"
      action={
        <Button className="mt-6" onClick={onClear}>
          {t(empty.clear)}
        </Button>
      }
    />
  );
}
