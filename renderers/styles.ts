// Styles are built once (issue 28): a component's fixed rules are `css` results at module level,
// and a rule that depends on a layout's value (a number of lines, a column width) is built the
// first time that value is seen and reused on every render after.
import type { SerializedStyles } from '@emotion/react';

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
