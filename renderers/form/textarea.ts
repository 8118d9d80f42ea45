// The multi-line text box as a registry group of its own (see ./index.ts): only the complaint
// form has one, so the bank form does not carry its code: createRegistry(formNodes, textareaNodes).
import type { NodeComponent } from '../context';
import { TextareaNode } from './TextareaNode';

export const textareaNodes = {
  textarea: TextareaNode,
} satisfies Record<string, NodeComponent>;
