import { useSyncExternalStore, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";

interface Entry {
  uid: string;
  documentId: string;
  name: string;
}

interface Refusal {
  id: number;
  message: string;
  entries: Entry[];
}

interface ApiError {
  error?: { name?: string; message?: string; details?: { entries?: Entry[] } };
}

/** The refusals of the CMS's guards: a 400 with Strapi's error names and our wording ("Cannot …", "… would both claim …"). */
const REFUSAL_NAMES = new Set(["ApplicationError", "ValidationError"]);
const OUR_WORDING = /^Cannot |would both claim the path/;

let refusals: Refusal[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Refusal[]) => {
  refusals = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where an entry is edited. A navigation opens the navigation plugin's page: the plugin has no URL per navigation. */
const entryPath = (entry: Entry): string =>
  entry.uid === "plugin::navigation.navigation"
    ? "/admin/plugins/navigation"
    : entry.uid === "api::configuration.configuration"
      ? `/admin/content-manager/single-types/${entry.uid}`
      : `/admin/content-manager/collection-types/${entry.uid}/${entry.documentId}`;

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
  fontFamily: "inherit",
  fontSize: 14,
  lineHeight: 1.45,
};
const CARD: CSSProperties = {
  background: "#fcecea",
  border: "1px solid #f5c0b8",
  borderRadius: 4,
  padding: "12px 16px",
  color: "#32324d",
  boxShadow: "0 1px 4px rgba(33, 33, 52, 0.1)",
};

function RefusalPanel() {
  const shown = useSyncExternalStore(subscribe, () => refusals);
  if (shown.length === 0) return null;
  return (
    <div role="region" aria-label="Refused edits" style={PANEL}>
      {shown.map((refusal) => (
        <div key={refusal.id} role="alert" style={CARD}>
          <strong style={{ display: "block", color: "#b72b1a", marginBottom: 4 }}>Not saved</strong>
          <p style={{ margin: 0 }}>{refusal.message}</p>
          {refusal.entries.length > 0 ? (
            <ul style={{ margin: "8px 0 0", paddingLeft: 18 }}>
              {refusal.entries.map((entry) => (
                <li key={`${entry.uid} ${entry.documentId}`}>
                  <a href={entryPath(entry)} style={{ color: "#4945ff" }}>
                    Open {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            onClick={() => publish(refusals.filter((other) => other.id !== refusal.id))}
            style={{ marginTop: 8, background: "#fff", border: "1px solid #dcdce4", borderRadius: 4, padding: "4px 12px", cursor: "pointer" }}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}

/** Reads a refusal out of a response the admin received, without consuming the body the admin reads. */
const readRefusal = async (response: Response): Promise<Omit<Refusal, "id"> | null> => {
  if (response.status !== 400 || !response.headers.get("content-type")?.includes("json")) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ApiError | null;
  const error = body?.error;
  if (!error?.message || !REFUSAL_NAMES.has(error.name ?? "") || !OUR_WORDING.test(error.message)) return null;
  return { message: error.message, entries: error.details?.entries ?? [] };
};

/**
 * The CMS's refusals (the edit guards, the media guards) stay on screen until dismissed, in full, with a link to
 * each entry they name. Strapi shows them as a toast that vanishes after a few seconds, cut to a line; the new
 * Media Library shows only "An error occurred while deleting the items." Every admin request goes through
 * window.fetch, so the panel reads the answers there (a copy; the admin's own handling is unchanged), and renders
 * outside Strapi's React tree, so it needs none of its providers.
 */
export const installRefusalPanel = (): void => {
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    void readRefusal(response).then((refusal) => {
      if (!refusal || refusals.some((shown) => shown.message === refusal.message)) return;
      publish([...refusals, { id: nextId++, ...refusal }]);
    });
    return response;
  };
  const host = document.createElement("div");
  host.id = "agency-refusal-panel";
  document.body.appendChild(host);
  createRoot(host).render(<RefusalPanel />);
};
