import styled from "styled-components";
import { Link } from "gatsby";

export const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.light};
  padding: 3rem 0 2rem;
  margin-top: 4rem;
  a {
    color: ${({ theme }) => theme.colors.light};
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.wrapMaxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
  display: grid;
  gap: 2rem;
  @media (min-width: ${({ theme }) => theme.screens.md}) {
    grid-template-columns: repeat(3, 1fr);
    padding: 0 2.5rem;
  }
`;

export const Column = styled.div``;

export const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.accent};
  font-size: 1rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  margin: 0 0 0.75rem;
`;

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 0.5rem;
  }
`;

export const InlineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

export const Consultation = styled(Link)`
  display: inline-block;
  margin-top: 1.5rem;
  padding: 0.6rem 1.1rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.dark} !important;
  font-weight: 600;
  text-decoration: none;
`;

export const Bottom = styled.div`
  max-width: ${({ theme }) => theme.wrapMaxWidth};
  margin: 2.5rem auto 0;
  padding: 1.5rem 1.25rem 0;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.875rem;
  p {
    margin: 0;
  }
`;
