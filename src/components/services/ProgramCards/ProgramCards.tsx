import type { ProgramId } from '../../../content/ids';
import type { ProgramView } from '../../../lib/site/content';
import type { ListLink } from '../../ui/LinkList/LinkList';
import Card from '../../ui/Card/Card';
import CardGrid from '../../ui/CardGrid/CardGrid';
import ProgramIcon from '../ProgramIcon/ProgramIcon';

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
          icon={<ProgramIcon name={p.icon} />}
          featured
          also={also[p.id]}
        />
      ))}
    </CardGrid>
  );
}
