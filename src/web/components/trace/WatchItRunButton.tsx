import { Clapperboard } from 'lucide-react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** "Watch it run": a lesson's example, as the lesson gives it, in the visualizer (every plan). */
export function WatchItRunButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" onClick={onClick}>
      <Clapperboard aria-hidden="true" className="size-4" />
      {t('Watch it run')}
    </Button>
  );
}
