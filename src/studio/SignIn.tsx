// Signing in to the config service (POST /config-api/v1/session).
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { ServiceError, type ConfigService, type Session } from './service/client';
import { Button, Notice, TextField } from './ui/controls';
import { color, radius } from './ui/tokens';

export function SignIn({
  service,
  reason,
  onSignedIn,
}: {
  service: ConfigService;
  /** Why the studio is signed out, when the service ended the session (it expired). */
  reason?: string | undefined;
  onSignedIn: (session: Session) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onSignedIn(await service.signIn(username, password));
    } catch (e) {
      setError(e instanceof ServiceError ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <main
      css={css`
        display: grid;
        place-items: center;
        padding: 64px 16px;
      `}
    >
      <form
        onSubmit={(e) => void submit(e)}
        aria-labelledby="sign-in-title"
        css={css`
          width: min(380px, 100%);
          display: grid;
          gap: 14px;
          padding: 28px;
          background: ${color.panel};
          border: 1px solid ${color.line};
          border-radius: ${radius * 2}px;
          box-shadow: 0 8px 24px rgb(15 23 42 / 8%);
        `}
      >
        <div>
          <h2 id="sign-in-title" css={{ fontSize: 20 }}>
            Sign in
          </h2>
          <p css={{ margin: '4px 0 0', color: color.muted }}>
            Edit, review and publish the app’s configs.
          </p>
        </div>
        {reason && !error && (
          <Notice tone="info" role="status">
            {reason} Your unsaved changes come back when you open the document again.
          </Notice>
        )}
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
        <TextField
          label="User name"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button tone="primary" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
