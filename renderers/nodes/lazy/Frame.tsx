// An embedded document (a provider's instructions, say) in a sandboxed <iframe>. Loaded on
// demand through renderers/lazy-nodes.tsx. No library.
//
// The URL passes the app's one allow-list for frames (allowedUrl 'frame': http(s) or a
// same-origin "/path"; never mailto:, tel: or the app scheme). Anything else, or an empty
// URL, shows the renderer.frameBlocked notice instead of a frame.
//
// Sandbox presets (`sandbox`):
// - "strict" (default): sandbox="" — HTML, CSS and images render; no scripts, forms,
//   popups or top navigation, and the document gets an opaque origin.
// - "scripts": sandbox="allow-scripts" — scripts run, still in an opaque origin (no cookies
//   or storage of their site, no access to this page).
// - "scripts-same-origin": sandbox="allow-scripts allow-same-origin" — for a third-party
//   document that needs its own cookies or storage. A frame of this app's own origin with
//   both flags could lift its sandbox and script this page, so for a same-origin URL this
//   preset falls back to "scripts".
// - "app": no sandbox, for one of this app's own pages (a same-origin path: the website frames
//   its privacy policy), which needs its scripts and storage like any page of the app. For a
//   URL of any other origin it falls back to "strict".
import { css, type SerializedStyles } from '@emotion/react';
import type { FrameNode } from '../../generated/screen-types';
import { useRenderer, type NodeProps } from '../../context';
import { useText } from '../../hooks';
import { cachedStyle } from '../../styles';
import { theme } from '../../theme';
import { frameHeight } from './sizes';

export type FrameSandbox = 'strict' | 'scripts' | 'scripts-same-origin' | 'app';

export type FrameNodeProps = FrameNode;

const SANDBOX_FLAGS: Record<FrameSandbox, string> = {
  strict: '',
  scripts: 'allow-scripts',
  'scripts-same-origin': 'allow-scripts allow-same-origin',
  app: '',
};

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The frame per height, built once. */
const frameStyles = new Map<string, SerializedStyles>();
const frameStyle = (height: string) =>
  cachedStyle(frameStyles, height, () =>
    css({
      display: 'block',
      width: '100%',
      height,
      border: 0,
      borderRadius: theme.radius,
      background: theme.surface,
    }),
  );

const pStyle = css({
  margin: 0,
  padding: '12px 16px',
  color: theme.muted,
  fontSize: 14,
  background: theme.surface,
  borderRadius: theme.radius,
});

export default function Frame({ node }: NodeProps<FrameNodeProps>) {
  const { t, services } = useRenderer();
  const url = services.urls.allowedUrl(useText(node.url), 'frame');
  const title = useText(node.title);
  if (!url) {
    return (
      <p data-node-id={node.id} css={pStyle}>
        {t('renderer.frameBlocked')}
      </p>
    );
  }
  let preset = node.sandbox ?? 'strict';
  if (preset === 'scripts-same-origin' && isSameOrigin(url)) preset = 'scripts';
  if (preset === 'app' && !isSameOrigin(url)) preset = 'strict';
  return (
    <iframe
      data-node-id={node.id}
      src={url}
      title={title || url}
      sandbox={preset === 'app' ? undefined : SANDBOX_FLAGS[preset]}
      loading="lazy"
      referrerPolicy="no-referrer"
      css={frameStyle(frameHeight(node.height))}
    />
  );
}
