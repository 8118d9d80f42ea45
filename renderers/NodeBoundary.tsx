// Contains a node that throws while rendering, so one broken node never blanks the screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { theme } from './theme';

interface Props {
  type: string;
  path: string;
  message: string;
  children: ReactNode;
}

export class NodeBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[renderer] node failed', {
      type: this.props.type,
      path: this.props.path,
      error,
      info,
    });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        data-node-error={this.props.path}
        css={{ color: theme.muted, fontSize: 13, margin: '4px 0' }}
      >
        {this.props.message}
      </p>
    );
  }
}
