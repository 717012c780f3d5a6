import type { RefusalEntry } from "../refusal-entries";
import { addNotice, mountNoticePanel, observeResponses } from "./admin-notices";

interface ApiError {
  error?: { name?: string; message?: string; details?: { entries?: RefusalEntry[] } };
}

/** The refusals of the CMS's guards: a 400 with Strapi's error names and our wording ("Cannot …", "… would both claim …"). */
const REFUSAL_NAMES = new Set(["ApplicationError", "ValidationError"]);
const OUR_WORDING = /^Cannot |would both claim the path/;

/** Reads a refusal out of a response the admin received, without consuming the body the admin reads. */
const readRefusal = async (response: Response): Promise<{ message: string; entries: RefusalEntry[] } | null> => {
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
 * each entry they name (the error's `details.entries`). Strapi shows them as a toast that vanishes after a few
 * seconds, cut to a line; the new Media Library shows only "An error occurred while deleting the items." The panel
 * reads a copy of the admin's answers (admin-notices.tsx).
 */
export const installRefusalPanel = (): void => {
  observeResponses((_request, response) => {
    void readRefusal(response).then((refusal) => refusal && addNotice({ tone: "refusal", ...refusal }));
  });
  mountNoticePanel();
};
