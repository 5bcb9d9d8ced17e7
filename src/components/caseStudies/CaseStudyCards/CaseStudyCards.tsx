import type { Program } from '../../../content/schema';
import Card from '../../ui/Card/Card';
import CardGrid from '../../ui/CardGrid/CardGrid';
import ProgramIcon from '../../services/ProgramIcon/ProgramIcon';

interface Props {
  /** The case studies to show, in order: title, two-sentence summary, route and its program's icon. */
  cases: readonly { title: string; summary: string; href: string; icon: Program['icon'] }[];
}

/** Case study cards (home, /program, /case-studies, a service's "See it in practice"): the title is the link. */
export default function CaseStudyCards({ cases }: Props) {
  return (
    <CardGrid>
      {cases.map((c) => (
        <Card key={c.href} title={c.title} text={c.summary} href={c.href} icon={<ProgramIcon name={c.icon} />} />
      ))}
    </CardGrid>
  );
}
