import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

/**
 * The overlay and card of the settings dialogs: focuses its first enabled button when it opens,
 * calls `onEscape` for the Escape key and gives focus back to where it was when it closes.
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const escape = useEffectEvent(() => onEscape());

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escape();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 backdrop-blur-sm sm:items-center sm:p-4">
      {onBackdrop && (
        <button
          type="button"
          aria-label="Close dialog"
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
