// The form nodes, for a page with a form to add to its registry:
// createRegistry(formNodes). They are not defaults, so pages without a form never download
// react-hook-form: this folder is the only one that imports it.
import type { NodeComponent } from '../context';
import { CheckboxNode } from './CheckboxNode';
import { FormNode } from './FormNode';
import { ImagePickerNode } from './ImagePickerNode';
import { InputNode } from './InputNode';
import { SelectNode } from './SelectNode';
import { TextareaNode } from './TextareaNode';

export const formNodes = {
  form: FormNode,
  input: InputNode,
  textarea: TextareaNode,
  checkbox: CheckboxNode,
  select: SelectNode,
  'image-picker': ImagePickerNode,
} satisfies Record<string, NodeComponent>;
