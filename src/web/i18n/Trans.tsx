import { Fragment, type ReactNode } from 'react';
import { useT, type TextValues } from './translate';

/** Renders one marked-up part of a sentence: `<link>the terms</link>` → link('the terms'). */
export type PartRenderers = Record<string, (chunk: string) => ReactNode>;

const PART = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with parts marked up in it, so a translation can move them:
 * `<Trans text="Read <link>the terms</link> first." parts={{ link: (c) => <Link to="/terms">{c}</Link> }} />`.
 */
export function Trans({
  text,
  values,
  parts,
}: {
  text: string;
  values?: TextValues;
  parts: PartRenderers;
}) {
  const t = useT();
  const sentence = t(text, values);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(PART)) {
    const [whole, name = '', chunk = ''] = match;
    if (match.index > last) nodes.push(sentence.slice(last, match.index));
    const render = parts[name];
    nodes.push(<Fragment key={match.index}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < sentence.length) nodes.push(sentence.slice(last));
  return <>{nodes}</>;
}
