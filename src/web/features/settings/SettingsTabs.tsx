import { Bell, CodeXml, CreditCard, SlidersHorizontal, User, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { msg, useT } from '@web/i18n/translate';
import { SETTINGS_TABS, type SettingsTab } from './constants';

export const TAB_META: Record<SettingsTab, { label: string; hint: string; icon: LucideIcon }> = {
  profile: { label: msg('Profile'), hint: msg('Name, bio and account'), icon: User },
  notifications: {
    label: msg('Notifications'),
    hint: msg('What we tell you about'),
    icon: Bell,
  },
  preferences: {
    label: msg('Preferences'),
    hint: msg('Theme, language and region'),
    icon: SlidersHorizontal,
  },
  coding: { label: msg('Coding'), hint: msg('Code editor'), icon: CodeXml },
  billing: { label: msg('Billing'), hint: msg('Plan and subscription'), icon: CreditCard },
};

export const tabId = (base: string, tab: SettingsTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: SettingsTab) => `${base}-panel-${tab}`;

function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The settings tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function SettingsTabList({
  idBase,
  active,
  onSelect,
}: {
  idBase: string;
  active: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
}) {
  const t = useT();
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, SETTINGS_TABS.length);
    const next = target === null ? undefined : SETTINGS_TABS[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('Settings sections')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1"
    >
      {SETTINGS_TABS.map((tab, index) => {
        const { label, hint, icon: Icon } = TAB_META[tab];
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(idBase, tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idBase, tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => move(event, index)}
            className={`flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition-colors ${
              selected
                ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 dark:bg-brand-950/50 dark:text-brand-200 dark:ring-brand-800'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800/70 dark:hover:text-white'
            }`}
          >
            <Icon
              className={`size-5 shrink-0 ${selected ? 'text-brand-600 dark:text-brand-300' : ''}`}
              aria-hidden="true"
            />
            <span className="min-w-0">
              <span className="block">{t(label)}</span>
              <span
                aria-hidden="true"
                className="hidden text-xs font-normal text-slate-600 lg:block dark:text-slate-400"
              >
                {t(hint)}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
