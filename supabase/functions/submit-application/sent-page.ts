// The page a natively posted application gets once stored (no JavaScript): the site's /careers/sent in words, with
// what only the function knows: the reference, and whether an acknowledgement was queued for this application (it is
// said to be sent only then). The words are the content package's (_shared/content/application.ts, generated).
import { applicationSentTexts as texts, feeWarningData, hiringStagesData } from "../_shared/content/application.ts";
import { escape, style } from "../_shared/html-page.ts";
import type { StoredBody } from "./intake.ts";

export function sentPage(site: string, body: StoredBody, reportTo: string): string {
  const stored = body.reference && body.acknowledgement ? body : null;
  const answer = stored
    ? `<p data-acknowledgement="${stored.acknowledgement}">${escape(
        stored.acknowledgement === "queued" ? texts.acknowledged : texts.notAcknowledged,
      )}</p>
<p>${escape(texts.reference)}: <strong>${escape(stored.reference ?? "")}</strong></p>`
    : "";
  const stages = hiringStagesData.stages
    .map(
      (stage) => `<li><strong>${escape(stage.title)}</strong> (${escape(stage.duration)}). ${escape(stage.body)}</li>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(texts.title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escape(texts.title)}</h1>
<p>${escape(texts.received)}</p>
${answer}
<h2>${escape(hiringStagesData.title)}</h2>
<p>${escape(hiringStagesData.intro)}</p>
<ol>${stages}</ol>
<p>${escape(hiringStagesData.noReply)}</p>
<div class="card">
<h2>${escape(feeWarningData.title)}</h2>
<p>${escape(feeWarningData.body)} ${escape(feeWarningData.report.replace("{address}", reportTo))}</p>
</div>
<p class="back"><a href="${escape(site)}/careers">${escape(texts.backLink)}</a></p>
</main>
</body>
</html>
`;
}
