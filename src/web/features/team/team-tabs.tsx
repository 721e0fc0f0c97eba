import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Armchair, type LucideIcon } from 'lucide-react';
import type { TeamSummary } from '@domain/team-api';

/** What every tab's panel is given: the team shown (the caller is its owner or a manager). */
export interface TeamPanelProps {
  team: TeamSummary;
}

export interface TeamTab {
  /** In the address: /team?team=<id>&tab=<id>. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** Shown to the owner only (managers do not see it). */
  ownerOnly?: true;
  /** Loaded when the tab opens, so the page's own chunk stays small. */
  Panel: LazyExoticComponent<ComponentType<TeamPanelProps>>;
}

/** The team page's tabs, in order. */
export const TEAM_TABS: readonly TeamTab[] = [
  // tab: members
  // tab: lessons
  // tab: assignments
  {
    id: 'seats',
    label: 'Seats and invitations',
    icon: Armchair,
    Panel: lazy(async () => ({ default: (await import('./seats/SeatsTab')).SeatsTab })),
  },
  // tab: branding
  // tab: api-keys
  // tab: sso
];
