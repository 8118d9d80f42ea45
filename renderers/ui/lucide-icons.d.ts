// Types of lucide's per-icon modules, which the package ships without their own: each is an
// icon's shapes as data (`IconNode`), drawn by renderers/ui/Glyph.tsx. The renderer imports
// each icon from its own module so that the dev server and the tests load only those.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('lucide').IconNode;
  export default icon;
}
