import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './routes/route-error-page';

/** A screen that crashes while rendering shows the last-resort page instead of a blank document. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
