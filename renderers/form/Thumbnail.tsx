// A picked image as the borrower will send it. It shows the prepared (downscaled) copy, not
// the original: decoding nine 12 MB photos at full size would exhaust a low-end phone. Its
// object URL is given back when the image changes or goes. An image the form already had
// shows from its URL when that is an allowed image source.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useRenderer } from '../context';
import { theme } from '../theme';

const box = { width: 56, height: 56, flex: 'none', borderRadius: 8 } as const;

const spanStyle = css({ ...box, background: theme.border });
const imgStyle = css({ ...box, objectFit: 'cover' });

export function Thumbnail({
  image,
  url,
  testId,
}: {
  image: Blob | undefined;
  url: string | undefined;
  testId: string | undefined;
}) {
  const { safeImageSrc } = useRenderer().services.urls;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return undefined;
    const created = URL.createObjectURL(image);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [image]);
  const src = image ? objectUrl : url ? safeImageSrc(url) : null;
  if (!src) return <span aria-hidden="true" css={spanStyle} />;
  return <img src={src} alt="" data-testid={testId} decoding="async" css={imgStyle} />;
}
