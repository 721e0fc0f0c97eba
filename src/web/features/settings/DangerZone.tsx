import { Trash } from 'lucide-react';
import { useState } from 'react';
import { DangerButton } from '@web/components/ui/DangerButton';
import { useT } from '@web/i18n/translate';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { Section } from './fields';

export function DangerZone() {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <Section
      title={t('Danger zone')}
      description={t('Deleting your account removes your progress and settings for good.')}
      icon={<Trash className="size-5" />}
      tone="danger"
    >
      <DangerButton onClick={() => setConfirming(true)}>
        <Trash className="size-4" aria-hidden="true" />
        {t('Delete Account')}
      </DangerButton>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </Section>
  );
}
