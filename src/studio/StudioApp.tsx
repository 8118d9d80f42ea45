// /studio: the operators' tool on the config service. It signs in, lists the documents and
// opens one (Workspace); without the service it says so, retries, and offers the file-based
// editor (Studio) as before, whose links and drafts open straight into it.
import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DocRef } from './DocumentList';
import { ConfigService, ServiceError, type Session } from './service/client';
import { SignIn } from './SignIn';
import { Studio, type Opened } from './Studio';
import { Button, Notice, StateBadge } from './ui/controls';
import { GlobalStyles } from './ui/GlobalStyles';
import { color } from './ui/tokens';
import { Workspace } from './Workspace';
import { useRestoredScenarioCookie } from './scenario-cookie';

type Phase =
  | { is: 'checking' }
  | { is: 'unreachable'; message: string }
  | { is: 'signed-out'; reason?: string; reopen?: { user: string; doc: DocRef } }
  | { is: 'signed-in'; session: Session; reopen?: DocRef }
  | { is: 'files' };

const MODE_KEY = 'studio-mode';

const SESSION_EXPIRED = 'Your session has expired; sign in again.';

/** Files mode stays over a reload (sessionStorage), as its draft does; a link opens it. */
export function startsInFiles(hash: string): boolean {
  if (/(^|[#&])(doc|text)=/.test(hash)) {
    rememberFiles(true);
    return true;
  }
  try {
    return window.sessionStorage.getItem(MODE_KEY) === 'files';
  } catch {
    return false;
  }
}

function rememberFiles(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(MODE_KEY, 'files');
    else window.sessionStorage.removeItem(MODE_KEY);
  } catch {
    // No storage: the mode lasts as long as the page.
  }
}

export function StudioApp({
  opened,
  files = false,
  service: given,
}: {
  opened: Opened;
  files?: boolean;
  service?: ConfigService;
}) {
  const service = useMemo(() => given ?? new ConfigService(), [given]);
  // In either mode the preview frames choose fixture scenarios for the tab; closing puts
  // the tab's own choice back.
  useRestoredScenarioCookie();
  const [phase, setPhase] = useState<Phase>(files ? { is: 'files' } : { is: 'checking' });

  const connect = useCallback(async () => {
    setPhase({ is: 'checking' });
    try {
      const session = await service.session();
      setPhase(session ? { is: 'signed-in', session } : { is: 'signed-out' });
    } catch (e) {
      setPhase({ is: 'unreachable', message: e instanceof Error ? e.message : String(e) });
    }
  }, [service]);

  useEffect(() => {
    if (!files) void connect();
  }, [connect, files]);

  // A 401 to a call made while signed in: the session ended under the operator (it expired;
  // the service may have cleared it already and then says "not signed in", as to a stranger).
  // The document open then opens again for them: a new one, not saved yet, is in no list.
  const signedOut = useCallback(
    (user: string, doc: DocRef | null) =>
      setPhase({
        is: 'signed-out',
        reason: SESSION_EXPIRED,
        ...(doc ? { reopen: { user, doc } } : {}),
      }),
    [],
  );
  const signOut = async () => {
    try {
      await service.signOut();
    } catch (e) {
      if (!(e instanceof ServiceError) || e.status !== 401) {
        setPhase({ is: 'unreachable', message: e instanceof Error ? e.message : String(e) });
        return;
      }
    }
    setPhase({ is: 'signed-out' });
  };

  return (
    <>
      <GlobalStyles />
      <header
        css={css`
          display: flex;
          align-items: center;
          gap: 16px;
          padding: 10px 16px;
          background: ${color.panel};
          border-bottom: 1px solid ${color.line};
        `}
      >
        <h1 css={{ fontSize: 18 }}>Studio</h1>
        <span css={{ color: color.muted }}>
          {phase.is === 'files' ? 'Editing files' : 'Config service'}
        </span>
        <div css={{ marginLeft: 'auto', display: 'flex', gap: 10, alignItems: 'center' }}>
          {phase.is === 'signed-in' && (
            <>
              <span data-testid="user">
                Signed in as <strong>{phase.session.user.name}</strong>
              </span>
              <StateBadge state={phase.session.user.role} />
              <Button small onClick={() => void signOut()}>
                Sign out
              </Button>
            </>
          )}
          {phase.is === 'files' && (
            <Button
              small
              onClick={() => {
                rememberFiles(false);
                void connect();
              }}
            >
              Use the config service
            </Button>
          )}
        </div>
      </header>
      {phase.is === 'checking' && (
        <p role="status" css={{ padding: 24, color: color.muted }}>
          Connecting to the config service…
        </p>
      )}
      {phase.is === 'unreachable' && (
        <main
          css={{ maxWidth: 560, margin: '48px auto', padding: '0 16px', display: 'grid', gap: 12 }}
        >
          <Notice tone="error" role="alert">
            <strong>The config service is not reachable.</strong>{' '}
            {phase.message === 'The config service is not reachable.'
              ? 'It may be down or not started.'
              : phase.message}
          </Notice>
          <div css={{ display: 'flex', gap: 8 }}>
            <Button tone="primary" onClick={() => void connect()}>
              Retry
            </Button>
            <Button
              onClick={() => {
                rememberFiles(true);
                setPhase({ is: 'files' });
              }}
            >
              Edit files without the service
            </Button>
          </div>
          <p css={{ color: color.muted, margin: 0 }}>
            Without the service you can edit a document and download it as a file; publishing needs
            the service.
          </p>
        </main>
      )}
      {phase.is === 'signed-out' && (
        <SignIn
          service={service}
          reason={phase.reason}
          onSignedIn={(session) =>
            setPhase({
              is: 'signed-in',
              session,
              ...(phase.reopen?.user === session.user.name ? { reopen: phase.reopen.doc } : {}),
            })
          }
        />
      )}
      {phase.is === 'signed-in' && (
        <Workspace
          service={service}
          session={phase.session}
          reopen={phase.reopen}
          onSignedOut={(doc) => signedOut(phase.session.user.name, doc)}
        />
      )}
      {phase.is === 'files' && <Studio opened={opened} />}
    </>
  );
}
