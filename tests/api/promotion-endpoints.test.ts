// The promotion landing's calls against the real fixture server: every recorded scenario is
// answered and judged as intended (success answers validate, invalid* fail their schema,
// the others are refusals with the server's code and message), the server refuses a
// get-sms or register without its required fields, and the captcha image is a PNG.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../src/api/endpoints';
import { isEnvelope, isSuccess } from '../../src/api/envelope';
import {
  channelTemplate,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '../../src/api/promotion-endpoints';
import { callApi } from '../../src/api/transport';
import { validateEnvelope } from '../../src/generated/validators/v1/api/envelope';
import { receivedRequests, useScenario } from './fixture-session';
import { validatorFor } from './validators';

const root = path.resolve(import.meta.dirname, '../..');
const SEARCH = '?templateId=T-7&user_from=fb&utm_tag=summer&invite_code=INV1';

const smsPayload = { phone: '09171234567', capcode: 'A7K3', sid: 'S-1001' };
const registerPayload = { ...smsPayload, smsCode: '123456' };
const trackPayload = {
  page_id: 'T-7',
  user_from: 'fb',
  client_type: 'h5',
  page_type: '',
  utm_tag: 'summer',
  app_from: '',
  phone: '',
};

const promotionCalls: ReadonlyArray<{
  endpoint: Endpoint<unknown>;
  payload: Record<string, string>;
}> = [
  { endpoint: channelTemplate, payload: { templateId: 'T-7' } },
  { endpoint: trackVisit, payload: trackPayload },
  { endpoint: trackClick, payload: trackPayload },
  { endpoint: getSid, payload: {} },
  { endpoint: getSms, payload: smsPayload },
  { endpoint: register, payload: registerPayload },
];

const api = (endpointPath: string, query = '') =>
  new URL(`/amenities${endpointPath}${query ? `?${query}` : ''}`, window.location.origin);

/** The endpoint's recorded scenarios: the *.json files of its fixture folder. */
function fileScenarios(endpointPath: string): string[] {
  return fs
    .readdirSync(path.join(root, 'fixtures/api', endpointPath))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** The raw answer of one scenario, sent the way the app sends it. */
async function rawAnswer(
  endpoint: Endpoint<unknown>,
  payload: Record<string, string>,
  scenario: string,
): Promise<Response> {
  const fields = new URLSearchParams(payload).toString();
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Fixture-Scenario': JSON.stringify({ [endpoint.path]: scenario }),
  };
  if (endpoint.method === 'GET') return fetch(api(endpoint.path, fields), { headers });
  return fetch(api(endpoint.path), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields,
  });
}

async function refusal(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: number; message: string };
  expect(body.code).toBe(400);
  return body.message;
}

/** useScenario is a plain helper (it sets the fixture cookie), not a React hook. */
const chooseScenario = useScenario;

beforeEach(() => {
  window.history.replaceState({}, '', `/promotion${SEARCH}`);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => useScenario(null));

describe('every recorded promotion scenario', () => {
  for (const { endpoint, payload } of promotionCalls) {
    it(`${endpoint.path}: served as recorded and judged as its name says`, async () => {
      const scenarios = fileScenarios(endpoint.path);
      if (endpoint !== channelTemplate) expect(scenarios).toContain('default');
      for (const scenario of scenarios) {
        const res = await rawAnswer(endpoint, payload, scenario);
        expect(res.status, scenario).toBe(200);
        expect(res.headers.get('x-fixture-scenario-used'), scenario).toBe(scenario);
        const text = await res.text();
        const file = path.join(root, 'fixtures/api', endpoint.path, `${scenario}.json`);
        expect(text, scenario).toBe(fs.readFileSync(file, 'utf8'));
        const body: unknown = JSON.parse(text);
        if (scenario.startsWith('invalid') || scenario.startsWith('partial')) {
          expect(validatorFor(endpoint)(body), `${scenario} must fail its schema`).toBe(false);
        } else if (isEnvelope(body) && isSuccess(body, endpoint.success)) {
          expect(validatorFor(endpoint)(body), JSON.stringify(validatorFor(endpoint).errors)).toBe(
            true,
          );
        } else {
          expect(validateEnvelope(body), `${scenario}: a refusal in the envelope`).toBe(true);
        }
      }
    });
  }
});

describe('the app side of each scenario (callApi)', () => {
  async function call(
    endpoint: Endpoint<unknown>,
    payload: Record<string, string>,
    scenario: string,
  ) {
    chooseScenario({ [endpoint.path]: scenario });
    return callApi(endpoint, payload, { toastOnReject: false });
  }

  it('the default answers validate', async () => {
    for (const { endpoint, payload } of promotionCalls) {
      if (endpoint === channelTemplate) continue; // its default belongs to the template work
      const result = await call(endpoint, payload, 'default');
      expect(result.ok, endpoint.path).toBe(true);
    }
    const sid = await call(getSid, {}, 'default');
    expect(sid.ok && (sid.answer as { data: { sid: string } }).data.sid).toBe('S-1001');
  });

  it('the invalid answers are refused as invalid shapes', async () => {
    // getSms and register only acknowledge: whatever else a success carries, it reads.
    const result = await call(getSid, {}, 'invalid');
    expect(!result.ok && result.failure.kind).toBe('invalid');
    // A template sent as anything but an object is no template: the page uses its own.
    const template = await call(channelTemplate, { templateId: 'T-7' }, 'partial-text-data');
    expect(template.ok && (template.answer as { data?: unknown }).data).toBeUndefined();
  });

  const refusals: ReadonlyArray<[Endpoint<unknown>, string, number, string]> = [
    [channelTemplate, 'rejected', 5, 'Template not found'],
    [getSid, 'rejected', 1, 'The captcha service is busy. Please try again later.'],
    [getSms, 'wrong-captcha', 101, 'The image captcha is wrong.'],
    [getSms, 'registered', 11, 'This number is already registered.'],
    [getSms, 'rejected', 7, 'Too many requests, please try later.'],
    [register, 'registered', 11, 'This number is already registered.'],
    [register, 'wrong-captcha', -1, 'Wrong captcha'],
    [register, 'rejected', 9, 'Registration is closed for this campaign.'],
  ];
  for (const [endpoint, scenario, code, message] of refusals) {
    it(`${endpoint.path} ${scenario}: refused with code ${code} and the server's message`, async () => {
      const payload = promotionCalls.find((c) => c.endpoint === endpoint)!.payload;
      const result = await call(endpoint, payload, scenario);
      expect(!result.ok && result.failure).toEqual({
        kind: 'rejected',
        code,
        message,
        serverSaid: true,
      });
    });
  }
});

describe('request checks', () => {
  it('get-sms without phone, capcode or sid is refused, naming the field', async () => {
    for (const field of getSms.required) {
      const payload: Record<string, string> = { ...smsPayload };
      delete payload[field];
      const message = await refusal(await rawAnswer(getSms, payload, 'default'));
      expect(message).toContain(`missing the required field "${field}"`);
    }
    const empty = await refusal(await rawAnswer(getSms, { ...smsPayload, capcode: '' }, 'default'));
    expect(empty).toContain('empty required field "capcode"');
  });

  it('register without phone, capcode, sid or smsCode is refused, naming the field', async () => {
    expect(register.required).toEqual(['phone', 'capcode', 'sid', 'smsCode']);
    for (const field of register.required) {
      const payload: Record<string, string> = { ...registerPayload };
      delete payload[field];
      const message = await refusal(await rawAnswer(register, payload, 'default'));
      expect(message).toContain(`missing the required field "${field}"`);
    }
  });

  it('the app itself gets an HTTP failure for a register without its SMS code', async () => {
    const payload: Record<string, string> = { ...registerPayload };
    delete payload.smsCode;
    const result = await callApi(register, payload, { toastOnReject: false });
    expect(!result.ok && result.failure).toMatchObject({ kind: 'http', status: 400 });
  });

  it('the template needs a templateId; tracking and get-sid need nothing', async () => {
    const message = await refusal(await rawAnswer(channelTemplate, {}, 'default'));
    expect(message).toContain('"templateId"');
    const blank = Object.fromEntries(Object.keys(trackPayload).map((k) => [k, '']));
    for (const endpoint of [trackVisit, trackClick]) {
      expect((await rawAnswer(endpoint, blank, 'default')).status).toBe(200);
    }
    expect((await rawAnswer(getSid, {}, 'default')).status).toBe(200);
  });

  it('get-sms and register are form POSTs: a GET is refused', async () => {
    const res = await fetch(api(getSms.path, new URLSearchParams(smsPayload).toString()), {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(await refusal(res)).toContain('expects POST, got GET');
  });
});

describe('the captcha image', () => {
  const CAPTCHA = '/v3/promotion/get-captcha';

  it('answers a PNG for a sid, never cached, and records the request', async () => {
    const sid = `S-test-${Math.random().toString(36).slice(2)}`;
    // An <img> sends no X-Requested-With; the common query may come along.
    const res = await fetch(api(CAPTCHA, `sid=${sid}&userId=7`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([120, 44]);
    const file = fs.readFileSync(path.join(root, 'fixtures/images/captcha.png'));
    expect(bytes.byteLength).toBe(file.byteLength);

    const recorded = (await receivedRequests()).filter((r) => r.path === CAPTCHA);
    expect(recorded.find((r) => r.query.sid === sid)).toMatchObject({
      method: 'GET',
      query: { sid, userId: '7' },
    });
  });

  it('answers 400 without a sid', async () => {
    expect(await refusal(await fetch(api(CAPTCHA)))).toContain('sid');
    expect((await fetch(api(CAPTCHA, 'sid='))).status).toBe(400);
  });

  it('is not a JSON endpoint: no contract, so no fixture folder or scenario list', async () => {
    const listing = (await (
      await fetch(new URL('/__fixtures', window.location.origin))
    ).json()) as {
      endpoints: Array<{ path: string }>;
    };
    const paths = listing.endpoints.map((e) => e.path);
    expect(paths).not.toContain(CAPTCHA);
    for (const { endpoint } of promotionCalls) expect(paths).toContain(endpoint.path);
    expect(fs.existsSync(path.join(root, 'fixtures/api', CAPTCHA))).toBe(false);
  });
});
