// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@domain/account';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type * as PushModule from '@web/lib/push';
import { NotificationsTab } from './NotificationsTab';

const push = vi.hoisted(() => ({
  subscribe: vi.fn<() => Promise<void>>(),
  unsubscribe: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

vi.mock('@web/lib/push', async (importActual) => ({
  ...(await importActual<typeof PushModule>()),
  subscribeThisDevice: push.subscribe,
  unsubscribeThisDevice: push.unsubscribe,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderTab(value: NotificationSettings = { ...DEFAULT_SETTINGS.notifications }) {
  const onChange = vi.fn<(next: NotificationSettings) => void>();
  render(<NotificationsTab value={value} onChange={onChange} />);
  return onChange;
}

describe('the notification switches', () => {
  it('turns Push Notifications on only once this device is subscribed', async () => {
    push.subscribe.mockResolvedValue(undefined);
    const onChange = renderTab();
    await userEvent.click(screen.getByRole('switch', { name: 'Push Notifications' }));
    expect(push.subscribe).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({
      ...DEFAULT_SETTINGS.notifications,
      pushNotifications: true,
    });
  });

  it('keeps it off and says what to do when the browser blocks notifications', async () => {
    const { PushError, PUSH_BLOCKED } = await import('@web/lib/push');
    push.subscribe.mockRejectedValue(new PushError(PUSH_BLOCKED));
    const onChange = renderTab();
    await userEvent.click(screen.getByRole('switch', { name: 'Push Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocks notifications from this site. Allow them in the site settings of your browser (the icon beside the address), then turn this on again.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forgets this device when it is turned off, and changes the other switches at once', async () => {
    const onChange = renderTab({ ...DEFAULT_SETTINGS.notifications, pushNotifications: true });
    await userEvent.click(screen.getByRole('switch', { name: 'Push Notifications' }));
    expect(push.unsubscribe).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SETTINGS.notifications,
      pushNotifications: false,
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Progress Report' }));
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SETTINGS.notifications,
      pushNotifications: true,
      weeklyProgress: false,
    });
  });
});
