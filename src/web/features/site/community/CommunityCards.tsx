import { CalendarDays, MessagesSquare, Trophy, type LucideIcon } from 'lucide-react';
import { communityCards, type CommunityCard } from '@content/community';
import { useT } from '@web/i18n/translate';
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
  const t = useT();
  const cards = communityCards.map((card) => ({
    ...card,
    title: t(card.title),
    description: t(card.description),
  }));
  return (
    <TitledSection titleId="get-involved-title" heading={{ title: t('Get Involved') }}>
      <IconCards
        items={cards}
        iconOf={(card) => icons[card.id]}
        className="mt-6 grid gap-5 md:grid-cols-3"
        testId="community-card"
        cardClassName="flex flex-col"
        grow
        footer={(card) => (
          <ArrowLink to={card.to} className="mt-5">
            {t(card.cta)}
          </ArrowLink>
        )}
      />
    </TitledSection>
  );
}
