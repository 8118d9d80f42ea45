// Turns a TextSource (literal, catalogue key or data binding) into the string a node shows.
import type { Binding, TextSource } from '../src/generated/types';
import { formatters } from '../src/lib/format';
import type { RendererContextValue } from './context';
import { resolvePointer } from './pointer';

type TextContext = Pick<RendererContextValue, 'data' | 't' | 'rupee'>;

function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function resolveBinding(binding: Binding, ctx: TextContext): string {
  const value = resolvePointer(ctx.data, binding.bind);
  const text = binding.format
    ? formatters[binding.format](value, { t: ctx.t, rupee: ctx.rupee })
    : stringify(value);
  if (text === '' && binding.fallbackKey) return ctx.t(binding.fallbackKey);
  return text;
}

export function resolveText(source: TextSource | undefined, ctx: TextContext): string {
  if (source === undefined) return '';
  if (typeof source === 'string') return source;
  if ('key' in source) {
    const params: Record<string, string> = {};
    for (const [name, binding] of Object.entries(source.params ?? {})) {
      params[name] = resolveBinding(binding, ctx);
    }
    return ctx.t(source.key, params);
  }
  return resolveBinding(source, ctx);
}
