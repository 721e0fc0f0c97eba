import { Trash } from 'lucide-react';
import { useState } from 'react';
import { DangerButton } from '@web/components/ui/DangerButton';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { Section } from './fields';

export function DangerZone() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Section
      title="Danger zone"
      description="Deleting your account removes your progress and settings for good."
      icon={<Trash className="size-5" />}
      tone="danger"
    >
      <DangerButton onClick={() => setConfirming(true)}>
        <Trash className="size-4" aria-hidden="true" />
        Delete Account
      </DangerButton>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </Section>
  );
}
