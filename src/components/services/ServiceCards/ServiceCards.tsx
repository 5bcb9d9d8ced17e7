import type { ServiceIconName } from '../../../content/schema';
import Card from '../../ui/Card/Card';
import CardGrid from '../../ui/CardGrid/CardGrid';
import ServiceIcon from '../ServiceIcon/ServiceIcon';

interface Props {
  services: readonly { title: string; summary: string; href: string; icon: ServiceIconName }[];
}

/** The cards of a category page: one per service, each with its icon and a Read More link. */
export default function ServiceCards({ services }: Props) {
  return (
    <CardGrid>
      {services.map((s) => (
        <Card
          key={s.href}
          title={s.title}
          text={s.summary}
          href={s.href}
          linkLabel="Read More"
          icon={<ServiceIcon name={s.icon} />}
        />
      ))}
    </CardGrid>
  );
}
