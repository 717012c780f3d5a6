import * as React from "react";
import { useGsap, useIntent } from "../../theme/lazy-gsap";
import { Chevron } from "../../theme/icons/chevron";
import { CloseCross } from "../../theme/icons/close-cross";
import { ChildLinks } from "./child-links";
import { ConsultationLink } from "./consultation-link";
import { desktopPanelTimeline, runTimeline, setShown, type Timeline } from "./menu-timelines";
import type { MenuEntry } from "./menu-items";
import * as S from "./desktop-menu.styles";
import { useFormat } from "../../i18n/locale-context";
import { LanguageSwitcher } from "../../components/language-switcher/language-switcher";

export interface DesktopMenuProps {
  entries: MenuEntry[];
  currentPath: string;
  reducedMotion: boolean;
  /** The search control, between the menu and the languages. */
  search?: React.ReactNode;
  /** The page's language switcher, else the header's own. */
  languages?: React.ReactNode;
}

/** The main navigation's id: without JavaScript the phone's menu toggle is a link to it (no-script-toggle.tsx). */
export const MAIN_MENU_ID = "site-menu";

/** Changes only when the menu's shape changes, not when the current page does. */
export const menuShape = (entries: MenuEntry[]) =>
  entries.map((entry) => `${entry.key}:${entry.children.map((child) => child.children.length).join(",")}`).join("|");

/**
 * From 1280px (docs/navigation.md): a horizontal bar. An item with children is a disclosure button (aria-expanded,
 * aria-controls) that opens a full-width panel with the children and a Close button. Escape, Close, a
 * click outside, focus leaving the menu, following a link or a route change all close it.
 */
export function DesktopMenu({ entries, currentPath, reducedMotion, search, languages = <LanguageSwitcher /> }: DesktopMenuProps) {
  const baseId = React.useId();
  const { t } = useFormat();
  const navRef = React.useRef<HTMLElement>(null);
  const [openKey, setOpenKey] = React.useState<string | null>(null);
  const timelines = React.useRef(new Map<string, Timeline>());
  const triggers = React.useRef(new Map<string, HTMLButtonElement>());
  const shown = React.useRef<string | null>(null);
  const shape = menuShape(entries);

  // gsap is fetched when the pointer or focus first reaches the bar; until it is here panels open without motion.
  const intent = useIntent(navRef);
  const gsap = useGsap(intent || openKey !== null);

  React.useEffect(() => {
    const nav = navRef.current;
    if (!gsap || !nav) return undefined;
    const built = timelines.current;
    const context = gsap.context(() => {
      built.clear();
      nav.querySelectorAll<HTMLElement>("[data-panel]").forEach((panel) => {
        built.set(panel.dataset.panel ?? "", desktopPanelTimeline(gsap, panel, [...panel.querySelectorAll("[data-panel-part]")]));
      });
    }, nav);
    // Built while a panel is open (gsap arrived after the click): start where the panel is.
    if (shown.current) built.get(shown.current)?.progress(1);
    return () => {
      context.revert();
      built.clear();
    };
  }, [gsap, shape]);

  // One panel at a time: closing reverses the open panel's timeline, opening plays the new one.
  React.useEffect(() => {
    const previous = shown.current;
    const instant = reducedMotion;
    const panel = (key: string) => navRef.current?.querySelector<HTMLElement>(`[data-panel="${CSS.escape(key)}"]`) ?? null;
    if (previous && previous !== openKey) {
      const timeline = timelines.current.get(previous);
      if (timeline) runTimeline(timeline, false, { instant });
      else setShown(panel(previous), false);
    }
    if (openKey) {
      const timeline = timelines.current.get(openKey);
      if (timeline) runTimeline(timeline, true, { instant });
      else setShown(panel(openKey), true);
    }
    shown.current = openKey;
  }, [openKey, reducedMotion]);

  React.useEffect(() => setOpenKey(null), [currentPath]);

  const closeAndReturnFocus = () => {
    if (openKey) triggers.current.get(openKey)?.focus();
    setOpenKey(null);
  };

  React.useEffect(() => {
    if (!openKey) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      triggers.current.get(openKey)?.focus();
      setOpenKey(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [openKey]);

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    // Focus moving to another element outside the menu closes it; a click on the panel's background does not.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpenKey(null);
  };

  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest("a")) setOpenKey(null);
  };

  return (
    <>
      {}
      <S.Nav ref={navRef} id={MAIN_MENU_ID} aria-label={t("header.mainNavigation")} onBlur={onBlur} onClick={onClick}>
        <S.List>
          {entries.map((entry) => {
            if (entry.children.length === 0) {
              return entry.link ? (
                <S.Item key={entry.key}>
                  <S.TopLink link={entry.link} aria-current={entry.current} />
                </S.Item>
              ) : null;
            }
            const panelId = `${baseId}-panel-${entry.key}`;
            const open = openKey === entry.key;
            return (
              <S.Item key={entry.key}>
                <S.Trigger
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) triggers.current.set(entry.key, element);
                    else triggers.current.delete(entry.key);
                  }}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  // A button is never "the page": "true" marks the section the page belongs to.
                  aria-current={entry.current ? "true" : undefined}
                  onClick={() => setOpenKey(open ? null : entry.key)}
                >
                  {entry.title}
                  <Chevron />
                </S.Trigger>
                <S.Panel id={panelId} data-panel={entry.key}>
                  <S.PanelInner>
                    <div data-panel-part="">
                      {entry.link ? (
                        <S.Overview link={entry.link}>
                          {t("header.overview", { title: entry.title })}
                          <Chevron />
                        </S.Overview>
                      ) : (
                        <S.PanelTitle>{entry.title}</S.PanelTitle>
                      )}
                    </div>
                    <ChildLinks
                      entry={entry}
                      List={S.ChildList}
                      Link={S.ChildLink}
                      GrandchildList={S.GrandchildList}
                      GrandchildLink={S.GrandchildLink}
                      animatedItems
                    />
                    <S.Close type="button" onClick={closeAndReturnFocus}>
                      {t("header.close")}
                      <CloseCross />
                    </S.Close>
                  </S.PanelInner>
                </S.Panel>
              </S.Item>
            );
          })}
        </S.List>
      </S.Nav>
      {search && <S.Search>{search}</S.Search>}
      <S.Aside>
        {languages}
        <ConsultationLink />
      </S.Aside>
    </>
  );
}
