// A button that waits for a deadline: while the clock is before the epoch-ms number at
// `until` (a `startTimer` state value or the controller's data) it says `runningText` with
// {seconds} left and a tap runs `runningAction` (say a "please wait" toast); otherwise it
// says `text` and a tap runs `action`. It owns the clock only: one setTimeout at a time,
// aligned to the deadline so the number changes on whole seconds, none while not running,
// cleared on unmount and restarted by a new deadline. A deadline that is not a finite
// number means not running.
//
// Screen readers: the button's name changes every second, and a live region doing the
// same would talk over everything for a minute. A polite live region instead says the
// running text once when a countdown starts and the `text` once when it ends (so a blind
// borrower learns the wait is over); the start message is cleared on the next tick, so a
// reader walking the page never meets a stale number.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { CountdownNode } from '../generated/screen-types';
import { resolveBinding } from '../binding';
import type { NodeProps } from '../context';
import { useFlag, useRunner, useText, useTextContext } from '../hooks';
import { useReader } from '../scope';
import { Button } from '../ui/Button';

const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

function deadlineOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** What the live region last announced, and for which countdown. */
interface Announcement {
  running: boolean;
  deadline: number | null;
  startSeconds: number;
  message: string;
}

export function Countdown({ node }: NodeProps<CountdownNode>) {
  const read = useReader();
  const run = useRunner();
  const ctx = useTextContext();
  const text = useText(node.text);
  const busy = useFlag(node.busyWhen);
  const deadline = deadlineOf(read(node.until));

  // The clock as of the last tick. A new deadline reads the clock again at once (a
  // `startTimer` tap must show 60, not the time since the last tick).
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }));
  let now = clock.now;
  if (clock.deadline !== deadline) {
    now = Date.now();
    setClock({ deadline, now });
  }
  const left = deadline === null ? 0 : deadline - now;
  const running = left > 0;
  const seconds = running ? Math.ceil(left / 1000) : 0;

  useEffect(() => {
    if (deadline === null || left <= 0) return undefined;
    // Wake when the shown number changes: at the next whole second before the deadline.
    const id = setTimeout(() => setClock({ deadline, now: Date.now() }), left % 1000 || 1000);
    return () => clearTimeout(id);
  }, [deadline, left]);

  // The layout's own params, then `seconds` (which the node owns, so it wins).
  const params: Record<string, string> = {};
  for (const [name, binding] of Object.entries(node.runningText.params ?? {})) {
    params[name] = resolveBinding(binding, ctx);
  }
  params.seconds = String(seconds);
  const runningLabel = ctx.t(node.runningText.key, params);

  const [said, setSaid] = useState<Announcement>(() => ({
    running,
    deadline,
    startSeconds: seconds,
    message: '',
  }));
  if (said.running !== running || (running && said.deadline !== deadline)) {
    setSaid({ running, deadline, startSeconds: seconds, message: running ? runningLabel : text });
  }
  const announced = running && seconds !== said.startSeconds ? '' : said.message;

  return (
    <>
      <Button
        data-node-id={node.id}
        variant={node.variant ?? 'secondary'}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => {
          // The clock at the tap decides, so a throttled timer (a phone waking up) never
          // runs the wrong action; the display catches up with it.
          const at = Date.now();
          const stillRunning = deadline !== null && at < deadline;
          setClock({ deadline, now: at });
          run(stillRunning ? node.runningAction : node.action);
        }}
      >
        {running ? runningLabel : text}
      </Button>
      <span aria-live="polite" css={visuallyHidden}>
        {announced}
      </span>
    </>
  );
}
