import type { ReactNode } from 'react';
import { useT } from '@web/i18n/translate';

const messageTones = {
  error: {
    role: 'alert',
    classes:
      'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300',
  },
  success: {
    role: 'status',
    classes:
      'border-green-200 bg-green-50 text-green-700 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300',
  },
} as const;

type MessageProps = { children: ReactNode; className?: string };

/**
 * A message about a form: an alert for what went wrong, a status for what worked. A message
 * given as text (often the server's or a schema's English sentence) shows in the interface's
 * language.
 */
function MessageBox({
  tone,
  children,
  className = '',
}: MessageProps & { tone: keyof typeof messageTones }) {
  const t = useT();
  const { role, classes } = messageTones[tone];
  return (
    <div role={role} className={`rounded-lg border px-4 py-3 text-sm ${classes} ${className}`}>
      {typeof children === 'string' ? t(children) : children}
    </div>
  );
}

export const ErrorBox = (props: MessageProps) => <MessageBox tone="error" {...props} />;
export const SuccessBox = (props: MessageProps) => <MessageBox tone="success" {...props} />;
