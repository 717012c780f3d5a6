import { useForm } from "@strapi/strapi/admin";
import { useEffect, useRef } from "react";
import type { EditViewPanel } from "./slug-follows-title";

const POST = "api::blog-post.blog-post";
const FIELD = "published_on";

/** Today in the editor's own time zone, as a date field stores it (YYYY-MM-DD). */
const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * A new post's "Published on" starts at today, the date almost every post takes, instead of an empty required
 * field that refuses the first save. Only on a new post (no document yet) and only when empty; the editor may
 * change it. A hook registered as an edit-view side panel, like slug-follows-title.ts; it shows nothing.
 */
export const PostDateToday: EditViewPanel = ({ model, document }) => {
  const isNew = model === POST && !document?.documentId;
  const value = useForm("PostDateToday", (form) => (form.values as Record<string, unknown>)[FIELD], false);
  const onChange = useForm("PostDateToday", (form) => form.onChange, false);
  const done = useRef(false);
  useEffect(() => {
    if (!isNew || done.current || !onChange || value) return;
    done.current = true;
    onChange(FIELD, today());
  }, [isNew, onChange, value]);
  return null;
};
PostDateToday.displayName = "PostDateToday";
