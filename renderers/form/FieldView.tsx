// The field dispatcher: looks the spec's cate up in the registry, falls back to UnknownField,
// and contains a field that throws. Memoised: a field re-renders only when its own spec or
// its own form value changes, never because another field was typed in.
import { memo } from 'react';
import { NodeBoundary } from '../NodeBoundary';
import { useFormRenderer } from './context';
import { isKnownCate } from './registry';
import type { FieldRegistry, FieldSpec } from './types';
import { UnknownField } from './UnknownField';

export const FieldView = memo(function FieldView({
  spec,
  registry,
}: {
  spec: FieldSpec;
  registry: FieldRegistry;
}) {
  const { labels } = useFormRenderer();
  const Component = isKnownCate(registry, spec.cate) ? registry[spec.cate] : undefined;
  if (!Component) return <UnknownField spec={spec} />;
  return (
    <NodeBoundary type={spec.cate} path={spec.name} message={labels.fieldFailed}>
      <Component spec={spec} />
    </NodeBoundary>
  );
});
