// English strings of the image picker (renderers/form/ImagePickerNode.tsx): a page whose
// layout has one adds them (addEnglish), so pages without one do not carry them.
export const uploadEn = {
  'renderer.upload.addImages': 'Add images',
  'renderer.upload.waiting': 'Waiting to upload',
  'renderer.upload.preparing': 'Preparing the image...',
  'renderer.upload.uploading': 'Uploading {percent}%',
  'renderer.upload.uploaded': 'Uploaded',
  'renderer.upload.uploadFailed': 'Not uploaded: {message}',
  'upload.tooLarge': 'This photo is too large to send. Please choose a smaller one.',
  'renderer.upload.notImage': '"{name}" is not an image. Please choose a photo.',
  'renderer.upload.tooMany': 'You can add up to {max} images.',
  'renderer.upload.retryUpload': 'Upload {name} again',
  'renderer.upload.remove': 'Remove {name}',
  'renderer.upload.uploadSucceeded': 'Upload succeeded!',
  'renderer.upload.stillUploading': 'Please wait until your images finish uploading.',
  'renderer.upload.failedImages':
    'Some images were not uploaded. Upload them again or remove them.',
  'renderer.upload.noUploader': 'Images cannot be uploaded on this page.',
  'renderer.upload.imageName': 'Image {index}',
} as const;
