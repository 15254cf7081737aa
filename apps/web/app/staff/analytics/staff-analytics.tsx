// The marketing team's analytics (client only, after sign-in): reads the report of the range in the page's address
// (?from=…&to=…, the last 30 days without one) and of the period before it; analytics-view.tsx shows it. The function
// answers only the marketing role, and row-level security decides what the report reads.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { SignInFirst } from "../auth/staff-list.tsx";
import { useStaffSession } from "../auth/staff-session.ts";
import { AnalyticsView } from "./analytics-view.tsx";
import { fetchReport, rangeOf, type Copy, type ReportState } from "./report.ts";

export function StaffAnalytics({ backend, copy }: { backend: BackendSettings; copy: Copy }) {
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const key = `${range.from}/${range.to}`;
  // The answer for the range it was asked for: another range shows "loading" until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; report: ReportState }>();
  const report = answer?.key === key ? answer.report : "loading";

  useEffect(() => {
    if (!session) return;
    let current = true;
    void fetchReport(backend, range.from, range.to).then((result) => current && setAnswer({ key, report: result }));
    return () => {
      current = false;
    };
  }, [session, backend, key, range.from, range.to]);

  if (!session) return <SignInFirst copy={copy.signIn} />;
  return (
    <AnalyticsView
      key={key}
      copy={copy}
      report={report}
      range={range}
      onRange={(next) => setParams(next, { replace: true })}
    />
  );
}
