import * as React from "react";
import { RichText } from "./rich-text";

export interface AccordionItemData {
  label: string;
  html: string | null | undefined;
  startsOpen: boolean;
}

export interface AccordionProps {
  heading?: string | null;
  items: AccordionItemData[];
}

/** WAI-ARIA accordion: each header is a button controlling its region; items may start open. */
export function Accordion({ heading, items }: AccordionProps) {
  const baseId = React.useId();
  const [open, setOpen] = React.useState(() => items.map((item) => item.startsOpen));
  return (
    <section>
      {heading && <h2>{heading}</h2>}
      {items.map((item, index) => {
        const active = open[index] ?? false;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={buttonId}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={active}
                aria-controls={panelId}
                onClick={() => setOpen((state) => state.map((value, i) => (i === index ? !value : value)))}
              >
                {item.label}
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!active}>
              <RichText html={item.html} />
            </div>
          </div>
        );
      })}
    </section>
  );
}
