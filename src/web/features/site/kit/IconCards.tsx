import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCard, type IconCardLook } from './IconCard';

/**
 * A list of icon cards made from content items (features, perks, values, categories), all alike;
 * `footer` adds what a card holds below its text.
 */
export function IconCards<Item extends { title: string; description: string }>({
  items,
  iconOf,
  className,
  testId,
  footer,
  cardClassName,
  textLang,
  ...look
}: {
  items: readonly Item[];
  iconOf: (item: Item) => LucideIcon;
  /** The list's classes: its grid and space above. */
  className: string;
  testId?: string;
  footer?: (item: Item) => ReactNode;
  cardClassName?: string;
  /** The items' language when it is not the page's (content that stays English). */
  textLang?: string;
} & Omit<IconCardLook, 'className'>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <IconCard
          key={item.title}
          data-testid={testId}
          icon={iconOf(item)}
          title={item.title}
          text={item.description}
          className={cardClassName}
          textLang={textLang}
          {...look}
        >
          {footer?.(item)}
        </IconCard>
      ))}
    </ul>
  );
}
