// Home hero illustration: a remote team across Southeast Asia and India linked to clients in Singapore, Australia and the US.
import { ArtFrame, Card, Check, DashedLinks, Line, Person, Pill } from "./art-parts.tsx";

const team = [
  { x: 110, y: 118, code: "PH", tone: "#1edfbf" },
  { x: 70, y: 206, code: "VN", tone: "#6090fa" },
  { x: 150, y: 270, code: "ID", tone: "#fbbf24" },
  { x: 46, y: 300, code: "IN", tone: "#f472b6" },
] as const;
const clients = [
  { x: 372, y: 92, code: "SG" },
  { x: 404, y: 206, code: "AU" },
  { x: 352, y: 306, code: "US" },
] as const;
const hub = { x: 250, y: 196 };

/** Team members (left) connect through one hub to client offices (right); the links drift once, still under reduced motion. */
export function HomeArt({ className }: { className?: string }) {
  return (
    <ArtFrame className={className}>
      <circle cx={hub.x} cy={hub.y} r={150} fill="#fff" fillOpacity="0.04" />
      <circle cx={hub.x} cy={hub.y} r={96} fill="none" stroke="#fff" strokeOpacity="0.12" strokeDasharray="3 7" />
      <DashedLinks>
        {[...team, ...clients].map((node) => (
          <path key={node.code} d={`M${node.x} ${node.y}Q${(node.x + hub.x) / 2} ${hub.y - 30} ${hub.x} ${hub.y}`} />
        ))}
      </DashedLinks>
      <g transform={`translate(${hub.x} ${hub.y})`}>
        <circle r={34} fill="#2552eb" />
        <circle r={34} fill="none" stroke="#93b4fd" strokeOpacity="0.6" strokeWidth="6" />
        <path d="M-12 -4h24v16h-24zM-6 -4v-5h12v5" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      </g>
      {team.map((member) => (
        <g key={member.code}>
          <Person x={member.x} y={member.y} tone={member.tone} />
          <Pill x={member.x} y={member.y + 34} text={member.code} fill="#1edfbf" />
        </g>
      ))}
      {clients.map((client) => (
        <Card key={client.code} x={client.x - 38} y={client.y - 26} w={76} h={52}>
          <path d="M14 40V16h16v24M30 40V22h12v18" fill="#dbe6fe" stroke="#2552eb" strokeWidth="2" />
          <text x={58} y={32} textAnchor="middle" fontSize="13" fontWeight="700" fill="#172054">
            {client.code}
          </text>
        </Card>
      ))}
      <Card x={286} y={18} w={150} h={34}>
        <Check x={18} y={17} />
        <Line x={34} y={10} w={90} fill="#bfd3fe" />
        <Line x={34} y={20} w={60} />
      </Card>
    </ArtFrame>
  );
}
