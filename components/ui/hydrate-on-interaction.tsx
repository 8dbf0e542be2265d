'use client';

import {
  Activity,
  lazy,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The visitor's pointer or focus arriving on an island: its code is fetched then. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;
/** What a visitor may do before the code arrives: held, then done again once it can run. */
const HELD_EVENTS = ['click', 'submit'] as const;

type Gate = {
  /** Settles once the island's code has arrived (never, if it cannot be fetched). */
  ready: Promise<void>;
  state: 'waiting' | 'loading' | 'failed' | 'hydrated';
  /** React tries to hydrate the island: from the second try on, the code is fetched. */
  tried: () => void;
  /** Fetches the code; after a failure, the next call tries again. */
  open: () => void;
  /** Holds a visitor's action, to be done again once the island has hydrated (or failed). */
  hold: (action: () => void) => void;
  hydrated: () => void;
};

function createGate(load: () => Promise<unknown>): Gate {
  let arrived = () => {};
  let held: (() => void) | null = null;
  let tries = 0;
  const release = () => {
    const action = held;
    held = null;
    action?.();
  };
  const gate: Gate = {
    ready: new Promise<void>((resolve) => (arrived = resolve)),
    state: 'waiting',
    tried() {
      tries += 1;
      if (tries > 1) gate.open();
    },
    open() {
      if (gate.state !== 'waiting' && gate.state !== 'failed') return;
      gate.state = 'loading';
      load().then(arrived, () => {
        // The page keeps working without it: links are followed, forms post natively.
        gate.state = 'failed';
        release();
      });
    },
    hold(action) {
      held = action;
      gate.open();
    },
    hydrated() {
      gate.state = 'hydrated';
      release();
    },
  };
  return gate;
}

const noSubscription = () => () => {};

/**
 * Suspends while the page hydrates, until the island's code has arrived: React keeps the
 * server HTML of a suspended Activity as it is, and links and forms in it work natively
 * meanwhile. Mounted later in the browser (no server HTML), it renders at once.
 *
 * React tries to hydrate a part once when the page loads, then again only when it must: an
 * event in it, or a change of context above it, which every client navigation is (React
 * cannot tell whether the part reads that context). From the second try on, the code is
 * fetched, so a navigation waits only for it, not for the visitor.
 */
function Gate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && typeof window !== 'undefined') {
    gate.tried();
    use(gate.ready);
  }
  return children;
}

function Hydrated({ gate }: { gate: Gate }) {
  useEffect(() => gate.hydrated(), [gate]);
  return null;
}

/**
 * A part of the page that ships only its HTML at first: its code is fetched, and the part
 * hydrated, when the visitor's pointer or focus reaches it. A click or submit made before then
 * is held and done again once it can run, so nothing the visitor does is lost.
 *
 * A client navigation fetches it too (see Gate): it waits for that code, never for the visitor.
 *
 * An Activity, not a Suspense boundary, defers the hydration: React prerenders a large
 * Suspense boundary out of line (hidden until a script moves it into place), which would hide
 * the part from visitors without JavaScript; an Activity is always rendered in place.
 */
export function hydrateOnInteraction<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Component = lazy(() => load().then((loaded) => ({ default: loaded })));

  return function Island(props: Props) {
    const [gate] = useState(() => createGate(load));
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const inside = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      // Once hydrated, React handles everything: the listeners leave at their next event.
      const open = (event: Event) => {
        if (gate.state === 'hydrated') detach();
        else if (inside(event)) gate.open();
      };
      const hold = (event: Event) => {
        if (gate.state === 'hydrated') return detach();
        if (gate.state === 'failed' || !inside(event)) return;
        const target = event.target as Element;
        const control =
          event.type === 'submit' ? target : target.closest('a[href], button, [type=submit]');
        if (!(control instanceof HTMLElement) || event.defaultPrevented) return;
        event.preventDefault();
        gate.hold(
          control instanceof HTMLFormElement
            ? () => control.requestSubmit((event as SubmitEvent).submitter)
            : () => control.click(),
        );
      };
      // On the window, capturing: React stops these events at its root while the part it
      // would reach is not hydrated yet (to replay them after), before they get here.
      const options = { capture: true, passive: true };
      function detach() {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, open, options);
        for (const type of HELD_EVENTS) window.removeEventListener(type, hold, true);
      }
      for (const type of INTENT_EVENTS) window.addEventListener(type, open, options);
      for (const type of HELD_EVENTS) window.addEventListener(type, hold, true);
      // The visitor got there before the page had hydrated.
      if (element.contains(document.activeElement) || element.querySelector(':hover')) {
        gate.open();
      }
      return detach;
    }, [gate]);

    return (
      <div ref={ref} className="contents">
        <Activity>
          <Gate gate={gate}>
            <Component {...props} />
            <Hydrated gate={gate} />
          </Gate>
        </Activity>
      </div>
    );
  };
}
