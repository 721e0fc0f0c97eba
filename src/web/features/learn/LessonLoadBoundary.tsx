import { Component, type ReactNode } from 'react';
import { LoadError } from '@web/components/LoadError';
import { msg } from '@web/i18n/translate';
import { isOnline } from '@web/lib/online';

const NOT_LOADED = msg('This lesson could not be loaded. Check your connection and try again.');
const OFFLINE = msg(
  'You are offline, and this lesson is not kept on this device. It opens when the connection is back; with Pro, the whole C course stays on your device for learning offline.',
);

/**
 * A lesson whose body could not be loaded (the connection dropped, or offline without the
 * course kept on the device): say so, and try again.
 */
export class LessonLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        message={isOnline() ? NOT_LOADED : OFFLINE}
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}
