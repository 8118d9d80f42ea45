// The phone frame: each new preview loads out of sight behind the one on screen and takes its
// place once its page has rendered, so typing never blanks the preview.
import { useEffect, useState } from 'react';

/** A page that never shows its screen (an error, a stuck call) is swapped in after this. */
const READY_WAIT_MS = 3000;

function whenRendered(frame: HTMLIFrameElement, done: () => void): () => void {
  const started = Date.now();
  const timer = window.setInterval(() => {
    let rendered = false;
    try {
      rendered = frame.contentDocument?.querySelector('[data-screen]') != null;
    } catch {
      rendered = true; // not ours to look into: show it as it is
    }
    if (rendered || Date.now() - started > READY_WAIT_MS) {
      window.clearInterval(timer);
      done();
    }
  }, 50);
  return () => window.clearInterval(timer);
}

export function PhoneFrame({ src, width, title }: { src: string; width: number; title: string }) {
  const [shown, setShown] = useState(src);
  const [next, setNext] = useState<HTMLIFrameElement | null>(null);
  const loading = src !== shown;

  useEffect(() => {
    if (!next || !loading) return;
    let stop = () => {};
    const onLoad = () => {
      stop = whenRendered(next, () => setShown(src));
    };
    next.addEventListener('load', onLoad);
    return () => {
      next.removeEventListener('load', onLoad);
      stop();
    };
  }, [next, loading, src]);

  // Keyed by address: when the next frame is shown, React keeps its element (no second load).
  return (
    <div className="phone-stage" style={{ width }} aria-busy={loading}>
      <iframe key={shown} className="phone" title={title} src={shown} style={{ width }} />
      {loading && (
        <iframe
          key={src}
          ref={setNext}
          className="phone-next"
          title="The next preview, loading"
          aria-hidden="true"
          tabIndex={-1}
          src={src}
          style={{ width }}
        />
      )}
    </div>
  );
}
