// The device parameters a developer types once and every preview link carries. Kept in
// localStorage; a corrupt entry is dropped rather than breaking the page.
import { useEffect, useState } from 'react';
import { readJson, writeJson } from '../../lib/storage';
import { SESSION_KEYS } from '../../lib/session';

export const PREVIEW_KEYS = [...SESSION_KEYS, 'product_id', 'orderId', 'lang'] as const;
export type PreviewParams = Record<(typeof PREVIEW_KEYS)[number], string>;

const STORAGE_KEY = 'test-preview-params';

/** The parameters until the developer changes them; `npm run lighthouse` uses them too. */
export const PREVIEW_DEFAULTS: Readonly<PreviewParams> = {
  deviceId: 'dev-device-0001',
  userId: '10001',
  sessionId: 'dev-session',
  merchantNumber: 'M001',
  mobilePhone: '09171234567',
  appVersion: '1.0.0',
  appName: 'cashloan',
  clientType: 'android',
  product_id: '1',
  orderId: '1001',
  lang: 'en',
};

function isParams(v: unknown): v is Partial<PreviewParams> {
  return (
    typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string')
  );
}

export function usePreviewParams(): [
  PreviewParams,
  (key: keyof PreviewParams, value: string) => void,
] {
  const [params, setParams] = useState<PreviewParams>(() => ({
    ...PREVIEW_DEFAULTS,
    ...readJson(STORAGE_KEY, isParams),
  }));
  useEffect(() => {
    writeJson(STORAGE_KEY, params);
  }, [params]);
  return [params, (key, value) => setParams((p) => ({ ...p, [key]: value }))];
}
