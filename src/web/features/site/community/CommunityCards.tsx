import { CalendarDays, MessagesSquare, Trophy, type LucideIcon } from 'lucide-react';
import { communityCards, type CommunityCard } from '@content/community';
import { ArrowLink } from '../kit/ArrowLink';
import { IconCards } from '../kit/IconCards';
import { TitledSection } from '../kit/TitledSection';

const icons: Record<CommunityCard['id'], LucideIcon> = {
  forums: MessagesSquare,
  challenges: Trophy,
  events: CalendarDays,
};

/** Forums, challenges and events: where each lives. */
export function CommunityCards() {
  return (
    <TitledSection titleId="get-involved-title" heading={{ title: 'Get Involved' }}>
      <IconCards
        items={communityCards}
        iconOf={(card) => icons[card.id]}
        className="mt-6 grid gap-5 md:grid-cols-3"
        testId="community-card"
        cardClassName="flex flex-col"
        grow
        footer={(card) => (
          <ArrowLink to={card.to} className="mt-5">
            {card.cta}
          </ArrowLink>
        )}
      />
    </TitledSection>
  );
}
