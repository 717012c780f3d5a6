import * as React from "react";
import * as S from "./listing-heading.styles";

/** A category's or tag's listing: its heading, and its description under it when the editor wrote one. */
export function ListingHeading({ heading, description }: { heading: string; description?: string | null }) {
  return (
    <S.Heading>
      <h1>{heading}</h1>
      {description?.trim() && <S.Description>{description.trim()}</S.Description>}
    </S.Heading>
  );
}

/** "No posts yet": a listing's first page when it has none (every published category, tag and author has one). */
export function NoPosts({ text }: { text: string }) {
  return <S.Empty>{text}</S.Empty>;
}
