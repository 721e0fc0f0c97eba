/** While the opened challenge downloads (a practice challenge's first visit). */
export function ChallengeLoading() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status" aria-live="polite">
      <span className="text-slate-600 dark:text-slate-400">Loading the challenge...</span>
    </div>
  );
}
