// Contact hero illustration: a message on its way to a Singapore office, with a reply coming back.
import { ArtFrame, Card, Check, Line, Person } from "./art-parts.tsx";

/** A sent message, a reply bubble and the office pin: one conversation, no figures. */
export function ContactArt({ className }: { className?: string }) {
  return (
    <ArtFrame className={className}>
      <circle cx={330} cy={170} r={130} fill="#fff" fillOpacity="0.05" />
      <Card x={40} y={50} w={230} h={120}>
        <rect x={16} y={16} width={44} height={32} rx={6} fill="#eef4ff" stroke="#2552eb" strokeWidth="2" />
        <path d="m18 20 20 15 20-15" fill="none" stroke="#2552eb" strokeWidth="2" strokeLinejoin="round" />
        <Line x={74} y={20} w={120} fill="#9aa4b5" />
        <Line x={74} y={34} w={90} />
        <Line x={16} y={66} w={196} />
        <Line x={16} y={80} w={170} />
        <rect x={140} y={94} width={74} height={16} rx={8} fill="#2552eb" />
      </Card>
      <path
        d="M270 120q50 0 70 40"
        fill="none"
        stroke="#52f4d4"
        strokeWidth="2.5"
        strokeDasharray="6 6"
        className="motion-ok:animate-art-dash"
      />
      <g transform="translate(360 190)">
        <circle r={52} fill="#2552eb" />
        <path d="M0 28s-22-22-22-38a22 22 0 0 1 44 0c0 16-22 38-22 38z" fill="#fff" />
        <circle cy={-10} r={8} fill="#2552eb" />
      </g>
      <g className="motion-ok:animate-art-float">
        <Card x={120} y={218} w={210} h={76}>
          <Person x={34} y={38} r={18} tone="#1edfbf" />
          <Line x={62} y={24} w={110} fill="#9aa4b5" />
          <Line x={62} y={38} w={84} />
          <Check x={186} y={50} />
        </Card>
      </g>
    </ArtFrame>
  );
}
