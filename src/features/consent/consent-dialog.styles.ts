import { styled } from "@linaria/react";
import { CONSENT_PENDING_ATTRIBUTE } from "../../lib/consent-signals";
import { media, theme } from "../../theme/theme";

/**
 * The modal sits in the top layer (showModal), so it needs no z-index. It is sized for the smallest phones
 * (fits 320px wide, scrolls inside itself when taller than the screen) and capped at a readable width.
 * It hangs from the top rather than being centred: its markup is the last part of the page's HTML, and a browser
 * may paint it before all of it has arrived. Centred, each part that arrives would move what is already painted
 * up (a layout shift); hung from the top, the dialog only grows downwards.
 * Open, it is a column whose only part that gives way is the intro (Intro): on a short screen the intro scrolls in
 * its own box so the categories, their ticked state and the buttons are all in view the moment it opens, in SPEC's
 * order (heading, intro, categories, buttons).
 */
export const Dialog = styled.dialog`
  width: min(44rem, calc(100vw - 1.5rem));
  max-width: none;
  max-height: calc(100dvh - 1.5rem);
  margin: 0.75rem auto auto;
  padding: 0;
  border: 0;
  border-radius: 0.75rem;
  background: ${theme.colors.light};
  color: ${theme.colors.dark};
  box-shadow: 0 1.5rem 4rem rgba(20, 23, 28, 0.35);
  overflow: auto;
  overscroll-behavior: contain;
  &[open] {
    display: flex;
    flex-direction: column;
  }

  /* On a large screen it hangs a little lower, where the eye expects a dialog. */
  @media (min-width: 48rem) and (min-height: 48rem) {
    max-height: calc(92dvh - 0.75rem);
    margin-top: 8dvh;
  }

  &::backdrop {
    background: rgba(20, 23, 28, 0.65);
  }

  /*
   * Until the app takes the dialog over, the head script's pending mark paints it as it will look once modal:
   * fixed where the modal will be, over the same backdrop. So it is there with the page's first paint, not seconds later
   * when the scripts have loaded on a phone (docs/consent.md, "Before the scripts run").
   */
  html[${CONSENT_PENDING_ATTRIBUTE}] &:not([open]) {
    display: flex;
    flex-direction: column;
    position: fixed;
    inset: 0;
    z-index: ${theme.layers.consent};
    box-shadow:
      0 1.5rem 4rem rgba(20, 23, 28, 0.35),
      0 0 0 100vmax rgba(20, 23, 28, 0.65);
    /* Its controls work at once: the head script answers them until the app takes over (early-consent.ts). */
  }

  /* The summary shows each optional category's word for its checkbox's state (ChoiceSummary). */
  [data-summary-category] [data-state="off"],
  &:has(input[data-consent-category="analytics"]:not(:checked)) [data-summary-category="analytics"] [data-state="on"],
  &:has(input[data-consent-category="preferences"]:not(:checked)) [data-summary-category="preferences"] [data-state="on"],
  &:has(input[data-consent-category="marketing"]:not(:checked)) [data-summary-category="marketing"] [data-state="on"] {
    display: none;
  }
  &:has(input[data-consent-category="analytics"]:not(:checked)) [data-summary-category="analytics"],
  &:has(input[data-consent-category="preferences"]:not(:checked)) [data-summary-category="preferences"],
  &:has(input[data-consent-category="marketing"]:not(:checked)) [data-summary-category="marketing"] {
    background: transparent;
    color: ${theme.colors.muted};
    [data-state="off"] {
      display: inline;
    }
  }
`;

/** Short screens (a phone held either way, 360×640 and 844×390): tighter spacing, so the categories fit beside the intro. */
const short = "@media (max-height: 40rem)";
/** A short screen that is wide enough lays the four categories out two by two. */
const shortAndWide = "@media (max-height: 40rem) and (min-width: 36rem)";

export const Body = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-direction: column;
  min-height: 0;
  padding: 1.25rem;
  > * {
    flex: none;
  }
  ${media.sm} {
    padding: 1.75rem 2rem;
  }
  ${short} {
    padding: 1rem;
    ${media.sm} {
      padding: 1rem 1.5rem;
    }
  }
`;

export const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-family: ${theme.fonts.heading};
  font-size: 1.5rem;
  color: ${theme.colors.primary};
  ${media.sm} {
    font-size: 1.75rem;
  }
  ${short} {
    margin-bottom: 0.5rem;
    font-size: 1.25rem;
  }
  /* Focus lands here on open so the heading is read first; it is not in the tab order. */
  &:focus {
    outline: none;
  }
`;

/**
 * The part that gives way on a short screen: it keeps about two lines and scrolls inside itself (a link in it is
 * still reached by Tab, which scrolls it into view).
 */
export const Intro = styled.div`
  &&& {
    flex: 0 1 auto;
  }
  min-height: 3.5rem;
  margin-bottom: 1rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  p {
    margin: 0 0 0.75rem;
  }
  > :last-child {
    margin-bottom: 0;
  }
  ${short} {
    margin-bottom: 0.75rem;
  }
`;

export const Categories = styled.fieldset`
  min-width: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  ${short} {
    margin-bottom: 0.75rem;
  }
  ${shortAndWide} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1.5rem;
  }
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  ${short} {
    margin-bottom: 0.25rem;
  }
  font-family: ${theme.fonts.accent};
  font-weight: 600;
`;

export const Category = styled.div`
  padding: 0.75rem 0;
  border-top: 1px solid ${theme.colors.tertiary};
  &:last-child {
    border-bottom: 1px solid ${theme.colors.tertiary};
  }
  /* The label and Learn more are 2.75rem tall already: enough to tap, and to tell the rows apart. */
  ${short} {
    padding: 0;
  }
  ${shortAndWide} {
    &:nth-last-child(-n + 2) {
      border-bottom: 1px solid ${theme.colors.tertiary};
    }
  }
`;

export const CategoryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  input:disabled {
    cursor: not-allowed;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

const focusRing = `
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const LearnMore = styled.button`
  min-height: 2.75rem;
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export const Explanation = styled.p`
  margin: 0.25rem 0 0;
  white-space: pre-line;
`;

/**
 * The decisions stay in reach: the bar ends the dialog's column (and sticks to its bottom should the dialog itself
 * ever scroll, e.g. with every Learn more open), so every button is on screen the moment the dialog opens, even at
 * 844×390, and the summary of the optional categories tops the bar, so their state is in view before anything is accepted. Narrow screens stack the
 * buttons full width; from the sm breakpoint they share one row under the summary, each as wide as its label
 * needs and growing to fill it, so a fourth button (Close on /cookie-policy/) never drops onto a row of its own.
 */
export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  gap: 0.5rem;
  margin: 0 -1.25rem -1.25rem;
  padding: 0.75rem 1.25rem 1.25rem;
  border-top: 1px solid ${theme.colors.tertiary};
  background: ${theme.colors.light};
  ${media.sm} {
    display: flex;
    flex-wrap: wrap;
    margin: 0 -2rem -1.75rem;
    padding: 0.75rem 2rem 1.75rem;
    > * {
      flex: 1 1 auto;
    }
    > p {
      flex-basis: 100%;
    }
  }
  ${short} {
    margin: 0 -1rem -1rem;
    padding: 0.5rem 1rem 1rem;
    ${media.sm} {
      margin: 0 -1.5rem -1rem;
      padding: 0.5rem 1.5rem 1rem;
    }
  }
`;

/** A pill per optional category: filled while ticked, outlined and muted when not (the rules on Dialog). */
export const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  margin: 0 0 0.125rem;
  font-size: ${theme.type.meta};
  b {
    font-weight: 600;
  }
  [data-summary-category] {
    padding: 0.125rem 0.625rem;
    border: 1px solid ${theme.colors.primary};
    border-radius: 999px;
    background: ${theme.colors.tertiary};
    color: ${theme.colors.primary};
    white-space: nowrap;
  }
`;

/** `data-variant="solid"` is filled navy; without it the button is outlined. */
export const Button = styled.button`
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  white-space: nowrap;
  border: 2px solid ${theme.colors.primary};
  border-radius: 999px;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.body};
  font-weight: 600;
  cursor: pointer;
  background: ${theme.colors.light};
  color: ${theme.colors.primary};
  &[data-variant="solid"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.light};
  }
  ${focusRing}
`;

export { VisuallyHidden } from "../../theme/visually-hidden";
