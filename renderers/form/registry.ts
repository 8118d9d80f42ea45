// Field kind (the server's `cate`) → component. A plain map from a factory so tests and
// themes can override or add entries; a cate missing here gets UnknownField.
import { PickListField } from './PickListField';
import { TextField } from './TextField';
import type { FieldComponent, FieldRegistry } from './types';

export const defaultFields = {
  text: TextField,
  enum: PickListField,
  citySelect: PickListField,
  day: PickListField,
} satisfies Record<string, FieldComponent>;

export function createFieldRegistry(overrides: Record<string, FieldComponent> = {}): FieldRegistry {
  return Object.freeze({ ...defaultFields, ...overrides });
}

export const defaultFieldRegistry = createFieldRegistry();

/** Whether the registry has a component for this cate (own keys only: "toString" is unknown). */
export function isKnownCate(registry: FieldRegistry, cate: string): boolean {
  return Object.prototype.hasOwnProperty.call(registry, cate);
}
