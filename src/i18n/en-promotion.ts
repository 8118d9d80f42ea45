// English strings of the promotion landing and registration (/promotion, SPEC §2, §5, §8;
// contract public.md). The messages the spec gives only in Chinese are the contract's English
// texts here; the zh catalogue keeps them in Chinese.
export const promotionEn = {
  'promo.form': 'Register',
  'promo.mobile': 'Mobile number',
  'promo.captcha': 'Image captcha',
  'promo.captchaRefresh': 'Image captcha: tap for a new one',
  'promo.smsCode': 'SMS code',
  'promo.getCode': 'Get code',
  'promo.resendIn': '{seconds}s',
  'promo.phoneWrong': 'Please enter a correct mobile number',
  'promo.captchaNew': 'Please enter the new image captcha',
  'promo.captchaMissing': 'Please enter the image captcha',
  'promo.smsMissing': 'Please enter the SMS code',
  'promo.mobileFirst': 'Please enter your mobile number first',
  'promo.noResend': 'Please do not resend',
  'promo.registered': 'Registered successfully',
  'promo.already': 'Already registered, please download the app and log in',
  'promo.captchaWrong': 'Wrong image captcha, please try again',
  'promo.smsFailed': 'Could not send the code, please try again',
  'promo.download.title': 'Download the app',
  'promo.download.body':
    'Your account is ready. Get the app, log in with your mobile number and apply for your loan.',
  'promo.download.open': 'Get the app',
} as const;
