import { describe, it, expect, vi } from 'vitest';
import { isMessagingInAppBrowser } from '../../src/lib/user-agent';

const IN_APP: Record<string, string> = {
  'Facebook iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  'Facebook Android':
    'Mozilla/5.0 (Linux; Android 13; SM-A525F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/447.0.0.38.109;]',
  'Messenger Android':
    'Mozilla/5.0 (Linux; Android 12; CPH2219 Build/SKQ1.211019.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/437.0.0.32.108;]',
  'Messenger iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/433.0.0.33.113;FBBV/520286532;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/2;FBCR/;FBID/phone;FBLC/en_US;FBOP/0]',
  WhatsApp:
    'Mozilla/5.0 (Linux; Android 11; Redmi Note 8 Build/RKQ1.201004.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 WhatsApp/2.23.24.76',
  Viber:
    'Mozilla/5.0 (Linux; Android 10; Infinix X682B Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.5938.153 Mobile Safari/537.36 Viber/20.7.0.1',
  Telegram:
    'Mozilla/5.0 (Linux; Android 13; 2201117TG Build/TKQ1.221114.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 Telegram-Android/10.3.2 (Xiaomi 2201117TG; Android 13; SDK 33; AVERAGE)',
  LINE: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
  WeChat:
    'Mozilla/5.0 (Linux; Android 12; V2111 Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2585 MicroMessenger/8.0.33.2320(0x2800213D) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64',
  Instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.2.21.109 (iPhone13,2; iOS 17_2_1; en_US; en; scale=3.00; 1170x2532; 548375166)',
};

const PLAIN: Record<string, string> = {
  'Chrome Android':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Safari iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Android WebView':
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Desktop Chrome on Linux':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

describe('isMessagingInAppBrowser', () => {
  for (const [name, ua] of Object.entries(IN_APP)) {
    it(`is true for ${name}`, () => {
      expect(isMessagingInAppBrowser(ua)).toBe(true);
    });
  }

  for (const [name, ua] of Object.entries(PLAIN)) {
    it(`is false for ${name}`, () => {
      expect(isMessagingInAppBrowser(ua)).toBe(false);
    });
  }

  it('is false for an empty user agent', () => {
    expect(isMessagingInAppBrowser('')).toBe(false);
  });

  it('reads navigator.userAgent by default', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IN_APP.Viber ?? '');
    expect(isMessagingInAppBrowser()).toBe(true);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PLAIN['Safari iOS'] ?? '');
    expect(isMessagingInAppBrowser()).toBe(false);
  });

  it('is false when there is no navigator', () => {
    vi.stubGlobal('navigator', undefined);
    try {
      expect(isMessagingInAppBrowser()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
