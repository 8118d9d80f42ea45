// One document on the config service: what is live and what is being drafted, the editor (a
// form generated from the kind's schema, or its JSON), the problems by JSON Pointer, the
// version history with a diff between any two versions, the actions the operator's role and
// the version's state allow, and the live preview beside it.
import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConfigProblem } from '../config-checks/config-check';
import { checkText } from './check';
import { DiffView } from './DiffView';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './draft';
import { asText, documentById } from './documents';
import { kindLabel, type DocRef } from './DocumentList';
import { EditorPane } from './EditorPane';
import { FormEditor } from './form/FormEditor';
import { formKind } from './form/kinds';
import type { JsonEditor } from './json-editor/json-editor';
import { PhonePreview } from './PhonePreview';
import { ProblemList } from './ProblemList';
import {
  ServiceError,
  type AuditEntry,
  type Change,
  type ConfigService,
  type Session,
  type VersionInfo,
  type VersionState,
} from './service/client';
import {
  Button,
  Notice,
  SelectField,
  StateBadge,
  Tabs,
  TextField,
  type NoticeTone,
} from './ui/controls';
import { color, radius } from './ui/tokens';

type Tab = 'form' | 'json' | 'history';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'form', label: 'Form' },
  { id: 'json', label: 'JSON' },
  { id: 'history', label: 'History' },
];

interface Opened {
  /** null: nothing saved yet (a new document, from the shipped default). */
  version: number | null;
  state: VersionState | 'new';
  body: unknown;
}

interface Said {
  tone: NoticeTone;
  text: string;
}

const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '';

const panel = css`
  background: ${color.panel};
  border: 1px solid ${color.line};
  border-radius: ${radius * 1.5}px;
  padding: 14px 16px;
`;

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function DocumentPane({
  service,
  session,
  doc,
  onChanged,
  onSignedOut,
}: {
  service: ConfigService;
  session: Session;
  doc: DocRef;
  /** Something changed on the service: the list reloads. */
  onChanged: () => void;
  /** The session ended (the service's words, e.g. that it expired). */
  onSignedOut: (reason?: string) => void;
}) {
  const { kind, key } = doc;
  const subject = documentById(kind);
  const form = formKind(kind);
  const publisher = session.user.role === 'publisher';
  const editor = useRef<JsonEditor | null>(null);

  const [versions, setVersions] = useState<VersionInfo[] | null>(null);
  /**
   * The document's audit log, where the notes given on submitting and publishing are; null: it
   * could not be read.
   */
  const [steps, setSteps] = useState<AuditEntry[] | null>([]);
  const [loadError, setLoadError] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [text, setText] = useState('');
  /** The editor's text now. */
  const textNow = useRef(text);
  /** Moves when the text is replaced from outside the JSON editor, which then starts anew. */
  const [textEpoch, setTextEpoch] = useState(0);
  const replaceText = useCallback((next: string) => {
    // The text it has already (a landed save): the editor keeps its focus, place and undo.
    if (next === textNow.current) return;
    setText(next);
    setTextEpoch((epoch) => epoch + 1);
  }, []);
  const [serverProblems, setServerProblems] = useState<ConfigProblem[]>([]);
  const [tab, setTab] = useState<Tab>('form');
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const [selection, setSelection] = useState<{ pointer: string | null; reveal: number }>({
    pointer: null,
    reveal: 0,
  });
  const [diff, setDiff] = useState<{ from: number; to: number; changes: Change[] } | null>(null);
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);

  const live = versions?.find((v) => v.state === 'published') ?? null;
  /**
   * The live version the operator looked at: what a publish expects (409 `stale` otherwise).
   * Opening the document or a version is a look; the reload after a save or a submit is not,
   * so a version published meanwhile is not taken as reviewed.
   */
  const [seenLive, setSeenLive] = useState<number | null>(null);
  /**
   * The version the edits not saved yet were made on (null: the shipped default): the opened
   * one, or for edits brought back from an earlier visit, theirs, kept until they are saved or
   * discarded, so every later visit warns of a newer version too.
   */
  const madeOn = useRef<number | null>(null);
  /** The note an action went with: a note typed since is for the next one and stays. */
  const noteSent = (sent: string) => setNote((now) => (now === sent ? '' : now));
  /** The editor's text when an action (save, submit, publish) started; null: none. */
  const textAtAction = useRef<string | null>(null);
  /** The latest load: an answer to an earlier one, arriving late, changes nothing. */
  const latestLoad = useRef(0);
  useEffect(() => {
    textNow.current = text;
  }, [text]);

  const load = useCallback(
    async (open?: number, look = true) => {
      setLoadError('');
      const thisLoad = ++latestLoad.current;
      try {
        // The audit log is the history's secondary part: without it the versions still show.
        const [list, log] = await Promise.all([
          service.versions(kind, key),
          service.audit(kind, key).catch(() => null),
        ]);
        const latest = list[0]?.version;
        // Opening the document again (after a sign-in, another document, a reload) brings back
        // the edits not saved yet, on the version they were made on while it exists.
        const unsaved = open === undefined ? readUnsaved(kind, key, session.user.name) : null;
        const base = list.some((v) => v.version === unsaved?.version) ? unsaved?.version : null;
        const target = open ?? base ?? latest;
        const next: Opened =
          target === undefined
            ? { version: null, state: 'new', body: subject?.shipped ?? {} }
            : await service.version(kind, key, target);
        if (thisLoad !== latestLoad.current) return;
        setVersions(list);
        setSteps(log);
        if (look) setSeenLive(list.find((v) => v.state === 'published')?.version ?? null);
        setOpened(next);
        madeOn.current = unsaved ? unsaved.version : next.version;
        // What was typed while an action was on its way stays, to be saved in turn.
        const typedMeanwhile =
          textAtAction.current !== null && textNow.current !== textAtAction.current;
        replaceText(unsaved ? unsaved.text : typedMeanwhile ? textNow.current : asText(next.body));
        if (typeof unsaved?.note === 'string' && unsaved.note) setNote(unsaved.note);
        if (unsaved && (unsaved.version ?? undefined) === latest)
          setSaid({ tone: 'ok', text: 'Your unsaved changes are back.' });
        else if (unsaved)
          setSaid({
            tone: 'warn',
            text: `Your unsaved changes are back. They were made on ${
              unsaved.version === null ? 'the shipped default' : `version ${unsaved.version}`
            }; version ${latest} is the latest: compare them in History before you save.`,
          });
        setServerProblems([]);
        setDiff(null);
        setCompare(list.length >= 2 ? { from: list[1]!.version, to: list[0]!.version } : null);
      } catch (error) {
        if (thisLoad !== latestLoad.current) return;
        if (error instanceof ServiceError && error.status === 401)
          return onSignedOut(error.message);
        setLoadError(error instanceof Error ? error.message : String(error));
      }
    },
    [service, kind, key, subject, onSignedOut, session.user.name, replaceText],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const parsed = useMemo(() => parse(text), [text]);
  const verdict = useMemo(() => checkText(text, kind), [text, kind]);
  const problems = useMemo(
    () => [...verdict.problems, ...serverProblems],
    [verdict, serverProblems],
  );
  const dirty =
    opened !== null && (!parsed.ok || JSON.stringify(parsed.value) !== JSON.stringify(opened.body));
  // Unsaved edits outlive the pane, and the tab is asked before it closes with them.
  useEffect(() => {
    if (opened === null) return undefined;
    if (!dirty) {
      madeOn.current = opened.version;
      return forgetUnsaved(kind, key, session.user.name);
    }
    keepUnsaved(kind, key, session.user.name, { version: madeOn.current, text, note });
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, text, note, opened, kind, key, session.user.name]);

  const [lastValid, setLastValid] = useState<unknown>(subject?.shipped);
  useEffect(() => {
    if (verdict.valid) setLastValid(verdict.doc);
  }, [verdict]);

  const edit = useCallback((next: string) => {
    setText(next);
    setServerProblems([]);
  }, []);
  const editDoc = useCallback((next: unknown) => edit(asText(next)), [edit]);
  const select = useCallback(
    (pointer: string, reveal: boolean) =>
      setSelection((s) => ({ pointer, reveal: reveal ? s.reveal + 1 : s.reveal })),
    [],
  );

  // A selection from the preview or the problem list shows in the JSON editor too.
  useEffect(() => {
    if (tab === 'json' && selection.reveal && selection.pointer !== null)
      editor.current?.reveal(selection.pointer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection.reveal]);

  const reveal = (pointer: string) => {
    if (tab === 'history') setTab('form');
    select(pointer, true);
  };

  /**
   * Runs an action; the service's refusals are said plainly, a stale publish reloads. The
   * problems of a refused version mark the opened text only when it is that version's.
   */
  const act = async (action: () => Promise<string>, version?: number) => {
    setBusy(true);
    setSaid(null);
    textAtAction.current = textNow.current;
    try {
      setSaid({ tone: 'ok', text: await action() });
      onChanged();
    } catch (error) {
      if (!(error instanceof ServiceError)) {
        setSaid({ tone: 'error', text: String(error) });
      } else if (error.status === 401) {
        onSignedOut(error.message);
      } else if (error.status === 403) {
        setSaid({ tone: 'error', text: `Not allowed: ${error.message}` });
      } else if (error.status === 409 && error.code === 'conflict') {
        // A colleague moved the version on (submitted it, say): what the page offers is stale.
        setSaid({ tone: 'error', text: `${error.message} The document has been reloaded.` });
        await load(opened?.version ?? undefined, false);
        onChanged();
      } else if (error.status === 409 && error.code === 'stale') {
        setSaid({
          tone: 'error',
          text: `${error.message} The document has been reloaded with what is live now.`,
        });
        await load(opened?.version ?? undefined);
        onChanged();
      } else if (error.status === 409 && error.code === 'behind') {
        // Someone saved meanwhile: the edits stay, the history learns the newer version, and
        // saving again (now knowing it) is a choice made with it in view.
        const list = await service.versions(kind, key).catch(() => versions ?? []);
        const from = opened?.version ?? null;
        const to = list[0]?.version;
        setVersions(list);
        if (from !== null && to !== undefined && from !== to) setCompare({ from, to });
        const where =
          from === null || to === undefined || from === to
            ? 'the newer version is in History'
            : `History compares version ${from}, which you opened, with version ${to}`;
        setSaid({
          tone: 'warn',
          text: `${error.message} Your changes are kept; ${where}. Save draft again to save yours as the newest version.`,
        });
      } else if (error.status === 422 && version !== undefined && version !== opened?.version) {
        const listed = error.problems.map((p) => `${p.pointer}: ${p.message}`).join('; ');
        setSaid({ tone: 'error', text: `Version ${version}: ${error.message} ${listed}` });
      } else if (error.status === 422) {
        setServerProblems(error.problems.map((p) => ({ pointer: p.pointer, reason: p.message })));
        setSaid({ tone: 'error', text: error.message });
      } else {
        setSaid({ tone: 'error', text: error.message });
      }
    } finally {
      textAtAction.current = null;
      setBusy(false);
    }
  };

  const saveDraft = () =>
    act(async () => {
      if (!parsed.ok) throw new Error('The JSON does not parse: fix it first.');
      const saved = await service.saveDraft(kind, key, parsed.value, note, {
        basedOn: opened?.version ?? undefined,
        expectedLatest: versions?.[0]?.version ?? null,
      });
      // Saved, even if this pane is gone by now (another document opened): the edits kept for
      // a later visit are no longer unsaved; any typed since were made on the saved version.
      const kept = readUnsaved(kind, key, session.user.name);
      const keptDoc = kept ? parse(kept.text) : null;
      if (keptDoc?.ok && JSON.stringify(keptDoc.value) === JSON.stringify(parsed.value))
        forgetUnsaved(kind, key, session.user.name);
      // Its note went with the save.
      else if (kept)
        keepUnsaved(kind, key, session.user.name, { ...kept, version: saved.version, note: '' });
      madeOn.current = saved.version;
      noteSent(note);
      await load(saved.version, false);
      return `Saved as version ${saved.version} (draft).`;
    });

  const submit = (version: number) =>
    act(async () => {
      let already = false;
      try {
        await service.submit(kind, key, version, note || undefined);
      } catch (error) {
        if (!(error instanceof ServiceError && error.status === 409 && error.code === 'conflict'))
          throw error;
        // A retry of a submit whose answer was lost: the first one went through. A colleague's
        // submit is the refusal it was.
        const now = await service.versions(kind, key).catch(() => []);
        const it = now.find((v) => v.version === version);
        if (it?.state !== 'submitted' || it.submittedBy !== session.user.name) throw error;
        already = true;
      }
      noteSent(note);
      await load(version, false);
      return already
        ? `Version ${version} is already submitted for review: your earlier submit reached the service.`
        : `Version ${version} is submitted for review.`;
    });

  const publish = (version: number, rollback: boolean) =>
    act(async () => {
      const result = await service.publish(kind, key, version, note, seenLive);
      noteSent(note);
      await load(version);
      // The API serves a server-driven config; the others are built into the app. The landing
      // template `default` is both: served to a link that names it, built in for the page
      // opened without a template.
      const builtIn = 'the next release takes it (npm run config:export before its build)';
      const reaches = !subject?.endpoint
        ? `The app is built with this document: ${builtIn}.`
        : kind === 'landing-template' && key === 'default'
          ? `A link with templateId=default shows it within a minute; for the page opened without a template, ${builtIn}.`
          : 'The app shows it within a minute.';
      return rollback
        ? `Rolled back: version ${result.live} is live again. ${reaches}`
        : `Version ${result.live} is live. ${reaches}`;
    }, version);

  /** The latest comparison asked for: an earlier one's answer, arriving late, is not shown. */
  const latestDiff = useRef(0);
  const showDiff = async (from: number, to: number) => {
    setSaid(null);
    const thisDiff = ++latestDiff.current;
    try {
      const changes = await service.diff(kind, key, from, to);
      if (thisDiff === latestDiff.current) setDiff({ from, to, changes });
    } catch (error) {
      if (thisDiff !== latestDiff.current) return;
      if (error instanceof ServiceError && error.status === 401) return onSignedOut(error.message);
      setSaid({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  if (loadError)
    return (
      <section aria-label="Document" css={panel}>
        {/* A save or a submit whose reload failed still landed: say so above the failure. */}
        {said?.tone === 'ok' && (
          <div css={{ marginBottom: 10 }}>
            <Notice tone="ok" role="status">
              {said.text}
            </Notice>
          </div>
        )}
        <Notice tone="error" role="alert">
          {loadError}
        </Notice>
        <div css={{ marginTop: 10 }}>
          <Button onClick={() => void load()}>Retry</Button>
        </div>
      </section>
    );
  if (!opened || !versions)
    return (
      <div css={panel} role="status">
        Loading {kindLabel(kind)} <code>{key}</code>…
      </div>
    );

  const version = opened.version;
  const blockers: string[] = [];
  if (problems.length > 0)
    blockers.push(
      `fix the ${problems.length === 1 ? 'problem' : `${problems.length} problems`} below`,
    );
  if (dirty) blockers.push('save your changes as a draft');
  const blockedWhy = blockers.length ? `First ${blockers.join(' and ')}.` : '';
  const canSubmit = version !== null && opened.state === 'draft';
  const canPublish =
    publisher && version !== null && (opened.state === 'submitted' || opened.state === 'retired');

  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 16px;
        align-items: start;
        min-width: 0;
        height: 100%;
        && {
          overflow: hidden;
          padding-bottom: 0;
        }
        & > * {
          max-height: 100%;
          overflow: auto;
        }
      `}
    >
      <section
        aria-label="Document"
        css={{ display: 'grid', gap: 12, minWidth: 0, paddingBottom: 16, alignContent: 'start' }}
      >
        <header css={panel}>
          <h2 css={{ fontSize: 18 }}>
            {kindLabel(kind)} <code css={{ color: color.muted, fontSize: 15 }}>{key}</code>
          </h2>
          <dl
            css={css`
              display: grid;
              grid-template-columns: auto 1fr;
              gap: 4px 12px;
              margin: 10px 0 0;
              dt {
                color: ${color.muted};
              }
              dd {
                margin: 0;
                display: flex;
                flex-wrap: wrap;
                gap: 6px;
                align-items: center;
              }
            `}
          >
            <dt>Live</dt>
            <dd data-testid="live">
              {live ? (
                <>
                  Version {live.version} <StateBadge state="published" /> published by{' '}
                  {live.publishedBy} on {when(live.publishedAt)}
                </>
              ) : (
                'Nothing published: the app shows its shipped default.'
              )}
            </dd>
            <dt>Editing</dt>
            <dd data-testid="editing">
              {version === null ? (
                <>
                  A new document from the shipped default <StateBadge state="new" />
                </>
              ) : (
                <>
                  Version {version} <StateBadge state={opened.state} />
                  {versions.find((v) => v.version === version)?.author &&
                    ` by ${versions.find((v) => v.version === version)!.author}`}
                </>
              )}
              {dirty && (
                <strong css={{ color: color.warn }}>
                  · unsaved changes{' '}
                  <Button
                    small
                    tone="ghost"
                    onClick={() => {
                      replaceText(asText(opened.body));
                      setServerProblems([]);
                    }}
                  >
                    Discard
                  </Button>
                </strong>
              )}
            </dd>
          </dl>
        </header>

        <div css={panel}>
          <div
            css={css`
              display: grid;
              grid-template-columns: minmax(160px, 1fr) auto;
              gap: 10px;
              align-items: end;
            `}
          >
            <TextField
              label="Note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="What changed and why"
            />
            <div
              role="group"
              aria-label="Actions"
              css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
            >
              <Button
                tone={dirty ? 'primary' : 'secondary'}
                // A new document saves as it is: the shipped default is a fine first draft.
                disabled={busy || !(dirty || opened.state === 'new') || !parsed.ok}
                onClick={() => void saveDraft()}
              >
                Save draft
              </Button>
              {canSubmit && (
                <Button
                  tone={dirty ? 'secondary' : 'primary'}
                  disabled={busy || blockers.length > 0}
                  aria-describedby={blockedWhy ? 'blocked-why' : undefined}
                  onClick={() => void submit(version)}
                >
                  Submit for review
                </Button>
              )}
              {canPublish && (
                <Button
                  tone="primary"
                  disabled={busy || blockers.length > 0}
                  aria-describedby={blockedWhy ? 'blocked-why' : undefined}
                  onClick={() => void publish(version, opened.state === 'retired')}
                >
                  {opened.state === 'retired'
                    ? `Roll back to version ${version}`
                    : `Publish version ${version}`}
                </Button>
              )}
            </div>
          </div>
          {blockedWhy && (canSubmit || canPublish) && (
            <p id="blocked-why" css={{ margin: '8px 0 0', color: color.warn, fontWeight: 500 }}>
              {canSubmit ? 'Submitting' : 'Publishing'} is blocked: {blockedWhy}
            </p>
          )}
          {opened.state === 'submitted' && !publisher && (
            <p css={{ margin: '8px 0 0', color: color.muted }}>
              Submitted: a publisher reviews and publishes it.
            </p>
          )}
          {said && (
            <div css={{ marginTop: 10 }}>
              <Notice tone={said.tone} role={said.tone === 'error' ? 'alert' : 'status'}>
                {said.text}
              </Notice>
            </div>
          )}
        </div>

        <div css={panel}>
          <Tabs label="Editor" idBase="doc" tabs={TABS} current={tab} onChange={setTab} />
          <div
            id="doc-panel"
            role="tabpanel"
            aria-labelledby={`doc-tab-${tab}`}
            css={{ paddingTop: 14 }}
          >
            {tab === 'form' &&
              (!form ? (
                <Notice>This kind has no form: edit it in the JSON tab.</Notice>
              ) : !parsed.ok ? (
                <Notice tone="warn">
                  The JSON does not parse, so the form cannot show it: fix it in the JSON tab.
                </Notice>
              ) : (
                <FormEditor
                  schema={form.schema}
                  validator={form.validator}
                  doc={parsed.value}
                  problems={problems}
                  selected={selection.pointer}
                  reveal={selection.reveal}
                  onChange={editDoc}
                  onSelect={(pointer) => select(pointer, false)}
                />
              ))}
            {tab === 'json' && subject && (
              <EditorPane
                key={textEpoch}
                editor={editor}
                initialText={text}
                schemaId={subject.schemaId}
                problems={problems}
                label="JSON being edited"
                onChange={edit}
              />
            )}
            {tab === 'history' && (
              <History
                versions={versions}
                steps={steps}
                publisher={publisher}
                busy={busy}
                unsaved={dirty}
                current={version}
                compare={compare}
                onCompare={setCompare}
                onOpen={(v) => void load(v)}
                onPublish={(v, rollback) => void publish(v, rollback)}
                onDiff={(from, to) => void showDiff(from, to)}
                diff={diff}
              />
            )}
          </div>
          {tab !== 'history' && <ProblemList problems={problems} onReveal={reveal} />}
        </div>
      </section>
      {subject && (
        <div css={[panel, { width: 456, padding: 12 }]}>
          <PhonePreview
            subject={subject}
            doc={lastValid}
            selected={selection.pointer}
            onPick={(pointer) => reveal(pointer)}
          />
        </div>
      )}
    </div>
  );
}

/** The audit steps the history shows under their version, besides the draft's own note. */
const STEP_LABELS: Readonly<Record<string, string>> = {
  submit: 'Submitted',
  publish: 'Published',
  rollback: 'Rolled back to this version',
};

function History({
  versions,
  steps,
  publisher,
  busy,
  unsaved,
  current,
  compare,
  onCompare,
  onOpen,
  onPublish,
  onDiff,
  diff,
}: {
  versions: readonly VersionInfo[];
  steps: readonly AuditEntry[] | null;
  publisher: boolean;
  busy: boolean;
  /** Edits not saved yet: opening or publishing another version would replace them. */
  unsaved: boolean;
  current: number | null;
  compare: { from: number; to: number } | null;
  onCompare: (c: { from: number; to: number }) => void;
  onOpen: (version: number) => void;
  onPublish: (version: number, rollback: boolean) => void;
  onDiff: (from: number, to: number) => void;
  diff: { from: number; to: number; changes: Change[] } | null;
}) {
  if (versions.length === 0)
    return <p css={{ color: color.muted }}>No versions yet: save a draft to start the history.</p>;
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      {unsaved && (
        <p css={{ margin: 0, color: color.warn }}>
          Save or discard your unsaved changes to open or publish another version.
        </p>
      )}
      {!steps && (
        <p css={{ margin: 0, color: color.warn }}>
          The notes given on submitting and publishing could not be read; open the document again to
          retry.
        </p>
      )}
      <ol
        aria-label="Versions, newest first"
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          border: 1px solid ${color.line};
          border-radius: ${radius}px;
          li + li {
            border-top: 1px solid ${color.line};
          }
          li[aria-current='true'] {
            background: ${color.accentSoft};
          }
        `}
      >
        {versions.map((v) => (
          <li
            key={v.version}
            aria-current={v.version === current ? 'true' : undefined}
            css={css`
              display: grid;
              grid-template-columns: minmax(0, 1fr) auto;
              gap: 4px 10px;
              padding: 8px 10px;
              align-items: center;
            `}
          >
            <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <strong>v{v.version}</strong>
              <StateBadge state={v.state} />
              <span css={{ color: color.muted, fontSize: 12.5 }}>
                {v.author}, {when(v.createdAt)}
                {v.publishedBy &&
                  ` · published by ${v.publishedBy}${v.publishedAt ? `, ${when(v.publishedAt)}` : ''}`}
              </span>
            </div>
            <div css={{ display: 'flex', gap: 6, justifyContent: 'flex-end' }}>
              <Button
                small
                disabled={unsaved}
                onClick={() => onOpen(v.version)}
                aria-label={`Open version ${v.version}`}
              >
                Open
              </Button>
              {publisher && v.state === 'retired' && (
                <Button
                  small
                  tone="danger"
                  disabled={busy || unsaved}
                  onClick={() => onPublish(v.version, true)}
                >
                  Roll back to v{v.version}
                </Button>
              )}
              {publisher && v.state === 'submitted' && (
                <Button
                  small
                  tone="primary"
                  disabled={busy || unsaved}
                  onClick={() => onPublish(v.version, false)}
                >
                  Publish v{v.version}
                </Button>
              )}
            </div>
            <div css={{ gridColumn: '1 / -1', fontSize: 13 }}>
              {v.note || <span css={{ color: color.muted }}>No note</span>}
            </div>
            {(steps ?? [])
              .filter((s) => Number(s.version) === v.version && STEP_LABELS[s.action])
              .reverse()
              .map((s, i) => (
                <div key={i} css={{ gridColumn: '1 / -1', fontSize: 13 }}>
                  {STEP_LABELS[s.action]} by {s.user}, {when(s.at)}
                  {s.note ? `: ${s.note}` : <span css={{ color: color.muted }}>: no note</span>}
                </div>
              ))}
          </li>
        ))}
      </ol>
      {versions.length >= 2 && compare && (
        <div css={{ display: 'flex', gap: 10, alignItems: 'end', flexWrap: 'wrap' }}>
          <SelectField
            label="Compare from"
            value={compare.from}
            onChange={(e) => onCompare({ ...compare, from: Number(e.target.value) })}
          >
            {versions.map((v) => (
              <option key={v.version} value={v.version}>
                v{v.version} ({v.state})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="to"
            value={compare.to}
            onChange={(e) => onCompare({ ...compare, to: Number(e.target.value) })}
          >
            {versions.map((v) => (
              <option key={v.version} value={v.version}>
                v{v.version} ({v.state})
              </option>
            ))}
          </SelectField>
          <Button disabled={busy} onClick={() => onDiff(compare.from, compare.to)}>
            Show changes
          </Button>
        </div>
      )}
      {diff && <DiffView from={diff.from} to={diff.to} changes={diff.changes} />}
    </div>
  );
}
