// One chart of the analytics page, drawn by Chart.js on a canvas. Chart.js (chart-setup.ts) is imported when the chart
// mounts, so only the staff page's own chunks carry it. The canvas is an image with a name; the figures are in the
// table beside it.
import { useEffect, useRef } from "react";

export interface Series {
  label: string;
  values: number[];
  /** A series drawn as a dashed line (the previous period). */
  dashed?: boolean;
}

const colours = ["#0b3d91", "#0f766e", "#b45309", "#6b7280"];

export function Chart({
  kind,
  label,
  labels,
  series,
}: {
  kind: "bar" | "line";
  label: string;
  labels: string[];
  series: Series[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let current = true;
    void import("./chart-setup.ts").then((lib) => {
      if (!current || !canvas.current) return;
      chart = new lib.Chart(canvas.current, {
        type: kind,
        data: {
          labels,
          datasets: series.map((one, index) => ({
            label: one.label,
            data: one.values,
            backgroundColor: colours[index % colours.length],
            borderColor: colours[index % colours.length],
            borderDash: one.dashed ? [6, 4] : [],
            pointRadius: kind === "line" ? 0 : undefined,
          })),
        },
        options: {
          // Drawn once, at its size: no animation to wait for (screenshots, reduced motion).
          animation: false,
          maintainAspectRatio: false,
          indexAxis: kind === "bar" ? "y" : "x",
          plugins: { legend: { display: series.length > 1 } },
          scales: { [kind === "bar" ? "x" : "y"]: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
    });
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [kind, labels, series]);

  const height = kind === "bar" ? Math.max(120, 28 * labels.length + 40) : 260;
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
