// Types of the one jsbarcode module the barcode node imports: the CODE128 encoder with
// automatic A/B/C set selection, without jsbarcode's DOM renderers or its other symbologies.
// jsbarcode ships types for its main entry only.
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  interface Code128Encoder {
    /** Whether every character can be encoded; the AUTO variant misjudges non-ASCII input. */
    valid(): boolean;
    /** data: one character per module, '1' a bar module, '0' a space module. */
    encode(): { data: string; text: string };
  }
  interface Code128Constructor {
    new (data: string, options: Record<string, unknown>): Code128Encoder;
  }
  // A CommonJS module compiled from ES: imported from ES modules (Vite's build, Node and
  // Vitest alike) its default export is the whole `exports` object, whose `default` is
  // the class. Typed as either so the component copes with both interop styles.
  const mod: Code128Constructor | { default: Code128Constructor };
  export default mod;
}
