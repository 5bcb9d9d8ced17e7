import Card from '../Card/Card';
import CardGrid from '../CardGrid/CardGrid';

interface Props {
  services: readonly { title: string; summary: string; href: string }[];
}

/** The cards of a category page: one per service, each with a Read More link. */
export default function ServiceCards({ services }: Props) {
  return (
    <CardGrid>
      {services.map((s) => (
        <Card key={s.href} title={s.title} text={s.summary} href={s.href} linkLabel="Read More" />
      ))}
    </CardGrid>
  );
}
