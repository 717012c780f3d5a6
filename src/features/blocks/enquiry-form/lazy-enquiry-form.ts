import * as React from "react";
import { ENQUIRY_FORM_ATTRIBUTE } from "./enquiry-form-marker";

/**
 * Resolves when a server-rendered enquiry form is within a scroll of the viewport (keyboard focus scrolls it there
 * too); at once when there is none in the document (a client-side navigation renders it fresh) or the browser
 * cannot tell.
 */
function nearAForm(): Promise<unknown> {
  const forms = document.querySelectorAll(`[${ENQUIRY_FORM_ATTRIBUTE}]`);
  if (forms.length === 0 || !window.IntersectionObserver) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && resolve(observer.disconnect()), {
      rootMargin: "800px 0px",
    });
    forms.forEach((form) => observer.observe(form));
  });
}

/**
 * The form's code (its settings, rules, sending, states) is a chunk of its own, fetched when a form comes near: pages
 * keep their first-load JavaScript budget (tests/build/js-budget.test.ts). The server renders it in full, so until
 * the chunk arrives the page holds the plain HTML form, which works on its own (a plain POST). React keeps that
 * HTML while the code loads, then hydrates it.
 */
export const LazyEnquiryFormBlock = React.lazy(async () => {
  if (typeof window !== "undefined") await nearAForm();
  return { default: (await import(/* webpackChunkName: "enquiry-form" */ "./enquiry-form-block")).EnquiryFormBlock };
});
