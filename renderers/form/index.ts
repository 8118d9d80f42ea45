// The form nodes, for a page with a form to add to its registry:
// createRegistry(formNodes). They are not defaults, so pages without a form never download
// react-hook-form: this folder is the only one that imports it. The image picker (its
// upload queue and the photo downscaling) and the textarea are groups of their own, so a form
// without them does not carry them: createRegistry(formNodes, textareaNodes, imagePickerNodes).
import type { NodeComponent } from '../context';
import { CheckboxNode } from './CheckboxNode';
import { FormNode } from './FormNode';
import { InputNode } from './InputNode';
import { SelectNode } from './SelectNode';

export const formNodes = {
  form: FormNode,
  input: InputNode,
  checkbox: CheckboxNode,
  select: SelectNode,
} satisfies Record<string, NodeComponent>;
