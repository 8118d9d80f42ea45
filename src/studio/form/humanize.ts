// The form's labels from property names.
/** A property's name as a label: `buttonText` → "Button text", `appSchemeUrl` → "App scheme URL". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/\b(url|id|sms)\b/g, (w) => w.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}
