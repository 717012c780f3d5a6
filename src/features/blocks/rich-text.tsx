import * as React from "react";

export interface RichTextProps {
  /** HTML made from CMS markdown and sanitized at build time (src/build/rich-text). */
  html: string | null | undefined;
  className?: string;
}

/** The only place CMS HTML is rendered. */
export function RichText({ html, className }: RichTextProps) {
  if (!html) return null;
  return <div className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: html }} />;
}
