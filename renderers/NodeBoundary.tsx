// Contains a section, a list item, a tabs panel or an included node that throws while
// rendering, so one broken node never blanks the screen: it shows a short message in place.
import { css } from '@emotion/react';
import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { RendererContext } from './context';
import { theme } from './theme';

interface Props {
  /** What is contained, for the report: a node type, or "list item", "tabs panel". */
  type: string;
  path: string;
  /** What the contained part shows (a tabs panel's tab): a failure holds only until it moves. */
  resetKey?: unknown;
  children: ReactNode;
}

// Written without class fields: the build's target (ES2020) would lower each to a helper call.
export class NodeBoundary extends Component<Props, { failed: boolean }> {
  declare context: ContextType<typeof RendererContext>;

  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportNodeFailure(this.props.type, this.props.path, error, info);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const message = this.context?.t('renderer.nodeFailed') ?? '';
    return <NodeFailed path={this.props.path} message={message} />;
  }
}

// The translator, read only when something failed: one component per contained part.
NodeBoundary.contextType = RendererContext;

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
