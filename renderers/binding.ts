// Turns a TextSource (literal, catalogue key, data binding or a literal template quoting
// bindings) into the string a node shows,
// and any bound value into text: the one value-to-text rule of the renderer.
import type { Binding, FormatterName, TextSource } from './generated/screen-types';
import type { Translate } from './context';
import type { Reader } from './scope';
import type { Formatters } from './services';

export interface TextContext {
  read: Reader;
  t: Translate;
  /** Legacy screens show the rupee sign when the server's flag equals 1. */
  rupee: boolean;
  /** The app's formatters a binding's `format` names. */
  formatters: Formatters;
}

/** Strings and numbers as they are, booleans as words; anything else (objects, null) is ''. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

/**
 * A count (a list's limit) as answers are read (decision 036): 3 or "3"; "", null or other
 * text is none, never 0. Nodes from the data are not checked against their schema.
 */
export function toCount(value: unknown): number | undefined {
  const text = toText(value);
  return /^\d+$/.test(text) ? +text : undefined;
}

/**
 * A value in the format named, or as its text. Nodes from the data are not checked: a format
 * this app does not know (a newer template's) shows the value as it is.
 */
export function formatValue(value: unknown, format: string | undefined, ctx: TextContext): string {
  const formatter =
    format && Object.hasOwn(ctx.formatters, format)
      ? ctx.formatters[format as FormatterName]
      : undefined;
  return formatter ? formatter(value, { t: ctx.t, rupee: ctx.rupee }) : toText(value);
}

export function resolveBinding(binding: Binding, ctx: TextContext): string {
  const text = formatValue(ctx.read(binding.bind), binding.format, ctx);
  if (text === '' && binding.fallbackKey) return ctx.t(binding.fallbackKey);
  return text;
}

export function resolveText(source: TextSource | undefined, ctx: TextContext): string {
  // A number (or null) where nodes from the data have a text: its text, as answers are read.
  if (typeof source !== 'object' || !source) return toText(source);
  if ('key' in source) {
    const params: Record<string, string> = {};
    for (const [name, binding] of Object.entries(source.params ?? {})) {
      params[name] = resolveBinding(binding, ctx);
    }
    return ctx.t(source.key, params);
  }
  if ('template' in source) {
    const { template, params } = source;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const binding = Object.hasOwn(params, name) ? params[name] : undefined;
      return binding ? resolveBinding(binding, ctx) : whole;
    });
  }
  return resolveBinding(source, ctx);
}
