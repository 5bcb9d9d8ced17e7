import { programs } from '../../data/programs';
import Card from '../Card/Card';
import CardGrid from '../CardGrid/CardGrid';
import Icon from '../Icon/Icon';

/** The three program cards, each one link to its category page. */
export default function ProgramCards() {
  return (
    <CardGrid>
      {programs.map((p) => (
        <Card key={p.href} title={p.title} text={p.caption} href={p.href} icon={<Icon name={p.icon} />} />
      ))}
    </CardGrid>
  );
}
