import { GraduationCap, ServerCog, UsersRound } from 'lucide-react';
import type { Program } from '../../../content/schema';

const icons = { consulting: ServerCog, staffing: UsersRound, learning: GraduationCap } as const;

/** A decorative program icon, drawn as inline SVG at build time. */
export default function ProgramIcon({ name, size = 28 }: { name: Program['icon']; size?: number }) {
  const Svg = icons[name];
  return <Svg aria-hidden="true" focusable="false" size={size} />;
}
