import * as React from "react";
import type { ContactLink } from "../../components/site-configuration/contact-links";
import { DesktopMenu } from "./desktop-menu";
import { HomeLink } from "./home-link";
import { useLocalizedPath } from "../../i18n/locale-context";
import { useMainNavigation } from "../../lib/main-navigation";
import { isPageShown, menuEntries, type MenuPlace, type NavigationEntryData } from "./menu-items";
import { MobileMenu, type MobileMenuState } from "./mobile-menu";
import { useFocusTrap } from "./use-focus-trap";
import { useMenuEnvironment } from "./use-menu-environment";
import { useCompactOnScroll } from "./use-compact-on-scroll";
import { NoScriptToggle } from "./no-script-toggle";
import { ConsultationLink } from "./consultation-link";
import { HEADER_ID } from "./header-render-blocking";
import * as S from "./header.styles";

export interface HeaderProps {
  /** Defaults to the main navigation data value (src/lib/main-navigation). */
  navigation?: readonly (NavigationEntryData | null)[];
  /** The path shown: a route change closes the menus. */
  currentPath: string;
  /** Where the menus mark the visitor (menu-items.ts); the current path by default. */
  place?: MenuPlace;
  /** The page's language switcher (the header slice gets it from the page); by default the header's own. */
  languages?: React.ReactNode;
  /** Told when the full-screen menu opens or closes, so the layout can make the page behind it inert. */
  onMenuOpenChange?(open: boolean): void;
  /** The configuration's email and telephone, shown at the foot of the mobile menu. */
  contacts?: readonly ContactLink[];
  /**
   * The search control (src/features/search, given by the layout: one feature does not import another), in the
   * desktop bar (`compact` false) or in the compact bar below it.
   */
  search?(compact: boolean): React.ReactNode;
}

const CLOSED: MobileMenuState = { open: false, obscured: false };

/**
 * The site header: logo home, the main navigation, search and the consultation link. The server renders the
 * desktop bar and a hamburger placeholder (CSS shows whichever fits); once the browser knows its width,
 * the header runs the desktop or the mobile menu, and re-creates it when the width crosses 1280px. Without JavaScript
 * the phone's toggle is a link that opens the server-rendered menu (no-script-toggle.tsx).
 * At every width it sticks to the top, and turns compact once the page is scrolled (use-compact-on-scroll.ts).
 */
export function Header({ navigation: given, currentPath, place = currentPath, languages, onMenuOpenChange, contacts = [], search }: HeaderProps) {
  const mainNavigation = useMainNavigation();
  const navigation = given ?? mainNavigation;
  const { mode, reducedMotion } = useMenuEnvironment();
  const entries = React.useMemo(() => menuEntries(navigation, place), [navigation, place]);
  const onHome = isPageShown(useLocalizedPath()("/"), place);
  const [mobile, setMobile] = React.useState<MobileMenuState>(CLOSED);
  const headerRef = React.useRef<HTMLElement>(null);
  const menuOpen = mode === "mobile" && mobile.open;

  // A mode change unmounts the mobile menu; nothing of its state may outlive it.
  React.useEffect(() => setMobile(CLOSED), [mode]);
  React.useEffect(() => onMenuOpenChange?.(menuOpen), [menuOpen, onMenuOpenChange]);
  useFocusTrap(headerRef, menuOpen);
  useCompactOnScroll(headerRef, mode !== null && !menuOpen);

  const onMobileState = React.useCallback((state: MobileMenuState) => {
    setMobile((previous) => (previous.open === state.open && previous.obscured === state.obscured ? previous : state));
  }, []);

  return (
    <S.Header id={HEADER_ID} ref={headerRef} data-menu-mode={mode ?? "pending"} data-menu-open={menuOpen}>
      <S.Bar>
        <HomeLink faded={menuOpen && mobile.obscured} current={onHome} />
        {/* Below the desktop menu the consultation link stays in the bar, so the sticky header always offers it. */}
        {mode !== "desktop" && <ConsultationLink compact />}
        {mode !== "desktop" && search && <S.CompactSearch>{search(true)}</S.CompactSearch>}
        {/* Before the desktop menu's long markup, so a paint of half-arrived HTML already has it beside the link. */}
        {mode === null && <NoScriptToggle />}
        {mode === "mobile" ? (
          <MobileMenu
            key="mobile"
            entries={entries}
            contacts={contacts}
            currentPath={currentPath}
            reducedMotion={reducedMotion}
            onStateChange={onMobileState}
            languages={languages}
          />
        ) : (
          <DesktopMenu key="desktop" entries={entries} currentPath={currentPath} reducedMotion={reducedMotion} search={search?.(false)} languages={languages} />
        )}
      </S.Bar>
    </S.Header>
  );
}
