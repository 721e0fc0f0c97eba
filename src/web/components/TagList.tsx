/** A labelled list of short tags (topics, concepts), each in its own pill. */
export function TagList({
  label,
  tags,
  className,
  tagClassName,
}: {
  label: string;
  tags: readonly string[];
  className: string;
  tagClassName: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {tags.map((tag) => (
        <li key={tag} className={tagClassName}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
