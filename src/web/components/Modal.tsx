import { useRef, type ReactNode } from 'react';
import { useT } from '@web/i18n/translate';
import { useDialogFocus } from '@web/lib/use-dialog-focus';

/**
 * A modal dialog over a dimmed backdrop: focuses its first control when it opens, keeps Tab
 * inside, calls `onEscape` for the Escape key and `onBackdrop` (when given) for a click outside
 * the card, and gives focus back to where it was when it closes.
 */
export function Modal({
  labelledBy,
  describedBy,
  onEscape,
  onBackdrop,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onEscape: () => void;
  onBackdrop?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, onEscape);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 backdrop-blur-sm sm:items-center sm:p-4">
      {onBackdrop && (
        <button
          type="button"
          aria-label={t('Close dialog')}
          tabIndex={-1}
          className="absolute inset-0 cursor-default"
          onClick={onBackdrop}
        />
      )}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="relative max-h-dvh w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl sm:rounded-2xl sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
      >
        {children}
      </div>
    </div>
  );
}

const withClasses = (base: string, more: string | undefined) => (more ? `${more} ${base}` : base);

/** A line of a dialog's heading; its id is the one the dialog is labelled or described by. */
type ModalLineProps = { id: string; className?: string; children: ReactNode };

/** A dialog's title. */
export function ModalTitle({ id, className, children }: ModalLineProps) {
  const classes = 'text-xl font-bold tracking-tight text-slate-900 dark:text-white';
  return (
    <h2 id={id} className={withClasses(classes, className)}>
      {children}
    </h2>
  );
}

/** The line under a dialog's title. */
export function ModalText({ id, className = 'mt-2', children }: ModalLineProps) {
  return (
    <p id={id} className={withClasses('text-sm text-slate-600 dark:text-slate-400', className)}>
      {children}
    </p>
  );
}
