import * as React from "react";
import { ENQUIRY_FORM_ATTRIBUTE } from "./enquiry-settings";

/** How far below the viewport a form starts loading its code: a scroll's worth, so it is ready when reached. */
const LOAD_MARGIN = "800px 0px";

/**
 * Resolves when a server-rendered enquiry form is near the viewport or has been focused; at once when there is
 * none in the document (a client-side navigation renders it fresh) or the browser cannot tell.
 */
function nearAForm(): Promise<void> {
  const forms = [...document.querySelectorAll(`[${ENQUIRY_FORM_ATTRIBUTE}]`)];
  if (forms.length === 0 || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const form of forms) form.removeEventListener("focusin", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: LOAD_MARGIN });
    for (const form of forms) {
      observer.observe(form);
      form.addEventListener("focusin", done);
    }
  });
}

/**
 * The form's code (its settings, rules, sending, states) is a chunk of its own, fetched when a form comes near: pages keep
 * their first-load JavaScript budget (tests/build/js-budget.test.ts). The server renders it in full, so until the
 * chunk arrives the page holds the plain HTML form, which works on its own (a plain POST). React keeps that HTML
 * while the code loads, then hydrates it.
 */
export const LazyEnquiryFormBlock = React.lazy(async () => {
  if (typeof window !== "undefined") await nearAForm();
  const { EnquiryFormBlock } = await import(/* webpackChunkName: "enquiry-form" */ "./enquiry-form-block");
  return { default: EnquiryFormBlock };
});
