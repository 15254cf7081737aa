// bench:lighthouse's table: a load's row, a route's median row over its runs, and each preset's summary.

/** One route on one preset. Times in milliseconds, bytes as transferred. */
export interface Row {
  path: string;
  preset: "mobile" | "desktop";
  /** "" for the build measured, "compare" for --compare's. */
  build: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  lcpElement: string;
  phases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  tbt: number;
  cls: number;
  requests: number;
  bytes: number;
  /** 1 to --runs for a measured load; 0 for the median row of a route's runs. */
  run: number;
  /** Lighthouse's benchmark index of the machine during the load (higher is faster; the median's, on a median row). */
  benchmarkIndex: number;
}

const fixed = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The table's heading; with `compare` a first column names the build. */
export function printHeader(compare: boolean) {
  console.log(
    `${compare ? "build    " : ""}preset   route                                   perf a11y  bp seo     FCP     LCP  (ttfb/delay/load/render ms)   TBT    CLS  req     KB  index  LCP element`,
  );
}

/** A route's median row over its runs: each figure the median of that figure (the LCP element of the median load). */
export function medianRow(measured: Row[]): Row {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (index: number) => sorted[index] ?? 0;
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  };
  const of = (pick: (row: Row) => number) => median(measured.map(pick));
  const lcp = of((row) => row.lcp);
  const closest = measured.reduce((best, row) => (Math.abs(row.lcp - lcp) < Math.abs(best.lcp - lcp) ? row : best));
  return {
    ...closest,
    perf: of((row) => row.perf),
    a11y: of((row) => row.a11y),
    bp: of((row) => row.bp),
    seo: of((row) => row.seo),
    fcp: of((row) => row.fcp),
    lcp,
    tbt: of((row) => row.tbt),
    cls: of((row) => row.cls),
    requests: of((row) => row.requests),
    bytes: of((row) => row.bytes),
    run: 0,
    benchmarkIndex: of((row) => row.benchmarkIndex),
  };
}

/** A load's row in the table; a route's median row says "median" where its loads name their preset. */
export function printRow(row: Row, compare: boolean) {
  const p = row.phases;
  const phaseText = [p.ttfb, p.loadDelay, p.loadTime, p.renderDelay].map((ms) => Math.round(ms)).join("/");
  console.log(
    [
      ...(compare ? [row.build.padEnd(8)] : []),
      (row.run ? row.preset : "median").padEnd(8),
      row.path.slice(0, 39).padEnd(39),
      String(row.perf).padStart(4),
      String(row.a11y).padStart(4),
      String(row.bp).padStart(3),
      String(row.seo).padStart(3),
      fixed(row.fcp).padStart(7),
      fixed(row.lcp).padStart(7),
      `(${phaseText})`.padEnd(29),
      `${Math.round(row.tbt)} ms`.padStart(7),
      row.cls.toFixed(3).padStart(6),
      String(row.requests).padStart(4),
      (row.bytes / 1024).toFixed(0).padStart(6),
      String(row.benchmarkIndex).padStart(6),
      ` ${row.lcpElement}`,
    ].join(" "),
  );
}

/**
 * Each preset's summary. With --runs above 1 it holds the routes' medians to the speed goal (performance 100, LCP at
 * most 1.2 s, CLS 0) and every single load to a performance of at least 98.
 */
export function printSummary(
  rows: Row[],
  medians: Row[],
  { labels, presets, runs, version }: { labels: string[]; presets: Row["preset"][]; runs: number; version: string },
) {
  for (const label of labels)
    for (const preset of presets) {
      const loads = rows.filter((row) => row.preset === preset && row.build === label);
      const set = runs > 1 ? medians.filter((row) => row.preset === preset && row.build === label) : loads;
      if (!set.length) continue;
      const lowest = (list: Row[], key: "perf" | "a11y" | "bp" | "seo") =>
        list.reduce((worst, row) => (row[key] < worst[key] ? row : worst));
      const highest = (list: Row[], key: "lcp" | "tbt" | "cls") =>
        list.reduce((worst, row) => (row[key] > worst[key] ? row : worst));
      const all100 = set.filter((row) => row.perf === 100 && row.a11y === 100 && row.bp === 100 && row.seo === 100);
      const what = runs > 1 ? `${set.length} routes, median of ${runs} runs` : `${set.length} routes`;
      console.log(
        `${label ? `${label}: ` : ""}Lighthouse ${version}, ${preset}: ${what}; lowest perf ${lowest(set, "perf").perf}, a11y ${lowest(set, "a11y").a11y}, best-practices ${lowest(set, "bp").bp}, SEO ${lowest(set, "seo").seo}; worst LCP ${fixed(highest(set, "lcp").lcp)} (${highest(set, "lcp").path}), TBT ${Math.round(highest(set, "tbt").tbt)} ms, CLS ${highest(set, "cls").cls.toFixed(3)}; ${all100.length} routes at 100 in all four`,
      );
      if (runs === 1) continue;
      const weakest = lowest(loads, "perf");
      const slowest = highest(loads, "lcp");
      const shifted = highest(loads, "cls");
      console.log(
        `  every load (${loads.length}): lowest perf ${weakest.perf} (${weakest.path}), worst LCP ${fixed(slowest.lcp)} (${slowest.path}), TBT ${Math.round(highest(loads, "tbt").tbt)} ms, CLS ${shifted.cls.toFixed(4)} (${shifted.path})`,
      );
      const misses = [
        ...set.filter((row) => row.perf < 100).map((row) => `${row.path} median perf ${row.perf}`),
        ...loads.filter((row) => row.perf < 98).map((row) => `${row.path} run ${row.run} perf ${row.perf}`),
        ...set.filter((row) => row.lcp > 1200).map((row) => `${row.path} median LCP ${fixed(row.lcp)}`),
        ...set.filter((row) => row.cls > 0).map((row) => `${row.path} median CLS ${row.cls.toFixed(4)}`),
      ];
      console.log(
        `  speed goal (median perf 100, every load at least 98, median LCP at most 1.2 s, CLS 0): ${misses.length ? `missed: ${misses.join("; ")}` : "met on every route"}`,
      );
    }
}
