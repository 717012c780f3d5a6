import { useSyncExternalStore, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";
import type { FileUseAnswer } from "../media-guards/used-by-answer";
import { FILE, NAVIGATION, type RefusalEntry } from "../refusal-entries";

const CONFIGURATION = "api::configuration.configuration";

/**
 * Where an entry is edited, inside the admin's router (without /admin): the one link rule of the refusal panel, the
 * replace notice and the "Images used by" panel. A navigation opens the navigation plugin's page (it has no URL per
 * navigation); a file opens its details in the Media Library (`?assetId=<id>`), where its alternative text is
 * edited; the site settings are a single type, without a document id in the URL.
 */
export const entryRoute = (entry: Pick<RefusalEntry, "uid" | "documentId">): string =>
  entry.uid === NAVIGATION
    ? "/plugins/navigation"
    : entry.uid === FILE
      ? `/plugins/upload?assetId=${encodeURIComponent(entry.documentId)}`
      : entry.uid === CONFIGURATION
        ? `/content-manager/single-types/${entry.uid}`
        : `/content-manager/collection-types/${entry.uid}/${entry.documentId}`;

/** How the admin names an entry that uses a file: Blog post "Title", or Site settings. */
export const usageLabel = (use: Pick<FileUseAnswer, "uid" | "kind" | "title">): string =>
  use.uid === CONFIGURATION ? "Site settings" : `${use.kind[0]?.toUpperCase()}${use.kind.slice(1)} "${use.title}"`;

/** What an admin request was, as far as the notices need to know. */
export interface ObservedRequest {
  method: string;
  url: URL;
  body: BodyInit | null | undefined;
}

type Observer = (request: ObservedRequest, response: Response) => void;
const observers: Observer[] = [];

const describe = ([input, init]: Parameters<typeof fetch>): ObservedRequest => {
  const request = input instanceof Request ? input : undefined;
  return {
    method: (init?.method ?? request?.method ?? "GET").toUpperCase(),
    url: new URL(request?.url ?? String(input), window.location.href),
    body: init?.body,
  };
};

/**
 * Calls `observer` with every answer the admin receives. Every admin request goes through window.fetch, so it is
 * wrapped once, for all observers; they read a copy of the body (`response.clone()`), so the admin's own handling is
 * unchanged.
 */
export const observeResponses = (observer: Observer): void => {
  observers.push(observer);
  if (observers.length > 1) return;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    try {
      const request = describe(args);
      for (const each of observers) each(request, response);
    } catch {
      // A notice is never worth the admin's own request: the answer goes back as it came.
    }
    return response;
  };
};

/** A refusal of the CMS (not saved), or what a replaced file changes at the next build. */
type Tone = "refusal" | "replaced";

/** An entry a notice links, with what to say after the link (a site path). */
interface NoticeEntry extends RefusalEntry {
  detail?: string;
}

interface Notice {
  id: number;
  tone: Tone;
  message: string;
  entries: NoticeEntry[];
}

/** How each kind of notice shows: its region, its card's role and heading, and the words of its links. */
interface ToneLook {
  region: string;
  role: "alert" | "status";
  heading: string;
  color: string;
  card: CSSProperties;
  link: (entry: NoticeEntry) => string;
}

const TONES: Record<Tone, ToneLook> = {
  refusal: {
    region: "Refused edits",
    role: "alert",
    heading: "Not saved",
    color: "#b72b1a",
    card: { background: "#fcecea", border: "1px solid #f5c0b8" },
    link: (entry) => `Open ${entry.name}`,
  },
  replaced: {
    region: "Replaced files",
    role: "status",
    heading: "File replaced",
    color: "#271fe0",
    card: { background: "#f0f0ff", border: "1px solid #d9d8ff" },
    link: (entry) => entry.name,
  },
};

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Notice[]) => {
  notices = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a notice until the editor dismisses it; one already on screen (same kind, same words) is not repeated. */
export const addNotice = (notice: Omit<Notice, "id">): void => {
  if (notices.some((shown) => shown.tone === notice.tone && shown.message === notice.message)) return;
  publish([...notices, { id: nextId++, ...notice }]);
};

const PANEL: CSSProperties = {
  position: "fixed",
  right: 24,
  bottom: 24,
  zIndex: 10000,
  width: 440,
  maxHeight: "60vh",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: 8,
  // Strapi's modal dialogs turn pointer events off for the rest of the page; the links stay usable.
  pointerEvents: "auto",
  fontFamily: "inherit",
  fontSize: 14,
  lineHeight: 1.45,
};
const CARD: CSSProperties = {
  borderRadius: 4,
  padding: "12px 16px",
  color: "#32324d",
  boxShadow: "0 1px 4px rgba(33, 33, 52, 0.1)",
};
const DISMISS: CSSProperties = { marginTop: 8, background: "#fff", border: "1px solid #dcdce4", borderRadius: 4, padding: "4px 12px", cursor: "pointer" };

function NoticeCard({ notice }: { notice: Notice }) {
  const tone = TONES[notice.tone];
  return (
    <div role={tone.role} style={{ ...CARD, ...tone.card }}>
      <strong style={{ display: "block", color: tone.color, marginBottom: 4 }}>{tone.heading}</strong>
      <p style={{ margin: 0 }}>{notice.message}</p>
      {notice.entries.length > 0 ? (
        <ul style={{ margin: "8px 0 0", paddingLeft: 18 }}>
          {notice.entries.map((entry) => (
            <li key={`${entry.uid} ${entry.documentId}`}>
              <a href={`/admin${entryRoute(entry)}`} style={{ color: "#4945ff" }}>
                {tone.link(entry)}
              </a>
              {entry.detail ? ` (${entry.detail})` : null}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" onClick={() => publish(notices.filter((other) => other.id !== notice.id))} style={DISMISS}>
        Dismiss
      </button>
    </div>
  );
}

function NoticePanel() {
  const shown = useSyncExternalStore(subscribe, () => notices);
  if (shown.length === 0) return null;
  return (
    <div style={PANEL}>
      {(Object.keys(TONES) as Tone[]).map((tone) => {
        const ofTone = shown.filter((notice) => notice.tone === tone);
        return ofTone.length === 0 ? null : (
          <div key={tone} role="region" aria-label={TONES[tone].region} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
            {ofTone.map((notice) => (
              <NoticeCard key={notice.id} notice={notice} />
            ))}
          </div>
        );
      })}
    </div>
  );
}

let mounted = false;

/**
 * Puts the notices' panel on the page (once): at the bottom right, outside Strapi's React tree, so it needs none of
 * its providers and stays over every page of the admin.
 */
export const mountNoticePanel = (): void => {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.id = "agency-notice-panel";
  document.body.appendChild(host);
  createRoot(host).render(<NoticePanel />);
};
