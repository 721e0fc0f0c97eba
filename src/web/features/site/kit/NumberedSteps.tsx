import { Card, CardText, CardTitle } from './Card';
import { NumberBadge } from './NumberBadge';

/** Steps of a process as numbered cards, four to a row on wide screens. */
export function NumberedSteps({
  steps,
  lang,
}: {
  steps: readonly { title: string; description: string }[];
  /** The steps' language when it is not the page's (content that stays English). */
  lang?: string;
}) {
  return (
    <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Card key={step.title}>
          <NumberBadge n={index + 1} look="step" />
          <CardTitle lang={lang}>{step.title}</CardTitle>
          <CardText lang={lang}>{step.description}</CardText>
        </Card>
      ))}
    </ol>
  );
}
