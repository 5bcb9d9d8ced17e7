import type { ProgramId } from '../../content/ids';
import type { ProgramView } from '../../lib/content';
import type { ListLink } from '../LinkList/LinkList';
import Card from '../Card/Card';
import CardGrid from '../CardGrid/CardGrid';
import Icon from '../Icon/Icon';

interface Props {
  programs: readonly ProgramView[];
  /** A second link on a program's card (the learning program's course catalog). */
  also?: Partial<Record<ProgramId, ListLink>>;
}

/** The three program cards, each one link to its program's page, and perhaps one more. */
export default function ProgramCards({ programs, also = {} }: Props) {
  return (
    <CardGrid>
      {programs.map((p) => (
        <Card
          key={p.id}
          title={p.name}
          text={p.caption}
          href={p.href}
          icon={<Icon name={p.icon} />}
          featured
          also={also[p.id]}
        />
      ))}
    </CardGrid>
  );
}
