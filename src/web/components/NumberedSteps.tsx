/** Steps of a process as numbered cards, four to a row on wide screens. */
export function NumberedSteps({
  steps,
}: {
  steps: readonly { title: string; description: string }[];
}) {
  return (
    <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-brand-600 font-mono text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
