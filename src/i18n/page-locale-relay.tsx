import * as React from "react";
import { DEFAULT_LOCALE_STATE, LocaleProvider, type LocaleState } from "./locale-context";

/**
 * The page's language for what lives above the pages (the consent dialog, mounted once in wrapRootElement, which gets no
 * pageContext). The page wrapper publishes its state; the root's part reads it. On the server and in hydration the page
 * renders before the dialog, its sibling below, so the first state is taken during that render: the dialog's HTML is
 * in the page's language and hydration matches. Later pages publish after they commit.
 */
interface Relay {
  current: LocaleState | null;
  readonly listeners: Set<() => void>;
}

const RelayContext = React.createContext<Relay | null>(null);

export function PageLocaleRelay({ children }: { children: React.ReactNode }) {
  const [relay] = React.useState<Relay>(() => ({ current: null, listeners: new Set() }));
  return <RelayContext.Provider value={relay}>{children}</RelayContext.Provider>;
}

/** Called by the page wrapper with the page's state. */
export function usePublishPageLocale(state: LocaleState): void {
  const relay = React.useContext(RelayContext);
  // The first render only (server, hydration): nothing reads the relay yet but the sibling rendered after this one.
  if (relay && relay.current === null) relay.current = state;
  React.useEffect(() => {
    if (!relay || relay.current === state) return;
    relay.current = state;
    relay.listeners.forEach((listener) => listener());
  }, [relay, state]);
}

/** Gives its children the language of the page currently shown. */
export function RelayedLocaleProvider({ children }: { children: React.ReactNode }) {
  const relay = React.useContext(RelayContext);
  const subscribe = React.useCallback(
    (listener: () => void) => {
      relay?.listeners.add(listener);
      return () => void relay?.listeners.delete(listener);
    },
    [relay],
  );
  const read = () => relay?.current ?? DEFAULT_LOCALE_STATE;
  const state = React.useSyncExternalStore(subscribe, read, read);
  return <LocaleProvider value={state}>{children}</LocaleProvider>;
}
