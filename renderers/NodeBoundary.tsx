// Contains a node that throws while rendering, so one broken node never blanks the screen.
import { css } from '@emotion/react';
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
    reportNodeFailure(this.props.type, this.props.path, error, info);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <NodeFailed path={this.props.path} message={this.props.message} />;
  }
}

export function reportNodeFailure(type: string, path: string, error: unknown, info?: ErrorInfo) {
  console.error('[renderer] node failed', { type, path, error, info });
}

const failedStyle = css({ color: theme.muted, fontSize: 13, margin: '4px 0' });

/** What stands in the place of a node that failed. */
export function NodeFailed({ path, message }: { path: string; message: string }) {
  return (
    <p data-node-error={path} css={failedStyle}>
      {message}
    </p>
  );
}
