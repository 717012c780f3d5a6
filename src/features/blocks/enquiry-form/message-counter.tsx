import * as React from "react";
import { ENQUIRY_MAX_LENGTH } from "@agency/cms/contract/enquiry-rules";
import { useFormat } from "../../../i18n/locale-context";
import { VisuallyHidden } from "../../../theme/visually-hidden";
import * as S from "./enquiry-form.styles";

/** From this share of the limit on, the count is announced. */
const NEAR_LIMIT = 0.9;
/** Announced once the visitor pauses this long: a screen reader is not interrupted on every keystroke. */
const ANNOUNCE_AFTER_MS = 1000;

export interface MessageCounterProps {
  /** The visible count's id, which the message field names in its aria-describedby. */
  id: string;
  /** Characters typed so far (as the rules count them). */
  length: number;
  /** False until the script runs: the page then states the limit, as it does without JavaScript. */
  enhanced: boolean;
}

/**
 * The message's 5,000-character limit, shown before sending instead of cutting the text silently: the limit in the
 * page's HTML, then a live count. The visible count is a description of the field, not a live region; a polite
 * announcement is made near and over the limit, only after the visitor pauses.
 */
export function MessageCounter({ id, length, enhanced }: MessageCounterProps) {
  const { t } = useFormat();
  const max = ENQUIRY_MAX_LENGTH.message;
  const over = length - max;
  const shown = !enhanced
    ? t("enquiryForm.messageLimit", { max })
    : over > 0
      ? t("enquiryForm.messageOver", { count: length, max, over })
      : t("enquiryForm.messageCount", { count: length, max });
  const [announcement, setAnnouncement] = React.useState("");

  React.useEffect(() => {
    if (!enhanced || length < max * NEAR_LIMIT) {
      setAnnouncement("");
      return undefined;
    }
    const timer = window.setTimeout(() => setAnnouncement(shown), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [enhanced, length, max, shown]);

  return (
    <>
      <S.Counter id={id} data-over={over > 0 ? "true" : undefined}>
        {shown}
      </S.Counter>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
