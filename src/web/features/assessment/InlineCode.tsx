/** One line of text whose `backticked` parts show as code (a choice, a case's name). */
export function InlineCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.875em] text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {part}
      </code>
    ) : (
      part
    ),
  );
}
