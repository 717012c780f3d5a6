import * as React from "react";
import { CloseCross } from "../../theme/icons/close-cross";
import { Hamburger } from "../../theme/icons/hamburger";
import { useFormat } from "../../i18n/locale-context";
import { MAIN_MENU_ID } from "./desktop-menu";
import { HEADER_ID } from "./header-render-blocking";
import * as S from "./header.styles";

/**
 * The menu toggle as the server renders it, below 1280px (docs/navigation.md, "Without JavaScript"): links, so the menu
 * opens without any script. "Open navigation menu" goes to the main navigation (#site-menu), which the stylesheet
 * shows full screen while it is the URL's target; "Close navigation menu" goes back to the header. Once the browser
 * knows its width the header replaces this with the real toggle and the mobile menu.
 */
export function NoScriptToggle() {
  const { t } = useFormat();
  return (
    <S.TogglePlaceholder>
      <a href={`#${MAIN_MENU_ID}`} data-no-script-toggle="open" aria-label={t("header.openMenu")}>
        <Hamburger />
      </a>
      <a href={`#${HEADER_ID}`} data-no-script-toggle="close" aria-label={t("header.closeMenu")}>
        <CloseCross />
      </a>
    </S.TogglePlaceholder>
  );
}
