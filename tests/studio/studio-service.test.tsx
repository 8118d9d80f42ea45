// The studio on the config service, against the in-memory mock of its contract
// (./mock-config-service.ts): signing in and out, the document list, saving a draft the
// service refuses with problems, submitting blocked by problems, publishing with the live
// version the operator saw, the 409 `stale` message, rolling back, the diff, what each role is
// offered (and a 403 said plainly), moving entries by keyboard, and the service being absent.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bank from '../../schemas/v1/config/bank-form-layout.default.json';
import brand from '../../schemas/v1/config/brand.default.json';
import landing from '../../schemas/v1/config/landing-template.default.json';
import { ConfigService } from '../../src/studio/service/client';
import { StudioApp } from '../../src/studio/StudioApp';
import { asText, documentById } from '../../src/studio/documents';
import { MockConfigService, mockFetch, type MockRequest } from './mock-config-service';

const opened = {
  subject: documentById('landing-template')!,
  text: asText(landing),
  notice: '',
};

function seeded(): MockConfigService {
  return new MockConfigService([
    {
      kind: 'landing-template',
      key: 'summer',
      versions: [
        { state: 'retired', body: landing, note: 'first', publishedBy: 'pat' },
        {
          state: 'published',
          body: { ...landing, headline: 'Live headline' },
          publishedBy: 'pat',
          publishedAt: '2026-11-20T09:00:00Z',
        },
        { state: 'submitted', body: { ...landing, headline: 'Submitted headline' } },
      ],
    },
    {
      kind: 'bank-form-layout',
      key: 'default',
      versions: [{ state: 'draft', body: bank }],
    },
    {
      kind: 'brand',
      key: 'default',
      // A draft the checks refuse (seeded past the service's own checks).
      versions: [{ state: 'draft', body: { ...brand, companyName: '' } }],
    },
  ]);
}

let service: MockConfigService;

beforeEach(() => {
  service = seeded();
  // The preview's own calls (the fixture API) find nothing here: it stays as it is.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderStudio(fetchImpl: typeof fetch = mockFetch(service)) {
  return render(<StudioApp opened={opened} service={new ConfigService(fetchImpl)} />);
}

async function signIn(user: 'erin' | 'pat') {
  const u = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign in' });
  await u.type(screen.getByLabelText('User name'), user);
  await u.type(
    screen.getByLabelText('Password'),
    user === 'pat' ? 'publisher-pass' : 'editor-pass',
  );
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Signed in as');
  return u;
}

async function openDocument(u: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await u.click(await screen.findByRole('button', { name }));
  await screen.findByTestId('editing');
}

/** sam saves version 4 of the summer landing template, headline "Colleague". */
function colleagueSaves(): void {
  service.docs.get('landing-template/summer')!.push({
    version: 4,
    state: 'draft',
    author: 'sam',
    createdAt: '2026-11-21T09:00:00Z',
    note: 'colleague',
    body: { ...landing, headline: 'Colleague' },
  });
}

/** The studio, its saves held until the returned release is called. */
/** Starts a new landing template of this templateId from the document list. */
async function startTemplate(u: ReturnType<typeof userEvent.setup>, templateId: string) {
  await u.click(await screen.findByRole('button', { name: '+ New landing template' }));
  await u.type(screen.getByLabelText('New landing template: templateId'), templateId);
  await u.click(screen.getByRole('button', { name: 'Start' }));
}

function renderStudioHoldingSaves(): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = mockFetch(service);
  renderStudio(async (input, init) => {
    if (init?.method === 'POST' && String(input).endsWith('/versions')) await held;
    return answer(input, init);
  });
  return release;
}

const lastWrite = (path: RegExp): MockRequest =>
  service.requests.filter((r) => r.method !== 'GET' && path.test(r.url)).at(-1)!;

describe('signing in and out', () => {
  it('refuses a wrong password, signs in with the role shown, and signs out', async () => {
    const u = userEvent.setup();
    renderStudio();
    await screen.findByRole('heading', { name: 'Sign in' });
    await u.type(screen.getByLabelText('User name'), 'pat');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The user name or the password is wrong.',
    );

    await u.clear(screen.getByLabelText('Password'));
    await u.type(screen.getByLabelText('Password'), 'publisher-pass');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('user')).textContent).toBe('Signed in as pat');
    expect(screen.getByText('publisher')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(lastWrite(/\/session$/).method).toBe('DELETE');
    expect(lastWrite(/\/session$/).headers['x-csrf-token']).toBe('csrf-s1');
    expect(service.cookie).toBeNull();
  });

  it('signs out after signing in again in another tab, whose token this page lacks', async () => {
    renderStudio();
    const u = await signIn('erin');
    service.signInElsewhere('erin');
    await u.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(service.cookie).toBeNull();
  });

  it('opens signed in when the session is still there', async () => {
    service.handle({
      method: 'POST',
      url: '/config-api/v1/session',
      headers: {},
      body: { username: 'erin', password: 'editor-pass' },
    });
    renderStudio();
    expect((await screen.findByTestId('user')).textContent).toBe('Signed in as erin');
  });

  it('says what the gateway means by its own 413 and 429 pages, not that the service is down', async () => {
    for (const [status, words] of [
      [413, 'The document is too large: the service takes at most 1 MB.'],
      [429, 'Too many requests from this address: wait a minute and try again.'],
    ] as const) {
      const gateway = new ConfigService(
        async () =>
          new Response('<html><body>nginx</body></html>', {
            status,
            headers: { 'Content-Type': 'text/html' },
          }),
      );
      await expect(gateway.signIn('erin', 'editor-pass')).rejects.toMatchObject({
        status,
        message: words,
      });
    }
  });

  it('says the service is not reachable, retries, and offers the file editor', async () => {
    service.down = true;
    const u = userEvent.setup();
    renderStudio();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The config service is not reachable.',
    );
    service.down = false;
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Sign in' });
  });

  it('offers the file editor of before when the service is absent', async () => {
    service.down = true;
    const u = userEvent.setup();
    renderStudio();
    await u.click(await screen.findByRole('button', { name: 'Edit files without the service' }));
    expect(await screen.findByRole('button', { name: 'Download JSON' })).toBeTruthy();
    expect(window.sessionStorage.getItem('studio-mode')).toBe('files');
  });
});

describe('the file editor', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the edits of a document while another is chosen, and brings them back', async () => {
    render(<StudioApp opened={opened} files service={new ConfigService(mockFetch(service))} />);
    const edited = asText({ ...landing, headline: 'My edited headline' });
    fireEvent.change(screen.getByLabelText('JSON file to open'), {
      // jsdom's File has no text().
      target: { files: [{ name: 'mine.json', size: edited.length, text: async () => edited }] },
    });
    await screen.findByText('Opened mine.json.');
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'brand' } });
    await screen.findByText('Loaded the shipped default.');
    expect(document.querySelector('.cm-content')!.textContent).toContain(brand.companyName);
    fireEvent.change(screen.getByLabelText('Document'), {
      target: { value: 'landing-template' },
    });
    expect(document.querySelector('.cm-content')!.textContent).toContain('My edited headline');
    await screen.findByText(/Your last draft of this document is back/);
  });
});

describe("the tab's fixture choice", () => {
  it('is put back when the studio closes, in service mode too', async () => {
    document.cookie = 'fixture-scenario=mine; path=/';
    const { unmount } = renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    // What a preview frame sets (src/studio/frame.ts).
    document.cookie = 'fixture-scenario=studio; path=/';
    unmount();
    expect(document.cookie).toContain('fixture-scenario=mine');
    document.cookie = 'fixture-scenario=; path=/; max-age=0';
  });
});

describe('the document list', () => {
  it('lists each document with its kind, key, live version and latest state', async () => {
    renderStudio();
    await signIn('erin');
    const list = await screen.findByRole('navigation', { name: 'Documents' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Promotion landing template' + 'summer' + 'Live: v2·v3 submitted',
      'Bank-form layout' + 'default' + 'Not live·v1 draft',
      'Brand config' + 'default' + 'Not live·v1 draft',
    ]);
  });

  it('of two list loads, the later one shows however the answers arrive', async () => {
    // The list asked for after a save is held back; the one after the submit that follows is
    // not: the save's answer, arriving last, is older.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = mockFetch(service);
    let lists = 0;
    renderStudio(async (input, init) => {
      const answered = answer(input, init);
      if (String(input).endsWith('/documents') && ++lists === 2) await held;
      return answered;
    });
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Sent');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 4 (draft).');
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Version 4 is submitted for review.');
    const list = screen.getByRole('navigation', { name: 'Documents' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(/v4 submitted/),
    );
    release();
    await act(() => held);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(/v4 submitted/);
  });
});

describe('drafts and problems', () => {
  it('a save whose reload fails still says it was saved, above the failure and its Retry', async () => {
    const answer = mockFetch(service);
    let saved = false;
    renderStudio(async (input, init) => {
      if (saved) throw new TypeError('Failed to fetch');
      const response = await answer(input, init);
      saved = init?.method === 'POST' && String(input).endsWith('/versions');
      return response;
    });
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    const headline = screen.getByLabelText(/^Headline/);
    await u.clear(headline);
    await u.type(headline, 'Cash for the holidays');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    // The pane's load failure (the document list says the same of its own reload).
    const pane = screen.getByRole('region', { name: 'Document' });
    await within(pane).findByRole('button', { name: 'Retry' });
    expect(within(pane).getByRole('alert').textContent).toBe(
      'The config service is not reachable.',
    );
    expect(within(pane).getByRole('status').textContent).toBe('Saved as version 4 (draft).');
  });

  it('saves a draft; the service’s 422 problems show by pointer', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    const headline = screen.getByLabelText(/^Headline/);
    await u.clear(headline);
    await u.type(headline, 'Cash for the holidays');
    expect(screen.getByTestId('editing').textContent).toContain('unsaved changes');
    await u.type(screen.getByLabelText('Note'), 'Holiday headline');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 4 (draft).');
    const saved = lastWrite(/\/versions$/);
    expect(saved.body).toMatchObject({
      body: { headline: 'Cash for the holidays' },
      note: 'Holiday headline',
      basedOn: 3,
    });
    expect(saved.headers['x-csrf-token']).toBe('csrf-s1');
    expect(screen.getByTestId('editing').textContent).toMatch(/Version 4\s*draft/);

    // The service refuses a broken one (the local checks say the same, by pointer).
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The document has problems; fix them and save again.',
    );
    const problems = screen.getByRole('region', { name: /problems?: the preview keeps/ });
    expect(
      within(problems)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('/headline');
  });

  it('unsaved edits come back after another document is opened, or the page is reloaded', async () => {
    const first = renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Not saved yet');
    await openDocument(u, /Bank-form layout/);
    await openDocument(u, /Promotion landing template/);
    expect(await screen.findByText('Your unsaved changes are back.')).toBeTruthy();
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe('Not saved yet');
    expect(screen.getByTestId('editing').textContent).toContain('unsaved changes');
    // A reload: a new studio, signed in again, finds them too.
    first.unmount();
    renderStudio();
    await openDocument(u, /Promotion landing template/);
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe('Not saved yet');
    // Saved, they are no longer kept apart.
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 4 (draft).');
    expect(localStorage.getItem('studio-unsaved:erin:landing-template/summer')).toBeNull();
  });

  it('what is typed while a save is on its way stays, as unsaved changes of the saved version', async () => {
    const release = renderStudioHoldingSaves();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    const headline = () => screen.getByLabelText(/^Headline/) as HTMLInputElement;
    await u.clear(headline());
    await u.type(headline(), 'Sent');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await u.type(headline(), ' and more');
    release();
    await screen.findByText('Saved as version 4 (draft).');
    expect(lastWrite(/\/versions$/).body).toMatchObject({ body: { headline: 'Sent' } });
    expect(headline().value).toBe('Sent and more');
    expect(screen.getByTestId('editing').textContent).toMatch(/Version 4[\s\S]*unsaved changes/);
  });

  it('a note typed while a save is on its way stays, for the next step', async () => {
    const release = renderStudioHoldingSaves();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.type(screen.getByLabelText(/^Headline/), '!');
    await u.type(screen.getByLabelText('Note'), 'Louder headline');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await u.clear(screen.getByLabelText('Note'));
    await u.type(screen.getByLabelText('Note'), 'Ready for the sale');
    release();
    await screen.findByText('Saved as version 4 (draft).');
    expect(lastWrite(/\/versions$/).body).toMatchObject({ note: 'Louder headline' });
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Ready for the sale');
  });

  it('what is typed in the JSON tab while a save is on its way stays where it is typed', async () => {
    const release = renderStudioHoldingSaves();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Sent');
    await u.click(screen.getByRole('tab', { name: 'JSON' }));
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    const json = document.querySelector<HTMLElement>('.cm-content')!;
    json.focus();
    release();
    await screen.findByText('Saved as version 4 (draft).');
    // The same editor, still focused: the next keys land in it, and Undo has its history.
    expect(document.querySelector('.cm-content')).toBe(json);
    expect(document.activeElement).toBe(json);
  });

  it('a save that lands after another document was opened leaves no "unsaved changes" behind', async () => {
    const release = renderStudioHoldingSaves();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Sent');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await openDocument(u, /Bank-form layout/);
    release();
    await waitFor(() => expect(service.docs.get('landing-template/summer')).toHaveLength(4));
    await waitFor(() =>
      expect(localStorage.getItem('studio-unsaved:erin:landing-template/summer')).toBeNull(),
    );
    await openDocument(u, /Promotion landing template/);
    expect(screen.getByTestId('editing').textContent).toMatch(/Version 4/);
    expect(screen.queryByText(/Your unsaved changes are back/)).toBeNull();
  });

  it('edits made on a new document keep their warning on every visit until saved', async () => {
    // Edits on the shipped default (no version then), not saved; a colleague has since saved
    // version 1.
    localStorage.setItem(
      'studio-unsaved:erin:brand/default',
      JSON.stringify({ version: null, text: JSON.stringify({ ...brand, companyName: 'Mine' }) }),
    );
    const warning =
      'Your unsaved changes are back. They were made on the shipped default; version 1 is the latest: compare them in History before you save.';
    const first = renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Brand config/);
    expect(await screen.findByText(warning)).toBeTruthy();
    first.unmount();
    renderStudio();
    await openDocument(u, /Brand config/);
    expect(await screen.findByText(warning)).toBeTruthy();
  });

  it('unsaved edits on a version a colleague has since built on come back on that version, with a word', async () => {
    const first = renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Mine, not saved');
    first.unmount();
    colleagueSaves();
    renderStudio();
    await openDocument(u, /Promotion landing template/);
    expect(
      await screen.findByText(
        'Your unsaved changes are back. They were made on version 3; version 4 is the latest: compare them in History before you save.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe('Mine, not saved');
    expect(screen.getByTestId('editing').textContent).toMatch(/Version 3[\s\S]*unsaved changes/);
    // History opens or publishes no other version over them.
    await u.click(screen.getByRole('tab', { name: 'History' }));
    expect(
      screen.getByText('Save or discard your unsaved changes to open or publish another version.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Open version 4' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(localStorage.getItem('studio-unsaved:erin:landing-template/summer')).toContain(
      'Mine, not saved',
    );
  });

  it('a save after a colleague saved a newer version is refused with a word; the edits stay; a second save keeps both versions', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Mine');
    colleagueSaves();
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Version 4 was saved by sam at 2026-11-21T09:00:00Z while you were editing; compare it with your changes, then save again. Your changes are kept; History compares version 3, which you opened, with version 4. Save draft again to save yours as the newest version.',
      ),
    ).toBeTruthy();
    expect(lastWrite(/\/versions$/).body).toMatchObject({ basedOn: 3, expectedLatest: 3 });
    expect(service.docs.get('landing-template/summer')).toHaveLength(4);
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe('Mine');
    await u.click(screen.getByRole('tab', { name: 'History' }));
    expect((screen.getByLabelText('Compare from') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('to') as HTMLSelectElement).value).toBe('4');
    await u.click(screen.getByRole('tab', { name: 'Form' }));
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 5 (draft).');
    expect(lastWrite(/\/versions$/).body).toMatchObject({ basedOn: 3, expectedLatest: 4 });
    expect(
      service.docs
        .get('landing-template/summer')!
        .map((v) => (v.body as { headline: string }).headline),
    ).toEqual([landing.headline, 'Live headline', 'Submitted headline', 'Colleague', 'Mine']);
  });

  it('a session that ends while editing says it expired at the sign-in, and the edits come back', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Kept across sign-in');
    await u.type(screen.getByLabelText('Note'), 'New headline for the sale');
    // The service forgot the session (it expired and was cleared): its 401 says "not signed in".
    service.cookie = 'ended';
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByText(/Your unsaved changes come back/)).textContent).toBe(
      'Your session has expired; sign in again. Your unsaved changes come back when you open the document again.',
    );
    await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe(
      'Kept across sign-in',
    );
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe(
      'New headline for the sale',
    );
  });

  it('a new landing template open when the session expired opens again on signing in, with its edits', async () => {
    renderStudio();
    const u = await signIn('erin');
    await startTemplate(u, 'autumn-2026');
    await screen.findByTestId('editing');
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Autumn cash');
    service.cookie = 'ended';
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Your session has expired/);
    await signIn('erin');
    // Not in the document list (nothing saved yet): only its templateId, typed again, found it.
    expect(((await screen.findByLabelText(/^Headline/)) as HTMLInputElement).value).toBe(
      'Autumn cash',
    );
    expect(screen.getByRole('heading', { level: 2, name: /autumn-2026/ })).toBeTruthy();
  });

  it('of two versions opened one after the other, the second stays open however the answers arrive', async () => {
    let releaseFirst = () => {};
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    const answer = mockFetch(service);
    renderStudio(async (input, init) => {
      if (String(input).endsWith('/versions/1')) await first;
      return answer(input, init);
    });
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    await u.click(screen.getByRole('button', { name: 'Open version 1' }));
    await u.click(screen.getByRole('button', { name: 'Open version 2' }));
    await waitFor(() => expect(screen.getByTestId('editing').textContent).toMatch(/Version 2/));
    releaseFirst();
    await act(() => first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('editing').textContent).toMatch(/Version 2/);
  });

  it('edits one draft in the form and the JSON tab', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'From the form');
    await u.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = document.querySelector('.cm-content')!;
    expect(json.textContent).toContain('"headline": "From the form"');
    await u.click(screen.getByRole('tab', { name: 'Form' }));
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe('From the form');
  });

  it('blocks submitting while the document has problems', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Brand config/);
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Submitting is blocked: First fix the problem below/)).toBeTruthy();
    expect(screen.getByText('/companyName')).toBeTruthy();

    await u.type(screen.getByLabelText(/^Company name/), 'Fixed Lending Corp');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 2 (draft).');
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Version 2 is submitted for review.');
    expect(lastWrite(/\/submit$/).url).toContain('/documents/brand/default/versions/2/submit');
  });
});

describe('publishing', () => {
  it('publishes the submitted version with the live version the operator saw', async () => {
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('button', { name: 'Publish version 3' }));
    await screen.findByText('Version 3 is live. The app shows it within a minute.');
    const publish = lastWrite(/\/publish$/);
    expect(publish.url).toContain('/versions/3/publish');
    expect(publish.body).toMatchObject({ expectedLive: 2 });
    expect(publish.headers['x-csrf-token']).toBe('csrf-s1');
    expect(screen.getByTestId('live').textContent).toContain('Version 3');
  });

  it('says a published brand config reaches borrowers with the next release, as the app is built with it', async () => {
    service.docs.get('brand/default')!.push({
      version: 2,
      state: 'submitted',
      author: 'erin',
      createdAt: '2026-11-21T09:00:00Z',
      note: 'new name',
      body: { ...brand, companyName: 'Fixed Lending Corp' },
    });
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Brand config/);
    await u.click(screen.getByRole('button', { name: 'Publish version 2' }));
    await screen.findByText(
      'Version 2 is live. The app is built with this document: the next release takes it (npm run config:export before its build).',
    );
  });

  it('says clearly when someone published meanwhile (409 stale) and reloads', async () => {
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    service.publishBehind('landing-template', 'summer', 1, 'sam');
    await u.click(screen.getByRole('button', { name: 'Publish version 3' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Version 1 was published by sam at .* while you were looking; review it and publish again\. The document has been reloaded/,
    );
    await waitFor(() => expect(screen.getByTestId('live').textContent).toContain('Version 1'));
    // Publishing again now expects what is live now.
    await u.click(screen.getByRole('button', { name: 'Publish version 3' }));
    await screen.findByText('Version 3 is live. The app shows it within a minute.');
    expect(lastWrite(/\/publish$/).body).toMatchObject({ expectedLive: 1 });
  });

  it('a version published while the operator edits is not taken as reviewed: saving is no look', async () => {
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    service.publishBehind('landing-template', 'summer', 1, 'sam');
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Mine');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 4 (draft).');
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Version 4 is submitted for review.');
    await u.click(screen.getByRole('button', { name: 'Publish version 4' }));
    // It still expects the version live when the operator opened the document.
    expect(lastWrite(/\/publish$/).body).toMatchObject({ expectedLive: 2 });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Version 1 was published by sam .* while you were looking/,
    );
  });

  it('a new landing template saves as it starts, from the shipped default', async () => {
    renderStudio();
    const u = await signIn('erin');
    await startTemplate(u, 'autumn');
    const save = await screen.findByRole('button', { name: 'Save draft' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await u.click(save);
    await screen.findByText('Saved as version 1 (draft).');
    expect(lastWrite(/\/versions$/).body).toMatchObject({ body: landing });
  });

  it('a submit a colleague made first reloads the version: no Submit offered again', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Bank-form layout/);
    await screen.findByRole('button', { name: 'Submit for review' });
    service.docs.get('bank-form-layout/default')![0]!.state = 'submitted';
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/reloaded/);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull(),
    );
  });

  it('a submit retried after its answer was lost says it is submitted, not a red refusal', async () => {
    const answer = mockFetch(service);
    let lost = false;
    renderStudio(async (input, init) => {
      const answered = await answer(input, init);
      // The service takes the first submit; its answer never arrives.
      if (String(input).endsWith('/submit') && !lost) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return answered;
    });
    const u = await signIn('erin');
    await openDocument(u, /Bank-form layout/);
    await u.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The config service is not reachable.',
    );
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(
      'Version 1 is already submitted for review: your earlier submit reached the service.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull(),
    );
    expect(screen.getByTestId('editing').textContent).toMatch(/submitted/);
  });

  it('the history shows the note given on submitting and on publishing, each with its step', async () => {
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Bank-form layout/);
    await u.type(screen.getByLabelText('Note'), 'Ready: GCash tab first');
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Version 1 is submitted for review.');
    await u.type(screen.getByLabelText('Note'), 'Approved by ops lead');
    await u.click(screen.getByRole('button', { name: 'Publish version 1' }));
    await screen.findByText(/Version 1 is live/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    const v1 = within(screen.getByRole('list', { name: 'Versions, newest first' }))
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('v1'))!;
    expect(within(v1).getByText(/^Submitted by pat/).textContent).toMatch(
      /^Submitted by pat, .+: Ready: GCash tab first$/,
    );
    expect(within(v1).getByText(/^Published by pat/).textContent).toMatch(
      /^Published by pat, .+: Approved by ops lead$/,
    );
  });

  it('a history whose audit log cannot be read still lists the versions, and says what is missing', async () => {
    const answer = mockFetch(service);
    renderStudio(async (input, init) =>
      String(input).includes('/audit')
        ? new Response('{"error":{"code":"internal","message":"failed"}}', {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          })
        : answer(input, init),
    );
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('button', { name: 'Open version 1' })).toBeTruthy();
    expect(
      screen.getByText(/The notes given on submitting and publishing could not be read/),
    ).toBeTruthy();
  });

  it('rolls back to an earlier version from the history', async () => {
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    await u.click(screen.getByRole('button', { name: 'Roll back to v1' }));
    await screen.findByText(
      'Rolled back: version 1 is live again. The app shows it within a minute.',
    );
    expect(lastWrite(/\/publish$/).url).toContain('/versions/1/publish');
    expect(lastWrite(/\/publish$/).body).toMatchObject({ expectedLive: 2 });
    expect(screen.getByTestId('live').textContent).toContain('Version 1');
  });
});

describe('what an operator could lose or be misled by', () => {
  it('Discard on the JSON tab empties the editor of the discarded edits too', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Not wanted');
    await u.click(screen.getByRole('tab', { name: 'JSON' }));
    const editing = screen.getByTestId('editing');
    await u.click(within(editing).getByRole('button', { name: 'Discard' }));
    expect(editing.textContent).not.toContain('unsaved changes');
    await waitFor(() => expect(document.body.textContent).not.toContain('Not wanted'));
  });

  it("a version refused in the History is named; the opened version's fields are not marked", async () => {
    const summer = service.docs.get('landing-template/summer')!;
    summer[0]!.body = { ...(summer[0]!.body as object), headline: '' };
    renderStudio();
    const u = await signIn('pat');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    await u.click(screen.getByRole('button', { name: 'Roll back to v1' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Version 1: This version fails the checks; it was not published\. \/headline: /,
    );
    expect(screen.queryByRole('region', { name: /problems?: the preview keeps/ })).toBeNull();
  });

  it("one operator's unsaved edits are not handed to the next who signs in", async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.clear(screen.getByLabelText(/^Headline/));
    await u.type(screen.getByLabelText(/^Headline/), 'Erin half-done');
    await u.click(screen.getByRole('button', { name: 'Sign out' }));
    const v = await signIn('pat');
    await openDocument(v, /Promotion landing template/);
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).not.toBe(
      'Erin half-done',
    );
    expect(screen.queryByText(/Your unsaved changes are back/)).toBeNull();
  });
});

describe('the diff', () => {
  it('shows each change at its pointer, before and after', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    await u.selectOptions(screen.getByLabelText('Compare from'), '1');
    await u.click(screen.getByRole('button', { name: 'Show changes' }));
    const diff = await screen.findByRole('region', { name: 'Changes from version 1 to version 3' });
    expect(within(diff).getByRole('heading').textContent).toBe(
      '1 change from version 1 to version 3',
    );
    const [change] = within(diff).getAllByRole('listitem');
    expect(change!.textContent).toBe(
      `Changed/headlineBefore: ${JSON.stringify(landing.headline)}After: "Submitted headline"`,
    );
  });

  it('of two comparisons asked one after the other, the second shows however the answers arrive', async () => {
    let releaseFirst = () => {};
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    const answer = mockFetch(service);
    renderStudio(async (input, init) => {
      if (String(input).includes('/diff?from=1&')) await first;
      return answer(input, init);
    });
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    await u.click(screen.getByRole('tab', { name: 'History' }));
    await u.selectOptions(screen.getByLabelText('Compare from'), '1');
    await u.click(screen.getByRole('button', { name: 'Show changes' }));
    await u.selectOptions(screen.getByLabelText('Compare from'), '2');
    await u.click(screen.getByRole('button', { name: 'Show changes' }));
    await screen.findByRole('region', { name: 'Changes from version 2 to version 3' });
    releaseFirst();
    await act(() => first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: /^Changes from/ }).getAttribute('aria-label')).toBe(
      'Changes from version 2 to version 3',
    );
  });
});

describe('what each role is offered', () => {
  it('offers an editor no publish or roll back', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Promotion landing template/);
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    expect(screen.getByText('Submitted: a publisher reviews and publishes it.')).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.queryByRole('button', { name: /Roll back|Publish/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open version/ })).toHaveLength(3);
  });

  it('says a 403 plainly', async () => {
    const inner = mockFetch(service);
    const refusing: typeof fetch = async (input, init) =>
      String(input).endsWith('/submit')
        ? new Response(
            JSON.stringify({
              error: { code: 'forbidden', message: 'Your role may not submit this document.' },
            }),
            { status: 403, headers: { 'Content-Type': 'application/json' } },
          )
        : inner(input, init);
    renderStudio(refusing);
    const u = await signIn('erin');
    await openDocument(u, /Bank-form layout/);
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not allowed: Your role may not submit this document.',
    );
  });
});

describe('moving entries', () => {
  it('moves a bank-form card type with Alt+Arrow keys and the buttons, focus following', async () => {
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Bank-form layout/);
    const handle = screen.getByRole('button', { name: /^Entry 1 of 2: drag/ });
    const entriesOf = () =>
      screen
        .getAllByRole('button', { name: /^Entry \d of 2: drag/ })
        .map((b) => b.closest('li')!.querySelector('input[type=number]') as HTMLInputElement)
        .map((input) => input.value);
    expect(entriesOf()).toEqual(['1', '2']);

    handle.focus();
    await u.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(entriesOf()).toEqual(['2', '1']);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Entry 2 of 2/),
    );
    await u.click(screen.getByRole('button', { name: 'Move entry 2 up' }));
    expect(entriesOf()).toEqual(['1', '2']);

    // The moved order is what a draft saves.
    await u.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved as version 2 (draft).');
    expect((lastWrite(/\/versions$/).body as { body: typeof bank }).body.cardTypes).toEqual([
      bank.cardTypes[1],
      bank.cardTypes[0],
    ]);
  });
});

describe('selection between the preview and the editor', () => {
  async function openBrandPreview() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderStudio();
    const u = await signIn('erin');
    await openDocument(u, /Brand config/);
    await act(() => vi.advanceTimersByTimeAsync(400));
    vi.useRealTimers();
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe.phone');
      if (!found?.contentWindow) throw new Error('no preview frame yet');
      return found;
    });
    return { u, frame };
  }

  it('selects and focuses the field a click in the preview names', async () => {
    const { frame } = await openBrandPreview();
    fireEvent(
      window,
      new MessageEvent('message', {
        data: { type: 'studio:select', pointer: '/colors/accent' },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    const field = await waitFor(() => {
      const found = document.querySelector('[data-pointer="/colors/accent"]');
      expect(found?.getAttribute('data-selected')).toBe('true');
      return found!;
    });
    expect(field.contains(document.activeElement)).toBe(true);
  });

  it('ignores a message from another origin or another window', async () => {
    const { frame } = await openBrandPreview();
    for (const init of [
      { origin: 'https://evil.example', source: frame.contentWindow },
      { origin: window.location.origin, source: window },
    ])
      fireEvent(
        window,
        new MessageEvent('message', {
          data: { type: 'studio:select', pointer: '/email' },
          ...init,
        }),
      );
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[data-selected="true"]')).toBeNull();
  });

  it('outlines the field being edited in the preview', async () => {
    const { u, frame } = await openBrandPreview();
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    await u.click(screen.getByLabelText(/^Email/));
    expect(posted).toHaveBeenCalledWith(
      { type: 'studio:highlight', pointer: '/email' },
      window.location.origin,
    );
    // A frame that has just rendered gets the selection again.
    posted.mockClear();
    fireEvent(
      window,
      new MessageEvent('message', {
        data: { type: 'studio:ready' },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    expect(posted).toHaveBeenCalledWith(
      { type: 'studio:highlight', pointer: '/email' },
      window.location.origin,
    );
  });
});
