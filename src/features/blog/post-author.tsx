import * as React from "react";
import { VisuallyHidden } from "../../theme/visually-hidden";
import * as S from "./post-author.styles";
import { useFormat } from "../../i18n/locale-context";

/** "Hannah Lindqvist" → "HL": first and last word. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The post's author, when the editor set one (the field is optional; docs/content-model.md). */
export function PostAuthor({ name, role }: { name: string | null | undefined; role: string | null | undefined }) {
  const { t } = useFormat();
  const author = name?.trim();
  if (!author) return null;
  return (
    <S.Author>
      <S.Initials aria-hidden="true">{initials(author)}</S.Initials>
      <S.Text>
        <S.Name>
          <VisuallyHidden>{t("blog.writtenBy")}</VisuallyHidden>
          {author}
        </S.Name>
        {role?.trim() && <span>{role.trim()}</span>}
      </S.Text>
    </S.Author>
  );
}
