import { Footprints } from 'lucide-react';
import { ProTag } from '@web/components/ProRequired';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** "Visualize": the editor's current code in the visualizer; a Pro tag while it is locked. */
export function VisualizeButton({
  onClick,
  locked,
  disabled,
}: {
  onClick: () => void;
  locked: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Button variant="secondary" onClick={onClick} disabled={disabled}>
      <Footprints aria-hidden="true" className="size-4" />
      {t('Visualize')}
      {locked && <ProTag />}
    </Button>
  );
}
