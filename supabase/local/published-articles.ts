// The live articles and case studies and the retired addresses read straight from the embedded database, for a build
// with no backend running (as published.ts reads the FAQs and positions: the same database, prepared the same way),
// with the statements the articles function runs, as a visitor (the anon role).
import {
  liveArticlesSql,
  liveCaseStudiesSql,
  presentArticle,
  presentCaseStudy,
  presentRetired,
  retiredAddressesSql,
  type PublishedArticleRow,
  type PublishedCaseStudyRow,
  type RetiredAddressRow,
} from "../functions/_shared/published-articles.ts";
import { readAsVisitor, type EmbeddedDatabaseOptions } from "./read-as-visitor.ts";

export interface EmbeddedArticles {
  articles: PublishedArticleRow[];
  caseStudies: PublishedCaseStudyRow[];
  retired: RetiredAddressRow[];
}

export function readEmbeddedArticles(options: EmbeddedDatabaseOptions): Promise<EmbeddedArticles> {
  return readAsVisitor(options, async (query) => ({
    articles: (await query(liveArticlesSql)).map(presentArticle),
    caseStudies: (await query(liveCaseStudiesSql)).map(presentCaseStudy),
    retired: (await query(retiredAddressesSql)).map(presentRetired),
  }));
}
