/**
 * A page (or its main part) still loading. As tall as the screen, so what takes its place moves
 * nothing that is already in view.
 */
export function PageLoading({ message }: { message: string }) {
  return (
    <div
      className="grid min-h-[calc(100dvh-4rem)] place-items-center"
      role="status"
      aria-live="polite"
    >
      <span className="text-sm text-slate-600 dark:text-slate-400">{message}</span>
    </div>
  );
}
