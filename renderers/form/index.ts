// The form nodes, for a page with a form to add to its registry:
// createRegistry(formNodes). They are not defaults, so pages without a form never download
// react-hook-form: this folder is the only one that imports it. The image picker (its
// upload queue and the photo downscaling) is a group of its own, so a form without images
// does not carry it: createRegistry(formNodes, imagePickerNodes).
import type { NodeComponent } from '../context';
import { CheckboxNode } from './CheckboxNode';
import { FormNode } from './FormNode';
import { InputNode } from './InputNode';
import { SelectNode } from './SelectNode';
import { TextareaNode } from './TextareaNode';

export const formNodes = {
  form: FormNode,
  input: InputNode,
  textarea: TextareaNode,
  checkbox: CheckboxNode,
  select: SelectNode,
} satisfies Record<string, NodeComponent>;
