// Which picked files are images: what the browser says, or the name when it says nothing.

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|bmp|heic|heif)$/i;

/** Image files only. Some Android pickers give no type: then the file name decides. */
export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/');
  return IMAGE_NAME.test(file.name);
}
