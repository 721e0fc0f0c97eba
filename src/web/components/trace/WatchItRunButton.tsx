import { Clapperboard } from 'lucide-react';
import { Button } from '@web/components/ui/Button';

/** "Watch it run": a lesson's example, as the lesson gives it, in the visualizer (every plan). */
export function WatchItRunButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <Clapperboard aria-hidden="true" className="size-4" />
      Watch it run
    </Button>
  );
}
