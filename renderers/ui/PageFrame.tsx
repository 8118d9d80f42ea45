// Every page's frame: the title bar (also the document title) over the page's <main>.
import { useEffect, type ReactNode } from 'react';
import { theme } from '../theme';

export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <header
      css={{
        background: theme.brand,
        color: theme.brandText,
        padding: '14px 16px',
        textAlign: 'center',
      }}
    >
      <h1 css={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h1>
    </header>
  );
}

export function PageFrame({
  title,
  screenId,
  children,
}: {
  title: string;
  screenId?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-screen={screenId}
      css={{ minHeight: '100vh', background: theme.background, color: theme.text }}
    >
      <PageTitle title={title} />
      <main>{children}</main>
    </div>
  );
}
