import type { ServiceData } from '../../content/schema';
import Card from '../Card/Card';
import CardGrid from '../CardGrid/CardGrid';

interface Props {
  services: readonly ServiceData[];
}

/** The cards of a category page: one per service, each with a Read More link. */
export default function ServiceCards({ services }: Props) {
  return (
    <CardGrid>
      {services.map((s) => (
        <Card key={s.route} title={s.title} text={s.summary} href={`/${s.route}`} linkLabel="Read More" />
      ))}
    </CardGrid>
  );
}
