// Slides of nodes that advance by themselves and loop; swiped with the browser's own
// scrolling (CSS scroll-snap, no gesture library). It loads with its page: a placeholder of a
// guessed height shifted what follows, and the home page's banner, its largest paint, waited
// for the carousel's code. No carousel library (the pause glyph is lucide's).
//
// Autoplay runs only while it can be seen and is not in the way: it pauses while the page
// is hidden (visibilitychange), while the carousel is off screen (IntersectionObserver,
// where the browser has it), while a finger is on it, a mouse over it or focus in it, and
// when the user presses Pause (WCAG 2.2.2: moving content has a way to stop it). With
// prefers-reduced-motion: reduce there is no autoplay and no smooth scrolling.
// Slides other than the shown one are inert, so neither taps nor screen readers nor Tab
// reach content that is scrolled out of view.
import { css } from '@emotion/react';
import Pause from 'lucide/dist/esm/icons/pause.mjs';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { CarouselNode } from '../generated/screen-types';
import { useRenderer, type NodeProps } from '../context';
import { useText } from '../hooks';
import { NodeList } from '../NodeView';
import { prefersReducedMotion, subscribeReducedMotion } from '../reduced-motion';
import { theme } from '../theme';
import { Glyph } from '../ui/Glyph';

const DEFAULT_INTERVAL_MS = 3000;
const MIN_INTERVAL_MS = 1000;
/** The longest delay setTimeout keeps; a longer one fires at once. */
const MAX_INTERVAL_MS = 2_147_483_647;
/** Quiet time after the last scroll event before a swipe counts as settled, ms. */
const SCROLL_SETTLE_MS = 120;

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isPageHidden = () => document.visibilityState === 'hidden';

const never = () => false;

/** Whether the element is on screen; true where IntersectionObserver is missing. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: 8 });
const trackStyle = css({
  position: 'relative',
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.brand}`, outlineOffset: 2 },
});
const slideStyle = css({
  flex: '0 0 100%',
  minWidth: 0,
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.gap,
});
const controlsStyle = css({ display: 'flex', justifyContent: 'center', alignItems: 'center' });

export function Carousel({ node, path }: NodeProps<CarouselNode>) {
  const { t } = useRenderer();
  const label = useText(node.label);
  const slides = Array.isArray(node.slides) ? node.slides : [];
  const count = slides.length;
  // Not a finite number (a malformed layout) is the default, not a timer of 0 ms.
  const interval = Number.isFinite(node.intervalMs)
    ? Math.min(Math.max(MIN_INTERVAL_MS, node.intervalMs as number), MAX_INTERVAL_MS)
    : DEFAULT_INTERVAL_MS;

  const regionRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(0);
  const current = Math.min(chosen, Math.max(0, count - 1));
  const currentRef = useRef(current);
  // Set when the index follows a swipe: the slide is already in place, nothing to scroll.
  const followedScroll = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const pageHidden = useSyncExternalStore(subscribeVisibility, isPageHidden, never);
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, never);
  const onScreen = useOnScreen(regionRef);
  const [touching, setTouching] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const canPlay = node.autoplay !== false && !reduced && count > 1;
  const running =
    canPlay && !stopped && !pageHidden && onScreen && !touching && !hovered && !focused;

  // One timeout per shown slide: a dot tap or a swipe starts the wait again.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setChosen((i) => (i + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [running, current, count, interval]);

  useEffect(() => {
    currentRef.current = current;
    if (followedScroll.current) {
      followedScroll.current = false;
      return;
    }
    const scroller = scrollerRef.current;
    const slide = scroller?.children[current];
    // jsdom and some old web views have no Element.scrollTo.
    if (!scroller || !(slide instanceof HTMLElement) || typeof scroller.scrollTo !== 'function')
      return;
    scroller.scrollTo({ left: slide.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
  }, [current, reduced]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const scroller = scrollerRef.current;
      if (!scroller || scroller.clientWidth === 0) return;
      const shown = Math.round(Math.abs(scroller.scrollLeft) / scroller.clientWidth);
      const index = Math.max(0, Math.min(count - 1, shown));
      if (index === currentRef.current) return;
      followedScroll.current = true;
      setChosen(index);
    }, SCROLL_SETTLE_MS);
  };

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setHovered(true);
  };

  if (count === 0) return null;
  const slideName = (i: number) => t('renderer.slide', { index: i + 1, total: count });

  return (
    <section
      ref={regionRef}
      data-node-id={node.id}
      aria-roledescription={t('renderer.carouselRole')}
      aria-label={label || undefined}
      onTouchStart={() => setTouching(true)}
      onTouchEnd={() => setTouching(false)}
      onTouchCancel={() => setTouching(false)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      css={sectionStyle}
    >
      {/* Focusable so keyboards can scroll it too (arrow keys); focus pauses autoplay. */}
      <div ref={scrollerRef} onScroll={onScroll} tabIndex={0} css={trackStyle}>
        {slides.map((nodes, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={t('renderer.slideRole')}
            aria-label={slideName(i)}
            inert={i !== current}
            css={slideStyle}
          >
            <NodeList nodes={nodes} path={`${path}/slides/${i}`} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div css={controlsStyle}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={slideName(i)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setChosen(i)}
              css={dotStyle}
            />
          ))}
          {canPlay && (
            <button
              type="button"
              aria-label={t('renderer.carouselPause')}
              aria-pressed={stopped}
              onClick={() => setStopped((s) => !s)}
              css={pauseStyle}
            >
              <span>
                <Glyph icon={Pause} size={12} fill="currentColor" />
              </span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}

// Each control is a whole 44 px tap target (WCAG 2.5.8) around its small visible mark.
const tapTarget = {
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

// An 8 px dot; the shown slide's is wider.
const dotStyle = css({
  ...tapTarget,
  '&::after': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: 4,
    background: theme.border,
    boxShadow: `inset 0 0 0 1px ${theme.muted}`,
  },
  '&[aria-current="true"]::after': { width: 16, background: theme.brand, boxShadow: 'none' },
});

const pauseStyle = css({
  ...tapTarget,
  '& > span': {
    width: 24,
    height: 24,
    borderRadius: 12,
    border: `1px solid ${theme.muted}`,
    background: theme.surface,
    color: theme.muted,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '&[aria-pressed="true"] > span': {
    background: theme.brand,
    borderColor: theme.brand,
    color: theme.brandText,
  },
});
