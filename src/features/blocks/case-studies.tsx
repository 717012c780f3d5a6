import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { Band, BandHeader, BandHeading, CardGrid, CardLink } from "./band.styles";
import type { StatData } from "./stats";
import * as S from "./case-studies.styles";

export interface CaseStudyData {
  client?: string | null;
  challenge?: string | null;
  results?: readonly StatData[] | null;
  image?: CmsImageData | null;
  path?: string | null;
}

/** Case study cards: picture, client, challenge and results; the client's name links to the case study's page. */
export function CaseStudies({ heading, items }: { heading?: string | null; items: readonly CaseStudyData[] }) {
  const studies = items.filter((item) => item.client);
  if (studies.length === 0) return null;
  return (
    <Band>
      {heading && (
        <BandHeader>
          <BandHeading>{heading}</BandHeading>
        </BandHeader>
      )}
      <CardGrid>
        {studies.map((study, index) => {
          const results = (study.results ?? []).filter((result) => result.value && result.label);
          return (
            <S.Card key={index}>
              <S.Body>
                <S.Client>{study.path ? <CardLink to={study.path}>{study.client}</CardLink> : study.client}</S.Client>
                {study.challenge && <S.Challenge>{study.challenge}</S.Challenge>}
                {results.length > 0 && (
                  <S.Results>
                    {results.map((result, resultIndex) => (
                      <S.Result key={resultIndex}>
                        <S.Label>{result.label}</S.Label>
                        <S.Value>{result.value}</S.Value>
                      </S.Result>
                    ))}
                  </S.Results>
                )}
              </S.Body>
              {study.image?.localFile && (
                <S.Media>
                  <CmsImage image={study.image} preset="card" />
                </S.Media>
              )}
            </S.Card>
          );
        })}
      </CardGrid>
    </Band>
  );
}
