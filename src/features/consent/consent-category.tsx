import * as React from "react";
import * as S from "./consent-dialog.styles";

export interface ConsentCategoryProps {
  label: string;
  /** The "Learn more" text; without one there is no Learn more. */
  explanation: string | null;
  checked: boolean;
  /** Necessary: always on, cannot be changed. */
  locked?: boolean;
  onChange?: (checked: boolean) => void;
}

/** One consent category: its checkbox and an optional "Learn more" disclosure. */
export function ConsentCategory({ label, explanation, checked, locked = false, onChange }: ConsentCategoryProps) {
  const id = React.useId();
  const [expanded, setExpanded] = React.useState(false);
  const explanationId = `${id}-explanation`;
  return (
    <S.Category>
      <S.CategoryHeader>
        <S.CheckboxLabel htmlFor={`${id}-checkbox`}>
          {locked ? (
            <input id={`${id}-checkbox`} type="checkbox" name={label.toLowerCase()} checked disabled required readOnly />
          ) : (
            <input id={`${id}-checkbox`} type="checkbox" name={label.toLowerCase()} checked={checked} onChange={(event) => onChange?.(event.target.checked)} />
          )}
          {label}
        </S.CheckboxLabel>
        {explanation && (
          <S.LearnMore type="button" aria-expanded={expanded} aria-controls={explanationId} onClick={() => setExpanded((value) => !value)}>
            Learn more<S.VisuallyHidden> about {label} cookies</S.VisuallyHidden>
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
