import * as React from "react";
import type { ContactLink } from "../../components/site-configuration/contact-links";
import { useGsap, useIntent } from "../../theme/lazy-gsap";
import { theme } from "../../theme/theme";
import { Chevron } from "../../theme/icons/chevron";
import { CloseCross } from "../../theme/icons/close-cross";
import { Hamburger } from "../../theme/icons/hamburger";
import { ChildLinks } from "./child-links";
import { ConsultationLink } from "./consultation-link";
import { menuShape } from "./desktop-menu";
import { mobileMenuTimeline, runTimeline, setShown, showNow, submenuTimeline, type Timeline } from "./menu-timelines";
import type { MenuEntry } from "./menu-items";
import { useScrollLock } from "./use-scroll-lock";
import * as S from "./mobile-menu.styles";
import { useFormat } from "../../i18n/locale-context";
import { LanguageSwitcher } from "../../components/language-switcher/language-switcher";

export interface MobileMenuState {
  open: boolean;
  /** Menu content has scrolled beneath the bar: the logo and the toggle fade away (docs/navigation.md). */
  obscured: boolean;
}

export interface MobileMenuProps {
  entries: MenuEntry[];
  contacts?: readonly ContactLink[];
  currentPath: string;
  reducedMotion: boolean;
  onStateChange(state: MobileMenuState): void;
  /** The page's language switcher, else the header's own. */
  languages?: React.ReactNode;
}

const SUBMENU_SPEEDS = { openSpeed: theme.motion.submenuOpenSpeed, closeSpeed: theme.motion.submenuCloseSpeed };

/**
 * Below 1280px (docs/navigation.md): the hamburger opens a full-screen menu (the page scrolls to the top and stays
 * locked); entries with children open a submenu with a Back button. Opening plays a timeline, closing
 * reverses it; submenus run at 1x to open and 2x to close.
 */
export function MobileMenu({ entries, contacts = [], currentPath, reducedMotion, onStateChange, languages = <LanguageSwitcher /> }: MobileMenuProps) {
  const baseId = React.useId();
  const { t } = useFormat();
  const panelId = `${baseId}-menu`;
  const [open, setOpen] = React.useState(false);
  const [submenu, setSubmenu] = React.useState<string | null>(null);
  const [obscured, setObscured] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const menuTimeline = React.useRef<Timeline | null>(null);
  const submenuTimelines = React.useRef(new Map<string, Timeline>());
  const triggers = React.useRef(new Map<string, HTMLButtonElement>());
  const backButtons = React.useRef(new Map<string, HTMLButtonElement>());
  const shownSubmenu = React.useRef<string | null>(null);
  const focusAfterSubmenu = React.useRef<HTMLElement | null>(null);
  const shape = menuShape(entries);

  // gsap is fetched when the visitor reaches for the toggle; until it is here the menu opens without motion.
  const intent = useIntent(toggleRef);
  const gsap = useGsap(intent || open);
  const openNow = React.useRef(open);
  // The panel's links are rendered from that same first sign on, not while the page starts: on a phone they would
  // otherwise be built, as the header turns mobile, in the page's first second (docs/navigation.md, "Mobile: below 1280px").
  const [rendered, setRendered] = React.useState(false);
  if ((intent || open) && !rendered) setRendered(true);

  React.useEffect(() => {
    const panel = panelRef.current;
    const list = listRef.current;
    if (!gsap || !panel || !list) return undefined;
    const submenus = submenuTimelines.current;
    const context = gsap.context(() => {
      menuTimeline.current = mobileMenuTimeline(gsap, panel, [...panel.querySelectorAll("[data-menu-entry]")]);
      submenus.clear();
      panel.querySelectorAll<HTMLElement>("[data-submenu]").forEach((element) => {
        submenus.set(element.dataset.submenu ?? "", submenuTimeline(gsap, element, list));
      });
    }, panel);
    // Built while the menu is already open (gsap arrived after the click): start where the menu is.
    if (openNow.current) menuTimeline.current?.progress(1);
    const shown = shownSubmenu.current;
    if (shown) submenus.get(shown)?.progress(1);
    return () => {
      context.revert();
      menuTimeline.current = null;
      submenus.clear();
    };
  }, [gsap, shape, rendered]);

  useScrollLock(open);

  React.useEffect(() => {
    openNow.current = open;
    const timeline = menuTimeline.current;
    if (timeline) runTimeline(timeline, open, { instant: reducedMotion });
    else setShown(panelRef.current, open);
    if (open) {
      if (panelRef.current) panelRef.current.scrollTop = 0;
    } else {
      setSubmenu(null);
      setObscured(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reducedMotion is read at the moment of the change; a later preference change needs no replay
  }, [open]);

  React.useEffect(() => {
    const previous = shownSubmenu.current;
    const options = { instant: reducedMotion, ...SUBMENU_SPEEDS };
    const panel = panelRef.current;
    const part = (key: string) => panel?.querySelector<HTMLElement>(`[data-submenu="${CSS.escape(key)}"]`) ?? null;
    if (previous && previous !== submenu) {
      const timeline = submenuTimelines.current.get(previous);
      if (timeline) runTimeline(timeline, false, options);
      else setShown(part(previous), false);
    }
    if (submenu) {
      const timeline = submenuTimelines.current.get(submenu);
      if (timeline) runTimeline(timeline, true, options);
      else setShown(part(submenu), true);
    }
    if (submenuTimelines.current.size === 0) setShown(listRef.current, !submenu);
    shownSubmenu.current = submenu;
    const target = focusAfterSubmenu.current;
    focusAfterSubmenu.current = null;
    if (target) {
      showNow(submenu ? (target.closest("[data-submenu]") as HTMLElement | null) : listRef.current);
      // The target may still be translated off to the side; scrolling it "into view" would shift the menu.
      target.focus({ preventScroll: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the shown submenu changes, reading motion and focus at that moment
  }, [submenu]);

  React.useEffect(() => onStateChange({ open, obscured: open && obscured }), [open, obscured, onStateChange]);

  React.useEffect(() => setOpen(false), [currentPath]);

  const openSubmenu = (key: string) => {
    focusAfterSubmenu.current = backButtons.current.get(key) ?? null;
    setSubmenu(key);
  };

  const closeSubmenu = React.useCallback(() => {
    const key = shownSubmenu.current;
    focusAfterSubmenu.current = key ? (triggers.current.get(key) ?? null) : null;
    setSubmenu(null);
  }, []);

  const closeMenu = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      if (shownSubmenu.current) closeSubmenu();
      else closeMenu(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, closeSubmenu, closeMenu]);

  // Following any menu link closes the menu; the route change that follows finds it closed.
  const onPanelClick = (event: React.MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest("a")) closeMenu(false);
  };

  const onPanelScroll = (event: React.UIEvent<HTMLElement>) => setObscured(event.currentTarget.scrollTop > 4);

  return (
    <>
      <S.Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("header.closeMenu") : t("header.openMenu")}
        data-faded={open && obscured ? "" : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseCross /> : <Hamburger />}
      </S.Toggle>
      <S.Panel id={panelId} ref={panelRef} onClick={onPanelClick} onScroll={onPanelScroll} data-state={open ? "open" : "closed"}>
        {rendered && (
          <S.Content>
            <nav aria-label={t("header.mainNavigation")}>
              <S.Stack>
                <S.MainList ref={listRef}>
                  {entries.map((entry) => (
                    <li key={entry.key} data-menu-entry="">
                      {entry.children.length > 0 ? (
                        <S.SubmenuTrigger
                          ref={(element: HTMLButtonElement | null) => {
                            if (element) triggers.current.set(entry.key, element);
                            else triggers.current.delete(entry.key);
                          }}
                          type="button"
                          aria-expanded={submenu === entry.key}
                          aria-controls={`${baseId}-submenu-${entry.key}`}
                          aria-current={entry.current ? "true" : undefined}
                          onClick={() => openSubmenu(entry.key)}
                        >
                          {entry.title}
                          <Chevron />
                        </S.SubmenuTrigger>
                      ) : entry.link ? (
                        <S.EntryLink link={entry.link} />
                      ) : null}
                    </li>
                  ))}
                </S.MainList>
                {entries
                  .filter((entry) => entry.children.length > 0)
                  .map((entry) => (
                    <S.Submenu
                      key={entry.key}
                      id={`${baseId}-submenu-${entry.key}`}
                      data-submenu={entry.key}
                      data-open={submenu === entry.key ? "" : undefined}
                    >
                      <S.Back
                        ref={(element: HTMLButtonElement | null) => {
                          if (element) backButtons.current.set(entry.key, element);
                          else backButtons.current.delete(entry.key);
                        }}
                        type="button"
                        aria-label={t("header.backToMain")}
                        onClick={closeSubmenu}
                      >
                        <Chevron />
                        {t("header.back")}
                      </S.Back>
                      {entry.link ? (
                        <S.SubOverview link={entry.link}>{t("header.overview", { title: entry.title })}</S.SubOverview>
                      ) : (
                        <S.SubTitle>{entry.title}</S.SubTitle>
                      )}
                      <ChildLinks entry={entry} List={S.SubList} Link={S.SubLink} GrandchildList={S.GrandchildList} GrandchildLink={S.GrandchildLink} />
                    </S.Submenu>
                  ))}
              </S.Stack>
            </nav>
            {/* The foot of the panel: the consultation disc beside the ways to reach a person, so the menu ends with an offer. */}
            <S.Extras data-menu-entry="">
              <ConsultationLink />
              {contacts.length > 0 && (
                <S.ContactList aria-label={t("header.contact")}>
                  {contacts.map((contact) => (
                    <li key={contact.href}>
                      <a href={contact.href}>{contact.label}</a>
                    </li>
                  ))}
                </S.ContactList>
              )}
              {languages}
            </S.Extras>
          </S.Content>
        )}
      </S.Panel>
    </>
  );
}
