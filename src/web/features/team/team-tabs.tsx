import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  Armchair,
  BookOpenCheck,
  ClipboardList,
  KeyRound,
  Palette,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TeamSummary } from '@domain/team-api';
import { msg } from '@web/i18n/translate';

/** What every tab's panel is given: the team shown (the caller is its owner or a manager). */
export interface TeamPanelProps {
  team: TeamSummary;
}

export interface TeamTab {
  /** In the address: /team?team=<id>&tab=<id>. */
  id: string;
  /** In English; shown translated. */
  label: string;
  icon: LucideIcon;
  /** Shown to the owner only (managers do not see it). */
  ownerOnly?: true;
  /** Loaded when the tab opens, so the page's own chunk stays small. */
  Panel: LazyExoticComponent<ComponentType<TeamPanelProps>>;
}

/** The team page's tabs, in order. */
export const TEAM_TABS: readonly TeamTab[] = [
  {
    id: 'members',
    label: msg('Members'),
    icon: Users,
    Panel: lazy(async () => ({ default: (await import('./members/MembersTab')).MembersTab })),
  },
  {
    id: 'lessons',
    label: msg('Lessons'),
    icon: BookOpenCheck,
    Panel: lazy(async () => ({ default: (await import('./lessons/LessonsTab')).LessonsTab })),
  },
  {
    id: 'assignments',
    label: msg('Assignments'),
    icon: ClipboardList,
    Panel: lazy(async () => ({
      default: (await import('./assignments/AssignmentsTab')).AssignmentsTab,
    })),
  },
  {
    id: 'seats',
    label: msg('Seats and invitations'),
    icon: Armchair,
    Panel: lazy(async () => ({ default: (await import('./seats/SeatsTab')).SeatsTab })),
  },
  {
    id: 'branding',
    label: msg('Branding'),
    icon: Palette,
    ownerOnly: true,
    Panel: lazy(async () => ({ default: (await import('./branding/BrandingTab')).BrandingTab })),
  },
  {
    id: 'api-keys',
    label: msg('API keys'),
    icon: KeyRound,
    Panel: lazy(async () => ({ default: (await import('./api-keys/ApiKeysTab')).ApiKeysTab })),
  },
  {
    id: 'sso',
    label: msg('Single sign-on'),
    icon: ShieldCheck,
    ownerOnly: true,
    Panel: lazy(async () => ({ default: (await import('./sso/SsoTab')).SsoTab })),
  },
];
