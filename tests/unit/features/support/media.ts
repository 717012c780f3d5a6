/**
 * A controllable window.matchMedia for jsdom (which has none): queries are evaluated against a fake
 * viewport width and motion preference, and listeners hear about changes like in a browser.
 */
type Listener = (event: { matches: boolean; media: string }) => void;

const state = { width: 1440, reducedMotion: false };
const lists: { media: string; listeners: Set<Listener>; last: boolean }[] = [];

function evaluate(media: string): boolean {
  return media.split(",").some((part) => evaluateOne(part.trim()));
}

function evaluateOne(query: string): boolean {
  const negated = query.startsWith("not all and ");
  const body = negated ? query.slice("not all and ".length) : query;
  let result = true;
  for (const [, feature, value] of body.matchAll(/\(([a-z-]+):\s*([^)]+)\)/g)) {
    const px = Number.parseFloat(value ?? "");
    if (feature === "min-width") result &&= state.width >= px;
    else if (feature === "max-width") result &&= state.width <= px;
    else if (feature === "prefers-reduced-motion") result &&= (value === "reduce") === state.reducedMotion;
  }
  return negated ? !result : result;
}

export function installMatchMedia(initial: Partial<typeof state> = {}): void {
  Object.assign(state, { width: 1440, reducedMotion: false }, initial);
  lists.length = 0;
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (media: string) => {
      const entry = { media, listeners: new Set<Listener>(), last: evaluate(media) };
      lists.push(entry);
      return {
        media,
        get matches() {
          return evaluate(media);
        },
        onchange: null,
        addListener: (listener: Listener) => entry.listeners.add(listener),
        removeListener: (listener: Listener) => entry.listeners.delete(listener),
        addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      };
    },
  });
}

/** When listeners last heard of a change (gsap's memory of it outlives one test, so this does too). */
let lastNotifiedAt = Number.NEGATIVE_INFINITY;

/**
 * gsap.matchMedia's change handler does nothing unless Date.now() is more than 2 ms past the last change it
 * handled (it takes a burst of list events for one change). A real resize is never that close to the last one;
 * a test's may be, so this yields to the event loop until gsap's own check would pass.
 */
async function gsapWouldHearAChange(): Promise<void> {
  while (Date.now() - lastNotifiedAt <= 2) await new Promise((resolve) => setTimeout(resolve));
}

/** Changes the fake viewport and notifies every list whose answer flipped. */
export async function setMedia(next: Partial<typeof state>): Promise<void> {
  await gsapWouldHearAChange();
  Object.assign(state, next);
  for (const entry of lists) {
    const matches = evaluate(entry.media);
    if (matches === entry.last) continue;
    entry.last = matches;
    entry.listeners.forEach((listener) => listener({ matches, media: entry.media }));
  }
  lastNotifiedAt = Date.now();
}
