import * as React from "react";
import { useGsap, useIntent, type Gsap } from "../../theme/lazy-gsap";
import { prefersReducedMotion } from "../../theme/reduced-motion";
import { theme } from "../../theme/theme";
import { Chevron } from "../../theme/icons/chevron";
import { RichText } from "../../components/rich-text/rich-text";
import * as S from "./accordion.styles";

interface AccordionItemData {
  label: string;
  html: string | null | undefined;
  startsOpen: boolean;
}

export interface AccordionProps {
  heading?: string | null;
  items: AccordionItemData[];
}

/**
 * WAI-ARIA accordion (APG): each header is a button in a heading, with aria-expanded and aria-controls;
 * each panel is a region labelled by its button. Items may start open (starts_open, docs/content-model.md); they
 * open and close independently. Up/Down/Home/End move between headers.
 */
export function Accordion({ heading, items }: AccordionProps) {
  const baseId = React.useId();
  const rootRef = React.useRef<HTMLElement>(null);
  // gsap is fetched when the pointer or focus first reaches the accordion; a toggle before it arrives is instant.
  const gsap = useGsap(useIntent(rootRef));
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key] ?? index;
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <S.Accordion
      ref={rootRef}
      data-motion={gsap ? "ready" : "pending"}
      onKeyDown={onKeyDown}
      aria-labelledby={heading ? `${baseId}-heading` : undefined}
      as={heading ? "section" : "div"}
    >
      {heading && <S.Heading id={`${baseId}-heading`}>{heading}</S.Heading>}
      {items.map((item, index) => (
        <AccordionItem key={`${baseId}-${index}`} id={`${baseId}-${index}`} item={item} gsap={gsap} />
      ))}
    </S.Accordion>
  );
}

function AccordionItem({ id, item, gsap }: { id: string; item: AccordionItemData; gsap: Gsap | null }) {
  const [expanded, setExpanded] = React.useState(item.startsOpen);
  // The panel stays displayed while it animates closed, then is hidden.
  const [displayed, setDisplayed] = React.useState(item.startsOpen);
  const panelRef = React.useRef<HTMLDivElement>(null);
  // A tween still running when the item goes away must not touch a detached panel.
  React.useEffect(() => {
    const panel = panelRef.current;
    return () => {
      if (panel) gsap?.killTweensOf(panel);
    };
  }, [gsap]);
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;

  const toggle = () => {
    const panel = panelRef.current;
    const opening = !expanded;
    setExpanded(opening);
    if (!panel || !gsap || prefersReducedMotion()) {
      setDisplayed(opening);
      return;
    }
    gsap.killTweensOf(panel);
    if (opening) {
      // Reopening while it closes starts from where it is; shown now (not on React's next commit) so
      // the tween can measure the natural height.
      const from = panel.hidden ? 0 : panel.offsetHeight;
      panel.hidden = false;
      setDisplayed(true);
      gsap.fromTo(
        panel,
        { height: from, overflow: "hidden" },
        { height: "auto", duration: theme.motion.accordion, ease: "power2.inOut", clearProps: "height,overflow" },
      );
    } else {
      gsap.to(panel, {
        height: 0,
        overflow: "hidden",
        duration: theme.motion.accordion,
        ease: "power2.inOut",
        onComplete: () => {
          setDisplayed(false);
          gsap.set(panel, { clearProps: "height,overflow" });
        },
      });
    }
  };

  return (
    <S.Item data-expanded={expanded}>
      <S.ItemHeading>
        <S.Trigger type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={toggle} data-accordion-trigger="">
          <span>{item.label}</span>
          <Chevron />
        </S.Trigger>
      </S.ItemHeading>
      <S.Panel ref={panelRef} id={panelId} role="region" aria-labelledby={buttonId} hidden={!displayed}>
        <S.PanelBody>
          <RichText html={item.html} />
        </S.PanelBody>
      </S.Panel>
    </S.Item>
  );
}
