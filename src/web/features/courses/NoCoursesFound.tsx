import { coursesText } from '@content/catalogue';
import { NothingFound } from '@web/components/NothingFound';
import { Button } from '@web/components/ui/Button';

/** SPEC §8: the search and filters match no course. */
export function NoCoursesFound({ onClear }: { onClear: () => void }) {
  const { empty } = coursesText;
  return (
    <NothingFound
      titleId="no-courses-title"
      title={empty.title}
      text={empty.text}
      look="catalogue"
      action={
        <Button className="mt-6" onClick={onClear}>
          {empty.clear}
        </Button>
      }
    />
  );
}
