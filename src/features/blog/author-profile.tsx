import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import * as S from "./author-profile.styles";

interface AuthorProfileData {
  name: string;
  role?: string | null;
  bio?: string | null;
  portrait?: CmsImageData | null;
}

/** The head of an author's page: portrait, name (the page's h1), role and bio. */
export function AuthorProfile({ author }: { author: AuthorProfileData }) {
  const role = author.role?.trim();
  const bio = author.bio?.trim();
  return (
    <S.Profile>
      {author.portrait?.localFile && (
        <S.Portrait>
          <CmsImage image={author.portrait} preset="portrait" loading="eager" />
        </S.Portrait>
      )}
      <div>
        <h1>{author.name}</h1>
        {role && <S.Role>{role}</S.Role>}
        {bio && <S.Bio>{bio}</S.Bio>}
      </div>
    </S.Profile>
  );
}
