import { Check, Share2 } from 'lucide-react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useCopy } from '@web/lib/use-copy';

/** Copies the certificate's public address; says so for two seconds. */
export function ShareLink({ url }: { url: string }) {
  const t = useT();
  const { state, copy } = useCopy();

  const Icon = state === 'copied' ? Check : Share2;
  return (
    <>
      <Button variant="secondary" onClick={() => void copy(url)}>
        <Icon aria-hidden="true" className="size-4" />
        {
          {
            idle: t('Share (copy link)'),
            copied: t('Link copied'),
            failed: t('Copy failed'),
          }[state]
        }
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? t('The link to this certificate is on the clipboard.')
          : state === 'failed'
            ? t('The link could not be copied: {{url}}', { url })
            : ''}
      </span>
    </>
  );
}
