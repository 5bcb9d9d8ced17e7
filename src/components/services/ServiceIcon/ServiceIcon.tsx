import {
  Blocks,
  BookOpen,
  BrainCircuit,
  ChartColumn,
  ClipboardCheck,
  CloudCog,
  Compass,
  Cpu,
  Handshake,
  Layers,
  MonitorPlay,
  Network,
  PenTool,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sprout,
  Terminal,
  UsersRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIconName } from '../../../content/schema';

/** Every name a service may choose (SERVICE_ICONS in schema.ts), drawn: a missing one fails the type check. */
const ICONS: Record<ServiceIconName, LucideIcon> = {
  blocks: Blocks,
  'book-open': BookOpen,
  'brain-circuit': BrainCircuit,
  'chart-column': ChartColumn,
  'clipboard-check': ClipboardCheck,
  'cloud-cog': CloudCog,
  compass: Compass,
  cpu: Cpu,
  handshake: Handshake,
  layers: Layers,
  'monitor-play': MonitorPlay,
  network: Network,
  'pen-tool': PenTool,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  smartphone: Smartphone,
  sprout: Sprout,
  terminal: Terminal,
  'users-round': UsersRound,
  workflow: Workflow,
};

interface Props {
  /** The Lucide name the service chose in its front matter. */
  name: ServiceIconName;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A service's decorative icon, drawn as inline SVG at build time (no script).
 * Hidden from assistive technology: the service's title says what it is.
 * `data-icon` names it for the tests.
 */
export default function ServiceIcon({ name, size = 28 }: Props) {
  const Svg = ICONS[name];
  return <Svg aria-hidden="true" focusable="false" size={size} data-icon={name} />;
}
