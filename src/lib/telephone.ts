/** The telephone link strips the spaces from the number; the label keeps them. */
export function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/\s+/g, "")}`;
}
