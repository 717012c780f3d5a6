import * as React from "react";
import styled from "styled-components";
import { visuallyHidden } from "../../theme/visually-hidden";

const Hidden = styled.h1`
  ${visuallyHidden}
`;

/**
 * The page's one h1 is its CMS title. When the page opens with a hero, the hero's big heading is what people
 * see first, so the title stays for assistive technology and search engines without being shown twice.
 */
export function PageTitle({ title, opensWithHero }: { title: string | null; opensWithHero: boolean }) {
  return opensWithHero ? <Hidden>{title}</Hidden> : <h1>{title}</h1>;
}
