// What /paymentInstructions shows: the build-time config's channels (all, or the one the
// `channel` query names), every text resolved. The query is only compared with the config's
// ids; it is never shown.
import brand from '../../../schemas/v1/config/brand.default.json';
import shipped from '../../../schemas/v1/config/payment-instructions.default.json';
import type { InstructionText, PaymentInstructions } from '../../generated/types';
import type { Translate } from '../../i18n';

/**
 * The config built in. It is checked against its schema and the catalogue by
 * `npm run validate-config` and tests/scripts/validate-config-instructions.test.ts, not at run
 * time: the build carries no validator for a file that cannot change after it.
 */
export const INSTRUCTIONS = shipped as unknown as PaymentInstructions;

export interface ShownChannel {
  id: string;
  name: string;
  steps: string[];
}

/** A config text: a catalogue key translated (`{biller}` the lender's name), or as written. */
export function instructionText(text: InstructionText, t: Translate): string {
  if (typeof text.text === 'string') return text.text;
  return typeof text.key === 'string' ? t(text.key, { biller: brand.companyName }) : '';
}

/** The channel the query asks for, when the config has it (case and spaces aside). */
export function pickedChannel(search: string, config = INSTRUCTIONS): string | null {
  const asked = new URLSearchParams(search).get('channel')?.trim().toLowerCase();
  return config.channels.some((channel) => channel.id === asked) ? asked! : null;
}

/** The screen data: the picked channel alone, or every channel for a missing or unknown one. */
export function instructionsData(search: string, t: Translate, config = INSTRUCTIONS) {
  const picked = pickedChannel(search, config);
  const channels: ShownChannel[] = config.channels
    .filter((channel) => picked === null || channel.id === picked)
    .map((channel) => ({
      id: channel.id,
      name: instructionText(channel.name, t),
      steps: channel.steps.map((step) => instructionText(step, t)),
    }));
  return { channels, view: { filtered: picked !== null } };
}
