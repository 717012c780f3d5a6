import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";
import { imagesWithoutAltText, withAltTexts, type ImageWithoutAltText } from "../lib/upload-alt-text";

const OVERLAY: CSSProperties = {
  position: "fixed",
  inset: 0,
  zIndex: 10001,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: "rgba(33, 33, 52, 0.45)",
  // Strapi's open dialog turns pointer events off for the rest of the page.
  pointerEvents: "auto",
  fontFamily: "inherit",
  fontSize: 14,
  lineHeight: 1.45,
  color: "#32324d",
};
const BOX: CSSProperties = {
  background: "#fff",
  borderRadius: 4,
  padding: 24,
  width: 520,
  maxHeight: "80vh",
  overflowY: "auto",
  boxShadow: "0 2px 15px rgba(33, 33, 52, 0.2)",
};
const BUTTON: CSSProperties = { border: "1px solid #dcdce4", borderRadius: 4, padding: "8px 16px", cursor: "pointer", background: "#fff" };

function Thumbnail({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" style={{ width: 96, height: 64, objectFit: "cover", borderRadius: 4, flex: "none" }} />;
}

function AltTextPrompt({ images, answer }: { images: ImageWithoutAltText[]; answer: (texts: Map<number, string> | null) => void }) {
  const [texts, setTexts] = useState<Record<number, string>>({});
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const complete = images.every((image) => (texts[image.index] ?? "").trim() !== "");
  const submit = () => complete && answer(new Map(images.map((image) => [image.index, texts[image.index] ?? ""])));
  const plural = images.length > 1;
  return (
    <div style={OVERLAY}>
      <div role="dialog" aria-modal="true" aria-labelledby="alt-text-at-upload-title" style={BOX}>
        <h2 id="alt-text-at-upload-title" style={{ margin: "0 0 8px", fontSize: 18, fontWeight: 600 }}>
          Describe {plural ? `these ${images.length} images` : "this image"}
        </h2>
        <p style={{ margin: "0 0 16px" }}>
          The site reads this alternative text to screen-reader users in place of the image, and a cover, a block image, a portrait or a logo cannot be
          published without it. Say what the image shows, in a sentence.
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {images.map((image, position) => (
            <div key={image.index} style={{ display: "flex", gap: 12, marginBottom: 16 }}>
              <Thumbnail file={image.file} />
              <label style={{ flex: 1, display: "flex", flexDirection: "column", gap: 4 }}>
                <span style={{ fontWeight: 600 }}>Alternative text for {image.name}</span>
                <textarea
                  ref={position === 0 ? first : undefined}
                  rows={2}
                  required
                  value={texts[image.index] ?? ""}
                  onChange={(event) => setTexts((previous) => ({ ...previous, [image.index]: event.target.value }))}
                  style={{ border: "1px solid #dcdce4", borderRadius: 4, padding: 8, font: "inherit", resize: "vertical" }}
                />
              </label>
            </div>
          ))}
          <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
            <button type="button" style={BUTTON} onClick={() => answer(null)}>
              Cancel the upload
            </button>
            <button
              type="submit"
              disabled={!complete}
              style={{ ...BUTTON, background: complete ? "#4945ff" : "#eaeaef", color: complete ? "#fff" : "#666687", borderColor: "transparent" }}
            >
              Upload
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** Escape cancels the prompt, not the dialog under it (Strapi's dialog listens on the document; this listener is older). */
let cancelOpenPrompt: (() => void) | null = null;

/**
 * Asks for the images' alternative texts in a dialog of its own. It is put inside Strapi's open dialog when there is
 * one (the upload dialog traps the focus and the clicks in itself), else on the page.
 */
const askAltTexts = (images: ImageWithoutAltText[]): Promise<Map<number, string> | null> =>
  new Promise((resolve) => {
    const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
    const host = document.createElement("div");
    host.id = "agency-alt-text-at-upload";
    (dialogs[dialogs.length - 1] ?? document.body).appendChild(host);
    const root = createRoot(host);
    const answer = (texts: Map<number, string> | null) => {
      cancelOpenPrompt = null;
      root.unmount();
      host.remove();
      resolve(texts);
    };
    cancelOpenPrompt = () => answer(null);
    root.render(<AltTextPrompt images={images} answer={answer} />);
  });

const isNewUpload = (method: string, url: string): boolean => {
  if (method.toUpperCase() !== "POST") return false;
  const parsed = new URL(url, window.location.href);
  // POST /upload?id=… edits a file's details; POST /upload (the media fields' dialog) and POST /upload/files (the
  // Media Library page, one file per request) add files.
  return /\/upload(\/files)?\/?$/.test(parsed.pathname) && !parsed.searchParams.has("id");
};

/**
 * Uploading an image in the admin asks for its alternative text first, when the editor has not typed one in
 * Strapi's upload dialog, so a new image is never without it when it is picked as a cover, a block image or a logo
 * (the edit guards refuse to publish those without it: src/guards/image-alt-text.ts). Strapi's upload dialogs send
 * their files with XMLHttpRequest (for the progress bar), so the request is held at send until the editor answers,
 * then goes with the texts in its fileInfo. Cancelling ends it as an aborted upload (Strapi shows no error for it).
 */
export const installAltTextAtUpload = (): void => {
  const requests = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  const { open, send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest["open"]>) {
    requests.set(this, { method: args[0], url: String(args[1]) });
    return (open as (...rest: unknown[]) => void).apply(this, args);
  } as XMLHttpRequest["open"];
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = requests.get(this);
    const images = request && isNewUpload(request.method, request.url) && body instanceof FormData ? imagesWithoutAltText(body) : [];
    if (images.length === 0 || !(body instanceof FormData)) return send.call(this, body);
    void askAltTexts(images).then((texts) => {
      if (!texts) {
        this.dispatchEvent(new ProgressEvent("abort"));
        return;
      }
      try {
        send.call(this, withAltTexts(body, texts));
      } catch {
        // Strapi aborted the request while the prompt was open (its dialog closed): nothing left to send.
      }
    });
  };
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !cancelOpenPrompt) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      cancelOpenPrompt();
    },
    { capture: true },
  );
};
