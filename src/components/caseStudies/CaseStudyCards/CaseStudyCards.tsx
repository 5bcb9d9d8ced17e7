import type { Program } from '../../../content/schema';
import type { ServedImage } from '../../../lib/site/images';
import Card from '../../ui/Card/Card';
import CardGrid from '../../ui/CardGrid/CardGrid';
import Picture from '../../ui/Picture/Picture';
import ProgramIcon from '../../services/ProgramIcon/ProgramIcon';

interface Props {
  /** The case studies to show, in order: title, two-sentence summary, route, its program's icon and its picture. */
  cases: readonly {
    title: string;
    summary: string;
    href: string;
    icon: Program['icon'];
    image?: ServedImage | undefined;
  }[];
}

/** A card is about 17 to 24 rem wide (CardGrid), one column on a phone. */
const SIZES = '(min-width: 48rem) 24rem, calc(100vw - 2rem)';

/**
 * Case study cards (home, /program, /case-studies, a service's "See it in practice"): the title is the link; a
 * case study's picture tops its card, decorative there, as the title names the work.
 */
export default function CaseStudyCards({ cases }: Props) {
  return (
    <CardGrid>
      {cases.map((c) => (
        <Card
          key={c.href}
          title={c.title}
          text={c.summary}
          href={c.href}
          icon={<ProgramIcon name={c.icon} />}
          picture={c.image && <Picture image={c.image} alt="" sizes={SIZES} />}
        />
      ))}
    </CardGrid>
  );
}
