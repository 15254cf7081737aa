// Services hero illustration: hiring (a shortlist of vetted candidates) flowing into managing (a supported team at work).
import { ArtFrame, Card, Check, Line, Person } from "./art-parts.tsx";

const shortlist = [
  { y: 66, tone: "#1edfbf", picked: true },
  { y: 116, tone: "#6090fa", picked: true },
  { y: 166, tone: "#f472b6", picked: false },
] as const;
const bars = [64, 88, 48, 76] as const;

/** Left: a shortlist with two candidates checked. Right: their team board (tasks done, hours, support). */
export function ServicesArt({ className }: { className?: string }) {
  return (
    <ArtFrame className={className}>
      <Card x={24} y={30} w={180} h={180}>
        <Line x={18} y={16} w={70} fill="#bfd3fe" />
        {shortlist.map((row) => (
          <g key={row.y}>
            <g transform={`translate(0 ${row.y - 30})`}>
              <rect x={10} y={0} width={160} height={40} rx={10} fill={row.picked ? "#eef4ff" : "#f6f7f9"} />
            </g>
            <Person x={34} y={row.y - 10} r={14} tone={row.tone} />
            <Line x={56} y={row.y - 18} w={70} fill="#9aa4b5" />
            <Line x={56} y={row.y - 6} w={46} />
            {row.picked ? <Check x={150} y={row.y - 10} /> : null}
          </g>
        ))}
      </Card>
      <path
        d="M214 128h40"
        stroke="#52f4d4"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="6 6"
        className="motion-ok:animate-art-dash"
      />
      <path
        d="m250 120 10 8-10 8"
        fill="none"
        stroke="#52f4d4"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Card x={270} y={54} w={186} h={210}>
        <Line x={18} y={18} w={80} fill="#bfd3fe" />
        <Person x={36} y={62} r={16} tone="#1edfbf" />
        <Person x={72} y={62} r={16} tone="#6090fa" />
        <circle cx={150} cy={62} r={16} fill="#2552eb" />
        <path d="M143 62a7 7 0 0 1 14 0v5h-14z" fill="none" stroke="#fff" strokeWidth="2" />
        <g transform="translate(18 100)">
          {bars.map((value, index) => (
            <g key={index} transform={`translate(0 ${index * 22})`}>
              <rect width={150} height={10} rx={5} fill="#eef1f5" />
              <rect width={value * 1.5} height={10} rx={5} fill={index % 2 ? "#3b6cf6" : "#06c3a6"} />
            </g>
          ))}
        </g>
      </Card>
      <g className="motion-ok:animate-art-float">
        <Card x={64} y={236} w={170} h={56}>
          <circle cx={26} cy={28} r={14} fill="#c8fff1" />
          <path d="M26 20v8l5 4" fill="none" stroke="#067d6f" strokeWidth="2.5" strokeLinecap="round" />
          <Line x={50} y={18} w={96} fill="#9aa4b5" />
          <Line x={50} y={31} w={70} />
        </Card>
      </g>
    </ArtFrame>
  );
}
