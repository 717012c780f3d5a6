import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import { queries, theme } from "../../theme/theme";

/**
 * Scroll-driven entrance of content sections. Loaded on demand (see use-scroll-reveal.ts), so neither
 * ScrollTrigger nor this code is part of the first page load.
 *
 * Only opacity and transform change, which never move other boxes (no layout shift), and nothing that
 * was already on screen when this runs is touched: a visitor never sees painted text vanish. Sections
 * waiting below the fold stay visible to assistive technology, find-in-page and keyboard focus (opacity,
 * not visibility): focusing a link inside one scrolls it into view, which reveals it.
 */
gsap.registerPlugin(ScrollTrigger);

export function startScrollReveal(sections: readonly HTMLElement[]): () => void {
  const mm = gsap.matchMedia();
  // Under reduced motion nothing is set up; if the preference changes later, gsap reverts everything.
  mm.add(queries.motionOk, () => {
    const fold = window.innerHeight;
    for (const section of sections) {
      if (section.getBoundingClientRect().top < fold) continue;
      section.dataset.reveal = "pending";
      gsap.from(section, {
        opacity: 0,
        y: 40,
        duration: theme.motion.reveal,
        ease: theme.motion.ease,
        scrollTrigger: { trigger: section, start: "top 92%", once: true },
        onComplete: () => {
          section.dataset.reveal = "done";
        },
      });
    }
    return () => sections.forEach((section) => delete section.dataset.reveal);
  });
  return () => mm.revert();
}
