// The zh catalogue: only the strings the spec gives in this language, verbatim; every other
// key falls back to English.
import type { MessageKey } from './en';

export const zh: Partial<Record<MessageKey, string>> = {
  'card.selectFirst': '请先选择还款银行卡',
  'card.noResend': '请勿重复发送',
  'promo.phoneWrong': '请输入正确的手机号',
  'promo.captchaMissing': '请输入图形验证码',
  'promo.smsMissing': '请输入短信验证码',
  'promo.mobileFirst': '请先输入手机号',
  'promo.noResend': '请勿重复发送',
  'promo.registered': '注册成功',
  'promo.already': '已注册，请下载APP登录',
  'promo.captchaWrong': '图形验证码错误，请重试',
};
