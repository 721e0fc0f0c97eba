import { CalendarDays, Code2, MessagesSquare, Users } from 'lucide-react';
import { communityStats } from '@content/community';
import { FactTiles } from '../kit/FactTiles';

/** SPEC §2: 50K+ members, 1.2K daily discussions, 25K+ code solutions, 150+ events. */
export function CommunityStats() {
  return (
    <FactTiles
      facts={communityStats}
      look="stats"
      icons={[Users, MessagesSquare, Code2, CalendarDays]}
      testId="community-stat"
    />
  );
}
