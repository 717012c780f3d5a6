import * as React from "react";
import { categoryPath, tagPath } from "@agency/cms/contract/blog-paths";
import { SafeLink } from "../../components/links/safe-link";
import * as S from "./post-topics.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

export interface TopicData {
  name?: string | null;
  slug?: string | null;
}

const named = (topic: TopicData | null | undefined): topic is { name: string; slug: string } => Boolean(topic?.name?.trim() && topic.slug);

/** A post's category and tags, each linking to its listing; nothing when it has neither. */
export function PostTopics({ category, tags }: { category?: TopicData | null; tags?: readonly (TopicData | null)[] | null }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  const shownTags = (tags ?? []).filter(named);
  const shownCategory = named(category) ? category : null;
  if (!shownCategory && shownTags.length === 0) return null;
  return (
    // Links to other pages, not the post's words: search leaves them out (docs/search.md).
    <S.Topics data-pagefind-ignore="">
      {shownCategory && (
        <div>
          <dt>{t("blog.categoryLabel")}</dt>
          <dd>
            <S.Category to={localized(categoryPath(shownCategory.slug))}>{shownCategory.name}</S.Category>
          </dd>
        </div>
      )}
      {shownTags.length > 0 && (
        <div>
          <dt>{t("blog.tagsLabel")}</dt>
          {shownTags.map((tag) => (
            <dd key={tag.slug}>
              <SafeLink to={localized(tagPath(tag.slug))}>{tag.name}</SafeLink>
            </dd>
          ))}
        </div>
      )}
    </S.Topics>
  );
}
