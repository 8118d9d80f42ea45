// Mounts the CodeMirror editor (src/studio/editor/) once and hands the studio its handle; the
// schema and the problems follow the props.
import { useEffect, useRef, type RefObject } from 'react';
import type { ConfigProblem } from '../config-checks/config-check';
import { createJsonEditor, type JsonEditor, type SchemaSet } from './json-editor/json-editor';

const schemas: Record<string, object> = {};
for (const schema of Object.values(
  import.meta.glob<{ $id: string }>('../../schemas/v1/**/*.schema.json', {
    eager: true,
    import: 'default',
  }),
))
  schemas[schema.$id] = schema;

export function EditorPane({
  editor,
  initialText,
  schemaId,
  problems,
  label,
  onChange,
}: {
  editor: RefObject<JsonEditor | null>;
  initialText: string;
  schemaId: string;
  problems: readonly ConfigProblem[];
  label: string;
  onChange: (text: string) => void;
}) {
  const parent = useRef<HTMLDivElement>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  const schema: SchemaSet = { root: schemaId, schemas };

  useEffect(() => {
    if (!parent.current) return;
    const created = createJsonEditor({
      parent: parent.current,
      text: initialText,
      schema,
      label,
      onChange: (text) => latestChange.current(text),
    });
    editor.current = created;
    return () => {
      created.destroy();
      editor.current = null;
    };
    // Created once: later texts arrive through the handle (setText), not by a new editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => editor.current?.setSchema({ root: schemaId, schemas }), [editor, schemaId]);
  useEffect(() => editor.current?.setProblems([...problems]), [editor, problems]);

  return <div ref={parent} className="editor" />;
}
