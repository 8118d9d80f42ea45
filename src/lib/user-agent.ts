// Detects the in-app browsers of messaging apps, where downloads, file pickers and
// window.open often fail, so the app can suggest opening the page in the real browser.

const MESSAGING_MARKERS: readonly RegExp[] = [
  /\bFBAN\//, // Facebook / Messenger on iOS
  /\bFBAV\//, // Facebook app version, both platforms
  /\bFB_IAB\//, // Facebook in-app browser on Android
  /\bMessenger/i,
  /\bWhatsApp/i,
  /\bViber/i,
  /\bTelegram/i,
  / Line\//, // case-sensitive: LINE writes "Line/", and a lower-case match would be too loose
  /\bMicroMessenger\//i, // WeChat
  /\bInstagram\b/i,
];

export function isMessagingInAppBrowser(ua?: string): boolean {
  const agent = ua ?? (typeof navigator !== 'undefined' ? navigator.userAgent : undefined);
  if (typeof agent !== 'string' || agent === '') return false;
  return MESSAGING_MARKERS.some((marker) => marker.test(agent));
}
