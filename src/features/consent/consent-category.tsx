import * as React from "react";
import type { OptionalCategory } from "./consent-categories";
import * as S from "./consent-dialog.styles";
import { useFormat } from "../../i18n/locale-context";

export interface ConsentCategoryProps {
  /** The checkbox's form name, the same in every language ("necessary", "analytics", …). */
  name: string;
  label: string;
  /** An optional category's key, for the head script that answers before the app starts (early-consent.ts). */
  category?: OptionalCategory;
  /** The "Learn more" text; without one there is no Learn more. */
  explanation: string | null;
  checked: boolean;
  /** Necessary: always on, cannot be changed. */
  locked?: boolean;
  onChange?: (checked: boolean) => void;
  /** The app has taken the dialog over: a Learn more the visitor opened before that stays open. */
  ready?: boolean;
}

/** One consent category: its checkbox and an optional "Learn more" disclosure. */
export function ConsentCategory({ name, label, category, explanation, checked, locked = false, onChange, ready = false }: ConsentCategoryProps) {
  const id = React.useId();
  const { t } = useFormat();
  const [expanded, setExpanded] = React.useState(false);
  const explanationId = `${id}-explanation`;
  const learnMoreRef = React.useRef<HTMLButtonElement>(null);
  // Before the app started, the head script may have opened it: the DOM says so (docs/consent.md).
  React.useEffect(() => {
    if (ready && learnMoreRef.current?.getAttribute("aria-expanded") === "true") setExpanded(true);
  }, [ready]);
  return (
    <S.Category>
      <S.CategoryHeader>
        <S.CheckboxLabel htmlFor={`${id}-checkbox`}>
          {locked ? (
            <input id={`${id}-checkbox`} type="checkbox" name={name} checked disabled required readOnly />
          ) : (
            <input
              id={`${id}-checkbox`}
              type="checkbox"
              name={name}
              data-consent-category={category}
              checked={checked}
              onChange={(event) => onChange?.(event.target.checked)}
            />
          )}
          {label}
        </S.CheckboxLabel>
        {explanation && (
          <S.LearnMore ref={learnMoreRef} type="button" aria-expanded={expanded} aria-controls={explanationId} onClick={() => setExpanded((value) => !value)}>
            {t("consent.learnMore")}
            <S.VisuallyHidden>{t("consent.learnMoreAbout", { category: label })}</S.VisuallyHidden>
          </S.LearnMore>
        )}
      </S.CategoryHeader>
      {explanation && (
        <S.Explanation id={explanationId} hidden={!expanded}>
          {explanation}
        </S.Explanation>
      )}
    </S.Category>
  );
}
