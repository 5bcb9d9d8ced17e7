import type { ProgramView } from '../../lib/content';
import Card from '../Card/Card';
import CardGrid from '../CardGrid/CardGrid';
import Icon from '../Icon/Icon';

/** The three program cards, each one link to its program's page. */
export default function ProgramCards({ programs }: { programs: readonly ProgramView[] }) {
  return (
    <CardGrid>
      {programs.map((p) => (
        <Card key={p.id} title={p.name} text={p.caption} href={p.href} icon={<Icon name={p.icon} />} featured />
      ))}
    </CardGrid>
  );
}
