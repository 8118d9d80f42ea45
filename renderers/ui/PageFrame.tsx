// Every page's frame: the title bar (the brand mark and the page title, which is also the
// document title, with a back control when there is somewhere to go back to) over the page's
// <main>. index.html's static shell draws the same bar before any script runs.
import { css } from '@emotion/react';
import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import { useContext, useEffect, type ReactNode } from 'react';
import { theme } from '../theme';
import { BrandMark } from './BrandMark';
import { ChromeContext } from './chrome';
import { Glyph } from './Glyph';

/** The bar's geometry, shared with index.html's static shell (scripts/brand-shell-plugin.ts). */
export const BAR_HEIGHT = 52;

function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

const headerStyle = css({
  backgroundColor: theme.brand,
  backgroundImage: theme.brandGradient,
  color: theme.brandText,
  minHeight: BAR_HEIGHT,
  padding: '4px 4px',
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px',
  alignItems: 'center',
  textAlign: 'center',
});
const buttonStyle = css({
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  background: 'none',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: theme.radiusPill,
});
const spanStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minWidth: 0,
});
const h1Style = css({
  margin: 0,
  fontSize: theme.fontSize.title,
  fontWeight: 600,
  lineHeight: 1.4,
});

export function PageTitle({ title }: { title: string }) {
  const chrome = useContext(ChromeContext);
  useDocumentTitle(title);
  const back = chrome?.canGoBack() ? chrome.goBack : undefined;
  return (
    <header css={headerStyle}>
      <span>
        {back && (
          <button type="button" aria-label={chrome?.backLabel} onClick={back} css={buttonStyle}>
            <Glyph icon={ChevronLeft} size={26} />
          </button>
        )}
      </span>
      <span css={spanStyle}>
        <BrandMark />
        <h1 css={h1Style}>{title}</h1>
      </span>
    </header>
  );
}

/** A public web page draws its own header: no bar, the title is only the document's. */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

const divStyle = css({ minHeight: '100vh', background: theme.background, color: theme.text });

export function PageFrame({
  title,
  screenId,
  bar = true,
  children,
}: {
  title: string;
  screenId?: string;
  bar?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-screen={screenId} css={divStyle}>
      {bar ? <PageTitle title={title} /> : <DocumentTitle title={title} />}
      {/* Without the bar the layout has its own header, main and footer landmarks. */}
      {bar ? <main>{children}</main> : children}
    </div>
  );
}
