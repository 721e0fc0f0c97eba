import { Component, type ReactNode } from 'react';
import { LoadError } from '@web/components/LoadError';

/** A lesson whose body could not be loaded (the connection dropped): say so, and try again. */
export class LessonLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        message="This lesson could not be loaded. Check your connection and try again."
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}
