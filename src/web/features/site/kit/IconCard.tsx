import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardText, CardTitle } from './Card';
import { IconBadge, type IconTone } from './IconBadge';

/** How a card looks, alike for every card of a list. */
export interface IconCardLook {
  tone?: IconTone;
  titleClassName?: string;
  textClassName?: string;
  /** The icon stands left of the words. */
  beside?: boolean;
  flat?: boolean;
  /** The text fills the card's height, so what follows it sits at the bottom. */
  grow?: boolean;
  className?: string;
}

/** A card led by an icon, then a title and a short text; `children` follow the text. */
export function IconCard({
  icon,
  tone,
  title,
  text,
  titleClassName,
  textClassName,
  beside = false,
  flat = false,
  grow = false,
  className = '',
  textLang,
  children,
  ...rest
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The title's and text's language when it is not the page's (content that stays English). */
  textLang?: string;
  children?: ReactNode;
} & IconCardLook) {
  const words = (
    <>
      <CardTitle lang={textLang} className={titleClassName ?? (beside ? '' : 'mt-4')}>
        {title}
      </CardTitle>
      <CardText lang={textLang} grow={grow} className={textClassName}>
        {text}
      </CardText>
      {children}
    </>
  );
  return (
    <Card flat={flat} className={`${beside ? 'flex gap-4' : ''} ${className}`} {...rest}>
      <IconBadge icon={icon} tone={tone} className={beside ? 'shrink-0' : ''} />
      {beside ? <div>{words}</div> : words}
    </Card>
  );
}
