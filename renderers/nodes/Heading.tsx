import { css } from '@emotion/react';
import type { HeadingNode } from '../generated/screen-types';
import type { NodeProps } from '../context';
import { useText } from '../hooks';

const heading = (fontSize: number) => css({ fontSize, margin: '8px 0', lineHeight: 1.3 });
const styles = { 1: heading(22), 2: heading(18), 3: heading(16) } as const;

export function Heading({ node }: NodeProps<HeadingNode>) {
  const text = useText(node.text);
  const level = node.level ?? 2;
  const Tag = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return (
    <Tag data-node-id={node.id} lang={node.lang} css={styles[level]}>
      {text}
    </Tag>
  );
}
