// The input and textarea bound to local state (`state`) as a form's fields draw them
// (form/InputNode, form/TextareaNode, for a state-bound one inside a form page): loaded when
// first rendered, like every heavy node (./lazy-nodes.tsx). A page with no form gets its own
// wrapper in its generated registry instead.
import type { InputNode, TextareaNode } from './generated/screen-types';
import { lazyNode } from './lazy-nodes';
import {
  INPUT_PLACEHOLDER_HEIGHT,
  TEXTAREA_LINE_HEIGHT,
  TEXTAREA_PLACEHOLDER_BASE,
  TEXTAREA_ROWS,
} from './nodes/lazy/sizes';

export const LazyStateInput = lazyNode<InputNode>(
  () => import('./nodes/StateInput').then((m) => ({ default: m.StateInput })),
  { height: { value: INPUT_PLACEHOLDER_HEIGHT } },
);

export const LazyStateTextarea = lazyNode<TextareaNode>(
  () => import('./nodes/StateInput').then((m) => ({ default: m.StateTextarea })),
  {
    height: {
      prop: 'rows',
      value: TEXTAREA_ROWS,
      scale: TEXTAREA_LINE_HEIGHT,
      add: TEXTAREA_PLACEHOLDER_BASE,
    },
  },
);
