// A small sketch of each block type for the block palette: what the block looks like on a page (a title and a
// phone, three big figures, four cards…), drawn inline so the palette costs no request and scales with the text.
// A block type added to the schemas without a sketch gets the generic one.
import type { ReactNode } from "react";

const ink = "#98a2b3";
const accent = "#1d4ed8";
const soft = "#dbe4ff";

/** A line of text at (x, y), `width` long. */
const Line = ({ x, y, width, strong = false }: { x: number; y: number; width: number; strong?: boolean }) => (
  <rect x={x} y={y} width={width} height={strong ? 3.5 : 2} rx={1} fill={strong ? "#475467" : ink} />
);
const Button = ({ x, y, width = 14, filled = true }: { x: number; y: number; width?: number; filled?: boolean }) => (
  <rect x={x} y={y} width={width} height={5} rx={2.5} fill={filled ? accent : "none"} stroke={accent} strokeWidth={0.8} />
);
const Card = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => (
  <rect x={x} y={y} width={width} height={height} rx={1.5} fill="#fff" stroke="#d0d5dd" strokeWidth={0.8} />
);

const sketches: Record<string, ReactNode> = {
  intro: (
    <>
      <Line x={6} y={9} width={26} strong />
      <Line x={6} y={15} width={20} strong />
      <Line x={6} y={21} width={24} />
      <Button x={6} y={27} />
      <rect x={44} y={5} width={13} height={26} rx={2.5} fill={soft} stroke={accent} strokeWidth={0.8} />
      <Line x={6} y={35} width={52} />
    </>
  ),
  numbers: (
    <>
      {[5, 24, 43].map((x, index) => (
        <g key={x}>
          <Card x={x} y={9} width={16} height={22} />
          <text x={x + 8} y={22} textAnchor="middle" fontSize={8} fontWeight={700} fill={accent}>
            {["3×", "90%", "24"][index]}
          </text>
          <Line x={x + 3} y={26} width={10} />
        </g>
      ))}
    </>
  ),
  features: (
    <>
      <Line x={6} y={7} width={22} strong />
      {[14, 20, 26].map((y) => (
        <g key={y}>
          <circle cx={7.5} cy={y + 1} r={1.5} fill={accent} />
          <Line x={11} y={y} width={20} />
        </g>
      ))}
      <Button x={6} y={32} />
      <rect x={38} y={7} width={21} height={27} rx={2} fill={soft} />
    </>
  ),
  forWho: (
    <>
      <Card x={5} y={6} width={25} height={28} />
      <Card x={34} y={6} width={25} height={28} />
      {[5, 34].map((x) => (
        <g key={x}>
          <circle cx={x + 6} cy={13} r={3} fill={soft} stroke={accent} strokeWidth={0.8} />
          <Line x={x + 3} y={20} width={16} strong />
          <Line x={x + 3} y={26} width={19} />
        </g>
      ))}
    </>
  ),
  benefits: (
    <>
      {[
        [5, 5],
        [33, 5],
        [5, 21],
        [33, 21],
      ].map(([x = 0, y = 0]) => (
        <g key={`${x}-${y}`}>
          <Card x={x} y={y} width={26} height={14} />
          <rect x={x + 3} y={y + 3} width={4} height={4} rx={1} fill={accent} />
          <Line x={x + 9} y={y + 4} width={13} />
          <Line x={x + 3} y={y + 9} width={19} />
        </g>
      ))}
    </>
  ),
  videoGuide: (
    <>
      <rect x={10} y={5} width={44} height={28} rx={2} fill="#1a1a2e" />
      <circle cx={32} cy={19} r={6} fill="#fff" />
      <path d="M30 16v6l5-3z" fill={accent} />
    </>
  ),
  awards: (
    <>
      {[12, 26, 40].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={12} r={5.5} fill={soft} stroke={accent} strokeWidth={0.8} />
          <path d={`M${cx - 2} 17l-1.5 5 3.5-2 3.5 2-1.5-5`} fill={accent} />
        </g>
      ))}
      <Card x={50} y={6} width={10} height={28} />
      <Line x={6} y={28} width={40} />
      <Line x={6} y={33} width={30} />
    </>
  ),
  successes: (
    <>
      {[5, 24, 43].map((x) => (
        <g key={x}>
          <Card x={x} y={6} width={16} height={28} />
          <rect x={x + 1.5} y={7.5} width={13} height={10} rx={1} fill={soft} />
          <Line x={x + 2} y={21} width={11} strong />
          <Line x={x + 2} y={27} width={10} />
        </g>
      ))}
    </>
  ),
  inspoGuide: (
    <>
      <rect x={8} y={5} width={18} height={29} rx={1.5} fill={accent} />
      <rect x={11} y={10} width={11} height={2} rx={1} fill="#fff" />
      <Line x={32} y={10} width={24} strong />
      <Line x={32} y={17} width={22} />
      <Line x={32} y={22} width={18} />
      <Button x={32} y={28} width={18} />
    </>
  ),
  salesBlock: (
    <>
      <Card x={5} y={5} width={32} height={30} />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={8 + column * 5.5}
            y={10 + row * 6}
            width={4}
            height={4}
            rx={0.8}
            fill={row === 1 && column === 2 ? accent : soft}
          />
        )),
      )}
      <Line x={42} y={9} width={16} strong />
      <Line x={42} y={16} width={14} />
      <Line x={42} y={21} width={12} />
      <Button x={42} y={28} width={16} />
    </>
  ),
  cta: (
    <>
      <rect x={4} y={6} width={56} height={28} rx={2} fill={soft} />
      <Line x={16} y={12} width={32} strong />
      <Line x={20} y={19} width={24} />
      <Button x={16} y={25} width={15} />
      <Button x={33} y={25} width={15} filled={false} />
    </>
  ),
  richText: (
    <>
      <Line x={8} y={7} width={28} strong />
      {[14, 18, 22].map((y, index) => (
        <Line key={y} x={8} y={y} width={[48, 44, 30][index] ?? 40} />
      ))}
      {[28, 32].map((y, index) => (
        <Line key={y} x={8} y={y} width={[46, 36][index] ?? 40} />
      ))}
    </>
  ),
  signupEmail: (
    <>
      <Line x={14} y={7} width={36} strong />
      <rect x={8} y={15} width={22} height={7} rx={1.5} fill="#fff" stroke={ink} strokeWidth={0.8} />
      <rect x={34} y={15} width={22} height={7} rx={1.5} fill="#fff" stroke={ink} strokeWidth={0.8} />
      <Button x={22} y={27} width={20} />
    </>
  ),
};

const generic = (
  <>
    <Line x={8} y={9} width={30} strong />
    <Line x={8} y={16} width={46} />
    <Line x={8} y={21} width={40} />
    <Button x={8} y={28} />
  </>
);

/** The sketch of a block type, 64 × 40, hidden from screen readers (the entry's name and description say it). */
export function PalettePreview({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true" focusable="false">
      <rect x={0.5} y={0.5} width={63} height={39} rx={3} fill="#f8fafc" stroke="#d5d8de" />
      {sketches[type] ?? generic}
    </svg>
  );
}
