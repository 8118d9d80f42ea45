// Styles are built once (issue 28): a component's fixed rules are `css` results at module level,
// and a rule that depends on a layout's value (a number of lines, a column width) is built the
// first time that value is seen and reused on every render after.
//
// The elements a long form repeats per row (the row, a field's frame, its label and control)
// take plain class names from classOf instead of the css prop: with the css prop each styled
// element costs two more components and a style serialisation on every render, which on a
// 200-field form is most of the elements React creates.
import createCache from '@emotion/cache';
import type { SerializedStyles } from '@emotion/react';
import { insertStyles } from '@emotion/utils';

/**
 * A size or a count from a layout, when it is a number. Nodes drawn from the data are not
 * checked against their schema (decision 049), and a string there ("1px}body{…") would be
 * written into the page's style sheet as it is: it counts as not given.
 */
export function styleNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The rule for `key`, built by `build` on its first use. */
export function cachedStyle<K>(
  cache: Map<K, SerializedStyles>,
  key: K,
  build: () => SerializedStyles,
): SerializedStyles {
  let style = cache.get(key);
  if (!style) cache.set(key, (style = build()));
  return style;
}

// Its own sheet and prefix: the class names never meet the css prop's on one element.
const classes = createCache({ key: 'rc' });

/** The class name of a style built once; its rules are inserted on first use. */
export function classOf(style: SerializedStyles): string {
  insertStyles(classes, style, true);
  return `${classes.key}-${style.name}`;
}

/** Class names of styles that set different properties (their order does not matter). */
export function classesOf(...styles: Array<SerializedStyles | false | undefined>): string {
  return styles
    .filter((s): s is SerializedStyles => Boolean(s))
    .map(classOf)
    .join(' ');
}
