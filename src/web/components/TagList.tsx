/** A labelled list of short tags (topics, concepts), each in its own pill. */
export function TagList({
  label,
  tags,
  className,
  tagClassName,
  tagLang,
}: {
  label: string;
  tags: readonly string[];
  className: string;
  tagClassName: string;
  /** The tags' language when it is not the page's (content that stays English). */
  tagLang?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {tags.map((tag) => (
        <li key={tag} lang={tagLang} className={tagClassName}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
