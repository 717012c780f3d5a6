import * as React from "react";
import { authorPath } from "@agency/cms/contract/blog-paths";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { SafeLink } from "../../components/links/safe-link";
import { VisuallyHidden } from "../../theme/visually-hidden";
import * as S from "./post-author.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

/** A post's author as the post shows them (an entry of Authors: docs/blog.md). */
export interface PostAuthorData {
  name?: string | null;
  slug?: string | null;
  role?: string | null;
  portrait?: CmsImageData | null;
}

/** "Hannah Lindqvist" → "HL": first and last word. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/**
 * The post's author, when the editor set one (optional in the model): the portrait (their initials without one), the name
 * linking to their page, the role.
 */
export function PostAuthor({ author }: { author: PostAuthorData | null | undefined }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  const name = author?.name?.trim();
  if (!author || !name) return null;
  const role = author.role?.trim();
  return (
    <S.Author>
      {author.portrait?.localFile ? (
        <S.Portrait>
          <CmsImage image={author.portrait} preset="portrait" decorative />
        </S.Portrait>
      ) : (
        <S.Initials aria-hidden="true">{initials(name)}</S.Initials>
      )}
      <S.Text>
        <S.Name>
          <VisuallyHidden>{t("blog.writtenBy")}</VisuallyHidden>
          {author.slug ? <SafeLink to={localized(authorPath(author.slug))}>{name}</SafeLink> : name}
        </S.Name>
        {role && <span>{role}</span>}
      </S.Text>
    </S.Author>
  );
}
