import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { useCopy, type CopyState } from '@web/lib/use-copy';

/** The button's text, and what it says with the language's name. */
const labels: Record<CopyState, { text: string; label: string }> = {
  idle: { text: msg('Copy'), label: msg('Copy the {{language}} program') },
  copied: { text: msg('Copied'), label: msg('Copied the {{language}} program') },
  failed: { text: msg('Copy failed'), label: msg('Copy failed the {{language}} program') },
};

/** Copies a program to the clipboard; says "Copied" for two seconds. */
export function CopyButton({ code, languageName }: { code: string; languageName: string }) {
  const t = useT();
  const { state, copy } = useCopy();

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t(labels[state].label, { language: languageName })}
        onClick={() => void copy(code)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(labels[state].text)}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? t('The {{language}} program is on the clipboard.', { language: languageName })
          : ''}
      </span>
    </>
  );
}
