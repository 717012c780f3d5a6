import * as React from "react";

export interface PageHeadProps {
  title: string;
  description?: string | null;
  children?: React.ReactNode;
}

/** The Head API tags every page has (Gatsby's Head replaces react-helmet; see README). */
export function PageHead({ title, description, children }: PageHeadProps) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {children}
    </>
  );
}
