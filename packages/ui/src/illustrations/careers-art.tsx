// Careers hero illustration: a remote workspace (laptop with code) and colleagues joining from several places.
import { ArtFrame, Card, Line, Person } from "./art-parts.tsx";

const colleagues = [
  { x: 380, y: 70, tone: "#1edfbf" },
  { x: 430, y: 150, tone: "#fbbf24" },
  { x: 392, y: 236, tone: "#f472b6" },
] as const;

/** A laptop showing code, three colleagues linked to it and a growth line: work, people, progress. */
export function CareersArt({ className }: { className?: string }) {
  return (
    <ArtFrame className={className}>
      <circle cx={200} cy={180} r={140} fill="#fff" fillOpacity="0.05" />
      <g transform="translate(50 70)">
        <rect width={260} height={170} rx={14} fill="#fff" />
        <rect x={12} y={12} width={236} height={146} rx={8} fill="#172054" />
        <path
          d="m38 58-14 14 14 14M84 58l14 14-14 14"
          fill="none"
          stroke="#52f4d4"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Line x={116} y={54} w={100} fill="#6090fa" />
        <Line x={116} y={70} w={70} fill="#93b4fd" />
        <Line x={116} y={86} w={110} fill="#6090fa" />
        <Line x={36} y={118} w={160} fill="#334155" />
        <path d="M-24 170h308l-18 22H-6z" fill="#dbe6fe" />
      </g>
      <g
        fill="none"
        stroke="#52f4d4"
        strokeOpacity="0.6"
        strokeWidth="1.5"
        strokeDasharray="4 6"
        className="motion-ok:animate-art-dash"
      >
        {colleagues.map((person) => (
          <path key={person.y} d={`M310 150L${person.x} ${person.y}`} />
        ))}
      </g>
      {colleagues.map((person) => (
        <Person key={person.y} x={person.x} y={person.y} tone={person.tone} />
      ))}
      <g className="motion-ok:animate-art-float">
        <Card x={250} y={284} w={150} h={52}>
          <path
            d="M18 36l22-14 16 8 26-18"
            fill="none"
            stroke="#06c3a6"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <Line x={96} y={16} w={40} fill="#9aa4b5" />
          <Line x={96} y={30} w={30} />
        </Card>
      </g>
    </ArtFrame>
  );
}
